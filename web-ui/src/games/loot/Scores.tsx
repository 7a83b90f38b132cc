// L24, L25: the final scores (captured gold minus merchants left in hand) and the winners, ship by ship.
import type { LootView } from './model.ts';
import { FlagIcon } from '../../parts/Icons.tsx';
import { breakdown, sideHeading } from './score-words.ts';
import { t } from '../../i18n/i18n.ts';

export function Scores({ view }: { view: LootView }) {
  const scores = view.scores ?? {};
  const ranked = Object.entries(scores).sort((a, b) => b[1].score - a[1].score);
  return (
    <section class="panel loot-scores" data-testid="loot-scores">
      <h2>
        <FlagIcon />{' '}
        {view.winners.length
          ? t('{count, plural, one {Winner} other {Winners}}: {names}', { count: view.winners.length, names: view.winners.join(', ') })
          : t('Scores')}
      </h2>
      <table>
        <thead>
          <tr>
            <th>{sideHeading(view)}</th>
            <th>{t('captured')}</th>
            <th>{t('in hand')}</th>
            <th>{t('score')}</th>
          </tr>
        </thead>
        <tbody>
          {ranked.map(([side, s]) => (
            <tr key={side} data-testid={`score-${side}`}>
              <td>{side}</td>
              <td>{s.captured}</td>
              <td>−{s.inHand}</td>
              <td>
                <b>{s.score}</b>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul class="loot-breakdown" data-testid="loot-breakdown">
        {ranked.map(([side, s]) => (
          <li key={side} data-testid={`breakdown-${side}`}>
            <b>{side}</b>: {breakdown(view, side, s)}
          </li>
        ))}
      </ul>
    </section>
  );
}
