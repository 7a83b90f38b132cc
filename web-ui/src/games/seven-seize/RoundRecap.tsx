// Between two rounds, until the new Captain is chosen: what the last round came to, read from the
// game's history (GET /api/history): who was Captain, what each player seized, and every step of it.
import type { SessionState } from '#protocol';
import { toldHistory } from '../../parts/history-lines.ts';
import { useHistory } from '../../parts/use-history.ts';
import { tell } from './narrate.ts';
import { roundResults } from './rounds.ts';
import './rounds.css';
import type { SevenSeizeView } from './model.ts';
import { t } from '../../i18n/i18n.ts';

export function RoundRecap({ view, session }: { view: SevenSeizeView; session: SessionState }) {
  const round = view.round - 1;
  const { history } = useHistory(`${session.shelf}-${session.position}`);
  if (history?.game !== '7-seize') return null;
  const views = history.steps.map((s) => s.view);
  const last = roundResults(views, view.participants).find((r) => r.round === round);
  if (!last) return null;
  // The steps taken in that round, as the History panel tells them.
  const told = toldHistory(history.steps, '7 Seize', tell)
    .filter((p) => p.part === t('Round {round}', { round }))
    .flatMap((p) => p.lines);
  return (
    <section class="panel round-recap" data-testid="round-recap" aria-label={t('round {round} recap', { round })}>
      <h3>{t('Round {round} recap', { round })}</h3>
      <p data-testid="recap-captain">{last.captain ? `☠ ${t('{captain} was Captain.', { captain: last.captain })}` : t('No Captain was chosen.')}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, and a keyboard must reach it to scroll it (WCAG 2.1.1). */}
      <table class="recap-seized" tabIndex={0} aria-label={t('pieces seized')}>
        <thead>
          <tr>
            <th>{t('Player')}</th>
            <th>{t('Seized')}</th>
            <th>{t('Collection')}</th>
          </tr>
        </thead>
        <tbody>
          {view.participants.map((p) => (
            <tr key={p} data-player={p}>
              <td>{p}</td>
              <td data-testid={`recap-seized-${p}`}>{last.seized[p] ?? 0}</td>
              <td>{last.collections[p] ?? 0}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ol class="recap-steps history-list" data-testid="recap-steps">
        {told.map((l, i) => (
          <li key={i}>{l}</li>
        ))}
      </ol>
    </section>
  );
}
