// L24, L25: the final scores (captured gold minus merchants left in hand) and the winners.
import type { LootView } from './model.ts';

export function Scores({ view }: { view: LootView }) {
  const scores = view.scores ?? {};
  const ranked = Object.entries(scores).sort((a, b) => b[1].score - a[1].score);
  return (
    <section class="panel loot-scores" data-testid="loot-scores">
      <h2>🏴‍☠️ {view.winners.length ? `Winner${view.winners.length > 1 ? 's' : ''}: ${view.winners.join(', ')}` : 'Scores'}</h2>
      <table>
        <thead>
          <tr>
            <th>side</th>
            <th>captured</th>
            <th>in hand</th>
            <th>score</th>
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
    </section>
  );
}
