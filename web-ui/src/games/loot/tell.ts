// Loot in the History panel, turn by turn: each card played (which fleet on which merchant ship),
// drawn or discarded, and the ships captured at the start of a turn (L17), their gold named only
// where the table shows it (L28).
import { stepWords } from '../../parts/step-summary.ts';
import type { HistoryStep, ToldStep } from '../types.ts';
import { isLootView, label as cardLabel } from './model.ts';
import { t } from '../../i18n/i18n.ts';

function words(input: Record<string, unknown>, who: string): string {
  const card = typeof input.card === 'string' ? cardLabel(input.card) : t('a card');
  switch (input.type) {
    case 'draw':
      return t('{player} draws a card.', { player: who });
    case 'play':
      return typeof input.target === 'string'
        ? t('{player} plays {card} on {ship}.', { player: who, card, ship: cardLabel(input.target) })
        : t('{player} sends {card} to sea.', { player: who, card });
    case 'discard':
      return t('{player} discards {card}.', { player: who, card });
    case 'handMerchants': {
      const cards = Array.isArray(input.cards) ? input.cards.map((c) => cardLabel(String(c))) : [];
      return cards.length
        ? t('{player} has {cards} left in hand (L21).', { player: who, cards: cards.join(', ') })
        : t('{player} has no merchant ship left in hand (L21).', { player: who });
    }
    default:
      return stepWords(input);
  }
}

export function tell({ input, before, after }: HistoryStep): ToldStep {
  const b = isLootView(before) ? before : null;
  const a = after;
  if (!isLootView(a)) return { part: '', lines: [stepWords(input)] };
  const who = typeof input.player === 'string' ? input.player : (b?.current ?? t('The player'));
  const lines = [`${t('Turn {turn}', { turn: b?.turn ?? a.turn })} · ${words(input, who)}`];
  // Captures come at the start of the next turn (L17): told with the step that led to them.
  if (a.turn !== b?.turn)
    for (const c of a.lastCaptures)
      lines.push(
        c.merchant === undefined
          ? `${t('☠ {side} captures a merchant ship', { side: c.side })}.`
          : t('☠ {side} captures {ship}.', { side: c.side, ship: cardLabel(c.merchant) }),
      );
  return { part: '', lines };
}
