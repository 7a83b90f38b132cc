// Loot in the History panel, turn by turn: each card played (which fleet on which merchant ship),
// drawn or discarded, and the ships captured at the start of a turn (L17), their gold named only
// where the table shows it (L28).
import { lootCardLabel as cardLabel } from '#games';
import { stepWords } from '../../parts/step-summary.ts';
import type { HistoryStep, ToldStep } from '../types.ts';
import { isLootView } from './model.ts';

function words(input: Record<string, unknown>, who: string): string {
  const card = typeof input.card === 'string' ? cardLabel(input.card) : 'a card';
  switch (input.type) {
    case 'draw':
      return `${who} draws a card.`;
    case 'play':
      return typeof input.target === 'string' ? `${who} plays ${card} on ${cardLabel(input.target)}.` : `${who} sends ${card} to sea.`;
    case 'discard':
      return `${who} discards ${card}.`;
    case 'handMerchants': {
      const cards = Array.isArray(input.cards) ? input.cards.map((c) => cardLabel(String(c))) : [];
      return `${who} has ${cards.length ? cards.join(', ') : 'no merchant ship'} left in hand (L21).`;
    }
    default:
      return stepWords(input);
  }
}

export function tell({ input, before, after }: HistoryStep): ToldStep {
  const b = isLootView(before) ? before : null;
  const a = after;
  if (!isLootView(a)) return { part: '', lines: [stepWords(input)] };
  const who = typeof input.player === 'string' ? input.player : (b?.current ?? 'The player');
  const lines = [`Turn ${b?.turn ?? a.turn} · ${words(input, who)}`];
  // Captures come at the start of the next turn (L17): told with the step that led to them.
  if (a.turn !== b?.turn)
    for (const c of a.lastCaptures) lines.push(`☠ ${c.side} captures ${c.merchant === undefined ? 'a merchant ship' : `${cardLabel(c.merchant)}`}.`);
  return { part: '', lines };
}
