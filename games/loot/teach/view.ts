// Loot's view as its teaching reads it (as a tablet is shown it: captured gold hidden during play,
// L28); its type is the game's own (view.ts).

export type { LootView, ShipView as LootShip } from '../view.ts';
export { sideInView as sideOf } from '../view.ts';

/** What kind of card an id is (L3): `M5.2` a merchant, `B4.1` a pirate ship, `BC` a captain, `AD` the admiral. */
export function kindOf(id: unknown): 'merchant' | 'pirate' | 'captain' | 'admiral' | null {
  if (typeof id !== 'string') return null;
  if (id === 'AD') return 'admiral';
  if (/^[BGPY]C$/.test(id)) return 'captain';
  if (/^M\d\.\d$/.test(id)) return 'merchant';
  if (/^[BGPY]\d\.\d$/.test(id)) return 'pirate';
  return null;
}
