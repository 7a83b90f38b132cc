// Under the final standings of the game on the table: why it ended, and round by round who was
// Captain and what each player seized (from the game's history), down to the collections weighed.
import type { SessionState } from '#protocol';
import { useHistory } from '../../parts/use-history.ts';
import { roundResults } from './rounds.ts';
import './rounds.css';
import type { SevenSeizeView } from './model.ts';
import { t } from '../../i18n/i18n.ts';

export function FinalRounds({ view, session }: { view: SevenSeizeView; session: SessionState }) {
  const { history } = useHistory(`${session.shelf}-${session.position}`);
  const rounds =
    history?.game === '7-seize'
      ? roundResults(
          history.steps.map((s) => s.view),
          view.participants,
        )
      : [];
  const count = rounds.length || view.round;
  const why = view.weighOff
    ? view.options.cursedTreasure
      ? t('After {count} rounds the bag was empty, and the scale decided: pair by pair the heavier collection went out until one was left.', { count })
      : t('After {count} rounds the bag was empty, and the scale decided: pair by pair the lighter collection went out until one was left.', { count })
    : t('After {count} rounds the bag was empty: the collections decided.', { count });
  return (
    <section class="panel final-rounds" data-testid="final-rounds">
      <p data-testid="final-why">{why}</p>
      {rounds.length ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a phone, and a keyboard must reach it to scroll it (WCAG 2.1.1).
        <table tabIndex={0} aria-label={t('the rounds')}>
          <thead>
            <tr>
              <th>{t('round')}</th>
              <th>{t('Captain')}</th>
              {view.participants.map((p) => (
                <th key={p}>{p}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rounds.map((r) => (
              <tr key={r.round} data-testid={`final-round-${r.round}`}>
                <td>{r.round}</td>
                <td>{r.captain ?? '—'}</td>
                {view.participants.map((p) => (
                  <td key={p}>{(r.seized[p] ?? 0) >= 0 ? `+${r.seized[p] ?? 0}` : r.seized[p]}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="final-collections">
              <th colSpan={2}>{t('after the rounds')}</th>
              {view.participants.map((p) => (
                <th key={p}>{t('{count, plural, one {# piece} other {# pieces}}', { count: rounds.at(-1)?.collections[p] ?? 0 })}</th>
              ))}
            </tr>
          </tfoot>
        </table>
      ) : null}
    </section>
  );
}
