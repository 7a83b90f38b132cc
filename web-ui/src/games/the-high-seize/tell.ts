// The High Seize in the History panel: the ships put down, who loaded which ship (never the card
// while it lies face down, H12), the cards turned over, and each round's weights and sunk ships.
import { stepWords } from '../../parts/step-summary.ts';
import type { HistoryStep, ToldStep } from '../types.ts';
import { cardLabel, isHighSeizeView, pileName } from './model.ts';

const and = (xs: string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);

export function tell({ input, before, after }: HistoryStep): ToldStep {
  const b = isHighSeizeView(before) ? before : null;
  const a = after;
  if (!isHighSeizeView(a)) return { part: '', lines: [stepWords(input)] };
  const { player, pile, card } = input as { player?: string; pile?: string; card?: string };
  const lines: string[] = [];
  if (input.type === 'ship' && card) lines.push(`${player} puts down ${cardLabel(card)}.`);
  else if (input.type === 'place' && pile)
    // The card is in the log only once it is public (the flip of its round): then it is named.
    lines.push(`${player} puts a card face down on ${pileName(pile)}${card ? ` (tapped privately: ${cardLabel(card)})` : ''}.`);
  else if (input.type === 'reveal' && pile && card) lines.push(`Turned over on ${pileName(pile)}: ${cardLabel(card)}.`);
  else lines.push(stepWords(input));
  const settled = a.history.length > (b?.history.length ?? 0) ? a.history.at(-1) : undefined;
  if (settled) {
    const weights = Object.entries(settled.weights).map(([p, w]) => `${pileName(p)} ${w}`);
    lines.push(
      `Round ${settled.round} settled: ${weights.join(', ')}; ${settled.sunk.length ? `${and(settled.sunk.map(pileName))} sank (H15)` : 'no ship sank'}.`,
    );
  }
  return { part: `Round ${(b ?? a).round}`, lines };
}
