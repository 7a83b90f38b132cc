// L24, L25: the final scores (captured gold minus merchants left in hand) and the winners, ship by ship.
import { card } from '../../../../games/loot/cards.ts';
import type { LootView } from './model.ts';
import { FlagIcon } from '../../parts/Icons.tsx';

/** "M5.1 (5) + M7.2 (7) = 12": merchant ships and their gold (ids only while the gold is hidden, L28). */
function shipsWords(ids: readonly string[] | number | undefined, total: number): string {
  if (!Array.isArray(ids)) return `${total}`;
  if (ids.length === 0) return 'none';
  const gold = (id: string) => {
    const c = card(id);
    return c?.kind === 'merchant' ? ` (${c.gold})` : '';
  };
  return `${ids.map((id) => `${id}${gold(id)}`).join(' + ')} = ${total}`;
}

/** The merchant ships a side's players were left holding (L25). */
const handOf = (v: LootView, side: string): string[] => (v.teams?.[side] ?? [side]).flatMap((p) => v.handMerchants[p] ?? []);

export function Scores({ view }: { view: LootView }) {
  const scores = view.scores ?? {};
  const ranked = Object.entries(scores).sort((a, b) => b[1].score - a[1].score);
  return (
    <section class="panel loot-scores" data-testid="loot-scores">
      <h2>
        <FlagIcon /> {view.winners.length ? `Winner${view.winners.length > 1 ? 's' : ''}: ${view.winners.join(', ')}` : 'Scores'}
      </h2>
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
      <ul class="loot-breakdown" data-testid="loot-breakdown">
        {ranked.map(([side, s]) => (
          <li key={side} data-testid={`breakdown-${side}`}>
            <b>{side}</b>: captured {shipsWords(view.captured[side], s.captured)}
            {s.inHand ? `; merchant ships left in hand ${shipsWords(handOf(view, side), s.inHand)}, taken off (L25)` : ''}; score {s.score}.
          </li>
        ))}
      </ul>
    </section>
  );
}
