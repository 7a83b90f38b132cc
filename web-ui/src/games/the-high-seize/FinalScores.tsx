// H19: the final count: each player's saved value round by round and in all, the winners (a tie
// shares the win), and what each round weighed and sank.
import { type HighSeizeView, pileName, seats } from './model.ts';

export function FinalScores({ view }: { view: HighSeizeView }) {
  const players = seats(view);
  const rounds = view.rounds ?? [];
  const w = view.winners;
  return (
    <section class="panel hs-final" data-testid="hs-final">
      <h2>🏴‍☠️ {w.length ? `${w.length > 1 ? 'Shared win' : 'Winner'}: ${w.join(' & ')}` : 'Scores'}</h2>
      <table data-testid="hs-values">
        <thead>
          <tr>
            <th>round</th>
            {players.map((p) => (
              <th key={p}>{p}</th>
            ))}
            <th>sank</th>
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
            <th>total</th>
            {players.map((p) => (
              <th key={p} data-testid={`hs-total-${p}`}>
                {view.scores?.[p] ?? '—'}
              </th>
            ))}
            <th />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
