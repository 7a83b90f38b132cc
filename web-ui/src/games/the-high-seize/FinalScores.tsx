// H19: the final count: why the game ended, each player's saved value round by round and in all,
// card by card, the winners (a tie shares the win), and what each round weighed and sank.
import { type HighSeizeView, type Numbers, pileName, seats } from './model.ts';
import { FlagIcon } from '../../parts/Icons.tsx';
import { t } from '../../i18n/i18n.ts';

/** "R05 (4) + RS1 (2) = 6": the cards a player kept in a round and what they are worth
 * (`numbers`: the game's card numbers, where known; else the cards and the round's value). */
function keptWords(cards: readonly string[], value: number | undefined, numbers?: Record<string, Numbers>): string {
  if (cards.length === 0) return t('nothing');
  const each = cards.map((c) => {
    const n = numbers?.[c];
    return n ? `${c} (${n.value})` : c;
  });
  return `${each.join(' + ')} = ${value ?? '—'}`;
}

export function FinalScores({ view, numbers }: { view: HighSeizeView; numbers?: Record<string, Numbers> }) {
  const players = seats(view);
  const rounds = view.rounds ?? [];
  const w = view.winners;
  return (
    <section class="panel hs-final" data-testid="hs-final">
      <h2>
        <FlagIcon /> {w.length ? t('{count, plural, one {Winner} other {Shared win}}: {names}', { count: w.length, names: w.join(' & ') }) : t('Scores')}
      </h2>
      {view.phase === 'finished' ? (
        <p data-testid="hs-why">
          {t(
            'The game is over after round {round}: every player adds up the value of the cards they kept, cargo and ships; the highest total wins, and tied players share the win (H19).',
            { round: view.history.length },
          )}
        </p>
      ) : null}
      <table data-testid="hs-values">
        <thead>
          <tr>
            <th>{t('round')}</th>
            {players.map((p) => (
              <th key={p}>{p}</th>
            ))}
            <th>{t('sank')}</th>
          </tr>
        </thead>
        <tbody>
          {view.history.map((h) => {
            const r = rounds.find((x) => x.round === h.round);
            return (
              <tr key={h.round} data-testid={`hs-round-${h.round}`}>
                <td>{h.round}</td>
                {players.map((p) => (
                  <td key={p} title={r?.kept[p]?.join(', ') ?? ''}>
                    {r ? r.values[p] : '—'}
                  </td>
                ))}
                <td>{h.sunk.map(pileName).join(', ') || '—'}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr data-testid="hs-totals">
            <th>{t('total')}</th>
            {players.map((p) => (
              <th key={p} data-testid={`hs-total-${p}`}>
                {view.scores?.[p] ?? '—'}
              </th>
            ))}
            <th />
          </tr>
        </tfoot>
      </table>
      {rounds.length ? (
        <ul class="hs-breakdown" data-testid="hs-breakdown">
          {players.map((p) => (
            <li key={p} data-testid={`hs-breakdown-${p}`}>
              <b>{p}</b>:{' '}
              {t('{rounds}. Total {total}.', {
                rounds: rounds.map((r) => t('round {round}: {kept}', { round: r.round, kept: keptWords(r.kept[p] ?? [], r.values[p], numbers) })).join('; '),
                total: view.scores?.[p] ?? '—',
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
