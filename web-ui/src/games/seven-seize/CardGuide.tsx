// What each 7 Seize card does, at hand during play (words from games/seven-seize/guide.ts).
import { CARD_GUIDE, CARD_GUIDE_NOTES } from '#games';
import { t } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';

export function CardGuide() {
  return (
    <details class="panel card-guide" data-testid="card-guide">
      <summary>{t('Card guide: what each card does')}</summary>
      <dl>
        {CARD_GUIDE.map((c) => (
          <div key={c.rank}>
            <dt>
              {c.rank} · {sayText(c.name)}
            </dt>
            <dd>{t('Squabble: {squabble}. Seize: {seize}', { squabble: sayText(c.squabble), seize: sayText(c.seize) })}</dd>
          </div>
        ))}
      </dl>
      <ul>
        {CARD_GUIDE_NOTES.map((n) => (
          <li key={n}>{sayText(n)}</li>
        ))}
      </ul>
    </details>
  );
}
