// The parts of Loot's view (view.ts, as a tablet is shown it: captured gold hidden during play, L28)
// that its teaching reads.

export interface LootAttack {
  colour: string;
  side: string;
  cards: string[];
  strength: number;
  captain: string | null;
}

export interface LootShip {
  merchant: string;
  gold: number;
  owner: string;
  side: string;
  attacks: LootAttack[];
  admiral: string | null;
  leader: string | null;
  leadBy: 'admiral' | 'captain' | 'unattacked' | 'skulls' | 'tie';
}

export interface LootView {
  phase: string;
  partnership: boolean;
  players: string[];
  teams: Record<string, string[]> | null;
  turn: number;
  current: string | null;
  drawPile: number;
  hands: Record<string, number>;
  atSea: LootShip[];
  /** The captures at the start of this turn: the merchant and its gold only when the gold is open. */
  lastCaptures: { side: string; merchant?: string; gold?: number }[];
  captureLog: { turn: number; player: string; side: string }[];
  scores: Record<string, { captured: number; inHand: number; score: number }> | null;
  winners: string[];
}

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
