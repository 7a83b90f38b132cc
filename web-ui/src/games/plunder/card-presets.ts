// The kinds of Plunder! card as presets for the card's result (P16–P23): pick the kind of card
// played and its rows are filled in (the next player as the one it hits, the treasures taken from
// what they hold, halved where P17 halves), then adjust who, how many and which colours. The
// rulebook prints no card texts (P4), so these are the kinds of card it describes (steal treasures
// or crew, punish an enemy) in the primitives the companion knows, not cards by their names.
import { TREASURE_COLOURS as COLOURS, HARBOUR, type PlayerState, stealLimit, type Treasures } from '#games';
import { changeRow, type EffectKind, type EffectRow, newRow, othersOf } from './effect-rows.ts';
import type { PlunderView } from './model.ts';
import { type Msg, msg } from '../../i18n/i18n.ts';

export interface CardPreset {
  id: string;
  /** What the card does, in the table's words. */
  name: Msg;
  rows(v: PlunderView, seats: readonly string[], cardPlayer: string): EffectRow[];
}

const none = (): Treasures => ({ red: 0, blue: 0, green: 0, yellow: 0, purple: 0 });

/** `k` treasures out of `from`, the biggest piles first (whoever chooses may change them). */
export function takeFrom(from: Treasures, k: number): Treasures {
  const out = none();
  for (let left = k; left > 0; left--) {
    const c = [...COLOURS].sort((a, b) => from[b] - out[b] - (from[a] - out[a]))[0];
    if (c === undefined || from[c] - out[c] <= 0) break;
    out[c]++;
  }
  return out;
}

const ledgerOf = (v: PlunderView, name: string): PlayerState | undefined => {
  const p = v.players[name];
  const colour = v.colours[name];
  return p && colour ? { name, colour, treasures: p.treasures, crew: p.crew, hand: p.hand, kept: p.kept } : undefined;
};

/** The player after the card's player: the one a card hits unless the table changes it. */
const next = (seats: readonly string[], cardPlayer: string): string => othersOf(seats, cardPlayer)[0] ?? HARBOUR;

function row(kind: EffectKind, seats: readonly string[], cardPlayer: string, change: Partial<EffectRow> = {}): EffectRow {
  return changeRow(newRow(kind, seats, cardPlayer), change, seats);
}

/** A steal of `n` from `other`, its treasures filled in up to what P17 lets the thief take. */
function steal(v: PlunderView, seats: readonly string[], thief: string, other: string, n: number): EffectRow {
  const holds = other === HARBOUR ? v.harbour.treasures : v.players[other]?.treasures;
  const t = ledgerOf(v, thief);
  const o = other === HARBOUR ? HARBOUR : ledgerOf(v, other);
  const limit = t && o ? stealLimit(t, o, n).limit : n;
  return row('steal', seats, thief, { other, n, treasures: takeFrom(holds ?? none(), limit) });
}

export const CARD_PRESETS: readonly CardPreset[] = [
  { id: 'steal-2', name: msg('Steal 2 treasures from a player'), rows: (v, seats, p) => [steal(v, seats, p, next(seats, p), 2)] },
  { id: 'harbour-2', name: msg('Take 2 treasures from the harbour'), rows: (v, seats, p) => [steal(v, seats, p, HARBOUR, 2)] },
  { id: 'steal-crew', name: msg('Steal a crew member'), rows: (_v, seats, p) => [row('stealCrew', seats, p, { other: next(seats, p) })] },
  {
    id: 'lose-2',
    name: msg('A player loses 2 treasures (a storm, a sea monster)'),
    rows: (v, seats, p) => {
      const victim = next(seats, p);
      return [row('lose', seats, p, { player: victim, n: 2, treasures: takeFrom(v.players[victim]?.treasures ?? none(), 2) })];
    },
  },
  { id: 'lose-crew', name: msg('A player loses a crew member'), rows: (_v, seats, p) => [row('loseCrew', seats, p, { player: next(seats, p) })] },
  { id: 'recruit', name: msg('Recruit a crew member for nothing'), rows: (_v, seats, p) => [row('recruit', seats, p)] },
  { id: 'draw-2', name: msg('Draw 2 cards'), rows: (_v, seats, p) => [row('draw', seats, p, { n: 2 })] },
  { id: 'discard', name: msg('A player discards a card'), rows: (_v, seats, p) => [row('discard', seats, p, { player: next(seats, p) })] },
  { id: 'keep', name: msg('A lasting card, kept in front of its player'), rows: (_v, seats, p) => [row('keep', seats, p)] },
  { id: 'cancelled', name: msg('Cancelled by a reaction: nothing happens'), rows: () => [] },
];
