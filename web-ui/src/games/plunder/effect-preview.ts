// The card's result held against the ledger before Resolve, by the engine's own applyEffects on a
// working copy of the table the view shows: each row after the rows above it (P16), so a steal's
// halving (P17) is said beside its row, and a row the engine would refuse shows why, before Resolve.
import { applyEffects, type Effect, HARBOUR, type PlayerState, type PlunderState, stealLimit } from '#games';
import { type PlunderView, seats } from './model.ts';
import { t } from '../../i18n/i18n.ts';

export interface RowLedger {
  /** P17: "halved to 1: Anne's 4 crew is at least twice Bart's 2". */
  halved: string | null;
  /** What the engine says is wrong with this row, on the ledger as the rows above leave it. */
  problem: string | null;
}

/** The ledger of the view as a working state for applyEffects (hands are counts, P4). */
function working(v: PlunderView): PlunderState {
  return {
    phase: v.phase,
    options: { mostTie: 'all' },
    players: seats(v).map((name) => {
      const p = v.players[name];
      return { name, colour: v.colours[name] ?? 'red', treasures: { ...p!.treasures }, crew: p!.crew, hand: p!.hand, kept: p!.kept };
    }),
    harbour: { treasures: { ...v.harbour.treasures }, crew: v.harbour.crew },
    lost: { treasures: { ...v.lost.treasures }, crew: v.lost.crew },
    removedCrew: 0,
    stack: v.stack,
    discard: v.discard,
    removedCards: 0,
    turn: v.turn,
    current: null,
    finalRound: v.finalRound,
    turnsLeft: v.turnsLeft,
    pending: null,
    reactionsShown: {},
    tied: [],
    winners: [],
  };
}

/** P17: a halved steal that takes other than the half (the engine refuses it): how many to take, in few
 * words, or null where the engine's own words say more (a colour the card does not name, a victim
 * holding fewer than the half). */
function halvedMiscount(e: Extract<Effect, { do: 'steal' }>, victim: PlayerState, limit: number, row: number): string | null {
  if (e.colour && Object.keys(e.take).some((c) => c !== e.colour)) return null;
  const holds = e.colour ? victim.treasures[e.colour] : Object.values(victim.treasures).reduce((n, k) => n + k, 0);
  const taken = Object.values(e.take).reduce((n, k) => n + (k ?? 0), 0);
  if (holds < limit || taken === limit) return null;
  return t('effect {n} (steal): take exactly {need, plural, one {# treasure} other {# treasures}}, not {taken}', { n: row, need: limit, taken });
}

/** One entry per effect (null where a row is not yet a valid effect: its own problem says why). */
export function previewRows(v: PlunderView, effects: readonly (Effect | null)[], cardPlayer: string): RowLedger[] {
  const s = working(v);
  const byName = (n: string | undefined): PlayerState | undefined => s.players.find((p) => p.name === (n ?? cardPlayer));
  const out: RowLedger[] = [];
  let stuck = false;
  for (const [i, e] of effects.entries()) {
    const actor = byName(cardPlayer);
    if (!e || stuck || !actor) {
      out.push({ halved: null, problem: null });
      continue;
    }
    let halved: string | null = null;
    let miscount: string | null = null;
    if (e.do === 'steal' && e.from !== HARBOUR) {
      const thief = byName(e.player);
      const victim = byName(e.from);
      if (thief && victim && thief !== victim) {
        const l = stealLimit(thief, victim, e.n);
        if (l.halved) {
          halved = t("halved to {limit} (P17): {victim}'s {victimCrew} crew is at least twice {thief}'s {thiefCrew}", {
            limit: l.limit,
            victim: victim.name,
            victimCrew: victim.crew,
            thief: thief.name,
            thiefCrew: thief.crew,
          });
          miscount = halvedMiscount(e, victim, l.limit, i + 1);
        }
      }
    }
    const r = applyEffects(s, actor, [e], i);
    // A halved steal's count refused: what to take, in few words (the line under it says why it is halved).
    const problem = typeof r === 'string' ? (miscount ?? r) : null;
    // A refused row leaves the ledger as it was: the rows below it cannot be judged until it is mended.
    if (problem) stuck = true;
    out.push({ halved, problem });
  }
  return out;
}
