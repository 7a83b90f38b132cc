// What each 7 Seize card does, at hand during play (words from games/seven-seize/guide.ts).
import { CARD_GUIDE, CARD_GUIDE_NOTES } from '#games';

export function CardGuide() {
  return (
    <details class="panel card-guide" data-testid="card-guide">
      <summary>Card guide: what each card does</summary>
      <dl>
        {CARD_GUIDE.map((c) => (
          <div key={c.rank}>
            <dt>
              {c.rank} · {c.name}
            </dt>
            <dd>
              Squabble: {c.squabble}. Seize: {c.seize}
            </dd>
          </div>
        ))}
      </dl>
      <ul>
        {CARD_GUIDE_NOTES.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </details>
  );
}
