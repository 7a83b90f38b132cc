// L24, L25: the final scores in words: whom each row is for (a player, or a team in partnership
// play, L8), and each side's score piece by piece, captured gold less the gold of the merchants
// left in hand (L24).
import { lootCard as card } from '#games';
import type { LootView } from './model.ts';
import { t } from '../../i18n/i18n.ts';

type SideScore = NonNullable<LootView['scores']>[string];

/** What a row of the scores is for: a player, or a team in partnership play (L8). */
export const sideHeading = (v: LootView): string => (v.teams ? t('team') : t('player'));

/** "M5.1 (5) + M7.2 (7) = 12": merchant ships and their gold (ids only while the gold is hidden, L28). */
function shipsWords(ids: readonly string[] | number | undefined, total: number): string {
  if (!Array.isArray(ids)) return `${total}`;
  if (ids.length === 0) return t('none');
  const gold = (id: string) => {
    const c = card(id);
    return c?.kind === 'merchant' ? ` (${c.gold})` : '';
  };
  return `${ids.map((id) => `${id}${gold(id)}`).join(' + ')} = ${total}`;
}

/** The merchant ships a side's players were left holding (L23). */
const handOf = (v: LootView, side: string): string[] => (v.teams?.[side] ?? [side]).flatMap((p) => v.handMerchants[p] ?? []);

/** A side's score piece by piece (L24): what it captured, what its hands held, and the score. */
export function breakdown(v: LootView, side: string, s: SideScore): string {
  const captured = shipsWords(v.captured[side], s.captured);
  return s.inHand
    ? t('captured {captured}; merchant ships left in hand {held}, taken off (L24); score {score}.', {
        captured,
        held: shipsWords(handOf(v, side), s.inHand),
        score: s.score,
      })
    : t('captured {captured}; score {score}.', { captured, score: s.score });
}
