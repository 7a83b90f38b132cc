// Loot's view as its teaching reads it (as a tablet is shown it: captured gold hidden during play,
// L28); its type is the game's own (view.ts).
import type { LootView } from '../view.ts';

export type { LootView, ShipView as LootShip } from '../view.ts';

export const lootView = (v: Readonly<Record<string, unknown>>): LootView => v as unknown as LootView;

/** The side a player plays for: themselves, or their team in partnership (`Ann+Bob`). */
export function sideOf(v: LootView, player: string): string {
  for (const [team, members] of Object.entries(v.teams ?? {})) if (members.includes(player)) return team;
  return player;
}

/** What kind of card an id is (L3): `M5.2` a merchant, `B4.1` a pirate ship, `BC` a captain, `AD` the admiral. */
export function kindOf(id: unknown): 'merchant' | 'pirate' | 'captain' | 'admiral' | null {
  if (typeof id !== 'string') return null;
  if (id === 'AD') return 'admiral';
  if (/^[BGPY]C$/.test(id)) return 'captain';
  if (/^M\d\.\d$/.test(id)) return 'merchant';
  if (/^[BGPY]\d\.\d$/.test(id)) return 'pirate';
  return null;
}
