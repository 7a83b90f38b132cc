// What the tablet shows of a Plunder! game: the engine's view as the server sends it
// (docs/table-script/plunder.md), the lines that explain every point, and the moves a player has.
import {
  type TreasureColour as Colour,
  TREASURE_COLOURS as COLOURS,
  type Counted,
  explainScore as explain,
  type PlunderAwaiting,
  type PlunderPlayerView,
  type PlunderView,
  type ScoreLine,
  type Treasures,
} from '#games';
import { isObj, nums, strs, viewGuard } from '../view-check.ts';
import { t } from '../../i18n/i18n.ts';

export { COLOURS, type Colour, type Counted };

/** A treasure's colour in the tablet's words: "red". */
export const colourWord = (colour: string): string =>
  t('{colour, select, red {red} blue {blue} green {green} yellow {yellow} purple {purple} other {{colour}}}', { colour });

/** A holder of pieces in the tablet's words: a player by name, or the harbour. */
export const holderWords = (holder: string): string => (holder === 'harbour' ? t('the harbour') : holder);

export type { PlunderAwaiting, PlunderPlayerView, PlunderView };

const holds = (h: unknown): boolean => isObj(h) && nums(h.treasures) && typeof h.crew === 'number';

/** Why `v` is not a Plunder! view the screens can show, or null. */
export function viewProblem(v: Record<string, unknown>): string | null {
  if (typeof v.turn !== 'number' || typeof v.stack !== 'number' || typeof v.discard !== 'number') return 'the view lacks its turn, stack or discard';
  if (!isObj(v.colours) || !Object.values(v.colours).every((c) => (COLOURS as readonly unknown[]).includes(c))) return '"colours" is malformed';
  if (!isObj(v.players) || !Object.values(v.players).every((p) => holds(p) && isObj(p) && typeof p.hand === 'number')) return '"players" is malformed';
  if (!holds(v.harbour) || !holds(v.lost)) return 'the harbour or the lost pieces are malformed';
  if (!isObj(v.scores) || !Object.values(v.scores).every((sc) => isObj(sc) && typeof sc.total === 'number')) return '"scores" is malformed';
  if (v.pending !== null && !isObj(v.pending)) return '"pending" is malformed';
  if (!nums(v.reactionsShown) || !strs(v.winners)) return 'the view lacks its tie-break or winners';
  return null;
}

export const isPlunderView = viewGuard<PlunderView>('plunder', viewProblem);

/** Seat order is the order of `colours` (the engine lists players by seat). */
export const seats = (v: PlunderView): string[] => Object.keys(v.colours);

/** The lines behind each player's score (P25–P28); `mostTie` is not in the view, so ties are read off `most`. */
export function scoreLines(v: PlunderView): Record<string, ScoreLine[]> {
  const players = seats(v).map((name) => ({
    name,
    colour: v.colours[name] as Colour,
    treasures: v.players[name]?.treasures as Treasures,
    crew: v.players[name]?.crew ?? 0,
  }));
  const all = explain(players, { mostTie: 'all' });
  // With mostTie "none" the engine gave tied leaders nothing: drop the tied lines it did not count.
  for (const p of players) {
    const lines = all[p.name] ?? [];
    const most = lines.filter((l) => l.ruling === 'P27').reduce((a, l) => a + l.points, 0);
    if (most !== v.scores[p.name]?.most) all[p.name] = lines.filter((l) => !(l.ruling === 'P27' && l.why.includes('tied with')));
  }
  return all;
}

/** Where a steal action can take a treasure of each colour from (P9). */
export function stealSources(v: PlunderView, thief: string): { from: string; colours: Colour[] }[] {
  const holders: [string, Treasures][] = [
    ['harbour', v.harbour.treasures],
    ...seats(v)
      .filter((n) => n !== thief)
      .map((n): [string, Treasures] => [n, v.players[n]?.treasures as Treasures]),
  ];
  return holders.map(([from, t]) => ({ from, colours: COLOURS.filter((c) => t[c] > 0) })).filter((s) => s.colours.length > 0);
}

/** P10: every way to pay the two treasures of a recruit, any colours, own colour allowed: the payer
 * chooses (a sole treasure of a colour may be worth keeping). Own colour last, then by colour. */
export function payments(v: PlunderView, player: string): Partial<Treasures>[] {
  const t = v.players[player]?.treasures;
  if (!t) return [];
  const own = v.colours[player];
  const order = [...COLOURS].sort((a, b) => (a === own ? 1 : 0) - (b === own ? 1 : 0));
  const out: Partial<Treasures>[] = [];
  for (const [i, a] of order.entries())
    for (const b of order.slice(i)) {
      if (a === b ? t[a] >= 2 : t[a] >= 1 && t[b] >= 1) out.push(a === b ? { [a]: 2 } : { [a]: 1, [b]: 1 });
    }
  return out;
}

/** A payment's words and test id: "1 blue, 1 yellow" and "blue-yellow". */
export const payWords = (pay: Partial<Treasures>): string =>
  COLOURS.filter((c) => (pay[c] ?? 0) > 0)
    .map((c) => `${pay[c]} ${colourWord(c)}`)
    .join(', ');
export const payKey = (pay: Partial<Treasures>): string => COLOURS.flatMap((c) => Array.from({ length: pay[c] ?? 0 }, () => c)).join('-');

/** What can be poured into the cup and counted: treasures of a colour, or crew. */
export const COUNTED: readonly Counted[] = [...COLOURS, 'crew'];

/** Pieces the counting scale names (its status) that are Plunder!'s (count-hooks.ts declares them). */
export const isCounted = (pieces: string): pieces is Counted => (COUNTED as readonly string[]).includes(pieces);

/** What the ledger says `holder` (a player or "harbour") holds of `c`. */
export function ledgerCount(v: PlunderView, holder: string, c: Counted): number {
  const h = holder === 'harbour' ? v.harbour : v.players[holder];
  if (!h) return 0;
  return c === 'crew' ? h.crew : h.treasures[c];
}

/** The simulated table's pieces (the virtual rig's tokens): plastic, 3 % apart from one another. */
export const SIM_TOKENS = { treasure: { grams: 2.4, spread: 0.03 }, crew: { grams: 5.1, spread: 0.03 } } as const;
