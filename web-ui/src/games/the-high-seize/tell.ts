// The High Seize in the History panel: the ships put down, who loaded which ship (never the card
// while it lies face down, H12), the cards turned over, and each round's weights and sunk ships.
import { stepWords } from '../../parts/step-summary.ts';
import type { HistoryStep, ToldStep } from '../types.ts';
import { cardLabel, isHighSeizeView, pileName } from './model.ts';
import { t } from '../../i18n/i18n.ts';
import { list } from '../../i18n/format.ts';

export function tell({ input, before, after }: HistoryStep): ToldStep {
  const b = isHighSeizeView(before) ? before : null;
  const a = after;
  if (!isHighSeizeView(a)) return { part: '', lines: [stepWords(input)] };
  const { player, pile, card } = input as { player?: string; pile?: string; card?: string };
  const lines: string[] = [];
  const who = player ?? '';
  if (input.type === 'ship' && card) lines.push(t('{player} puts down {card}.', { player: who, card: cardLabel(card) }));
  else if (input.type === 'place' && pile)
    // The card is in the log only once it is public (the flip of its round): then it is named.
    lines.push(
      card
        ? t('{player} puts a card face down on {pile} (tapped privately: {card}).', { player: who, pile: pileName(pile), card: cardLabel(card) })
        : t('{player} puts a card face down on {pile}.', { player: who, pile: pileName(pile) }),
    );
  else if (input.type === 'reveal' && pile && card) lines.push(t('Turned over on {pile}: {card}.', { pile: pileName(pile), card: cardLabel(card) }));
  else lines.push(stepWords(input));
  const settled = a.history.length > (b?.history.length ?? 0) ? a.history.at(-1) : undefined;
  if (settled) {
    const weights = Object.entries(settled.weights)
      .map(([p, w]) => `${pileName(p)} ${w}`)
      .join(', ');
    lines.push(
      settled.sunk.length
        ? t('Round {round} settled: {weights}; {count, plural, one {{sunk} sank} other {{sunk} sank}} (H15).', {
            round: settled.round,
            weights,
            count: settled.sunk.length,
            sunk: list(settled.sunk.map(pileName)),
          })
        : t('Round {round} settled: {weights}; no ship sank.', { round: settled.round, weights }),
    );
  }
  return { part: t('Round {round}', { round: (b ?? a).round }), lines };
}
