// The weigh-off (R19–R24, R26): pairwise contests, winner stays on by default (R20), the
// remove-one-piece tiebreak with set-aside pieces (R22), empty sides (R23), Cursed Treasure (R26).
import { byPlayer, eachPlayer, withPlayers } from '../core/by-player.ts';
import { phrase, phraseList } from '../core/phrase.ts';
import { type SeizeEvent, told } from './narrate.ts';
import { INTERLOPER, type ContestResult, type SevenSeizeState, type Weighing, type WeighOffState } from './state.ts';

export function startWeighOff(s: SevenSeizeState): SevenSeizeState {
  const weighOff: WeighOffState = {
    remaining: [...s.participants],
    eliminated: [],
    contest: null,
    results: [],
    contested: [],
    holder: null,
    drawn: [],
    keptOut: byPlayer(),
  };
  return nextContest({ ...s, phase: 'weigh-off', weighOff, events: [...s.events, told(phrase('All 49 pieces are seized: the weigh-off begins'))] });
}

const drew = (w: WeighOffState, a: string, b: string): boolean => w.drawn.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** R20: the holder keeps the left cup and meets the next seat not yet weighed; the Interloper is last. */
export function defaultPair(w: WeighOffState): [string, string] | null {
  const left = w.holder !== null && w.remaining.includes(w.holder) ? w.holder : w.remaining[0];
  if (left === undefined) return null;
  const others = w.remaining.filter((p) => p !== left && !drew(w, left, p));
  const right = others.find((p) => !w.contested.includes(p)) ?? others[0];
  if (right !== undefined) return [left, right];
  for (const a of w.remaining) for (const b of w.remaining) if (a !== b && !drew(w, a, b)) return [a, b];
  return null;
}

function nextContest(s: SevenSeizeState): SevenSeizeState {
  const w = s.weighOff as WeighOffState;
  const pair = w.remaining.length > 1 ? defaultPair(w) : null;
  if (!pair) {
    // One survivor, or only survivors who drew with each other: a shared win (R23). R19: the Interloper's win is no player's.
    const winners = w.remaining.filter((p) => p !== INTERLOPER);
    const text =
      w.remaining.length === 1
        ? phrase('{winner} wins the weigh-off', { winner: w.remaining[0] ?? '' })
        : phrase('{winners} share the win (R23)', { winners: phraseList(w.remaining) });
    return { ...s, phase: 'finished', weighOff: { ...w, contest: null }, winners, events: [...s.events, told(text)] };
  }
  const [left, right] = pair;
  return {
    ...s,
    weighOff: { ...w, contest: { left, right, setAside: eachPlayer([left, right], () => 0), weighings: 0 } },
    events: [...s.events, told(phrase('Next contest: {left} in the left cup, {right} in the right cup', { left, right }))],
  };
}

/** The host picks the next contest instead of the default (R20), before it is first weighed. */
export function pickPair(s: SevenSeizeState, left: string, right: string): SevenSeizeState | string {
  const w = s.weighOff as WeighOffState;
  const c = w.contest;
  if (c && c.weighings > 0) return phrase('the contest {left} v {right} is in a tiebreak: it must be decided first (R22)', { left: c.left, right: c.right });
  for (const p of [left, right]) {
    if (!s.participants.includes(p)) return phrase('{player} is not in this game', { player: p });
    if (!w.remaining.includes(p)) return phrase('{player} has been eliminated', { player: p });
  }
  if (left === right) return phrase('{player} cannot be weighed against themselves', { player: left });
  if (drew(w, left, right)) return phrase('{left} and {right} already drew (R23): they are not weighed against each other again', { left, right });
  return {
    ...s,
    weighOff: { ...w, contest: { left, right, setAside: eachPlayer([left, right], () => 0), weighings: 0 } },
    events: [told(phrase('The host picks the contest: {left} in the left cup, {right} in the right cup', { left, right }))],
  };
}

/** The scale's decision for the current contest (R21–R24, R26). */
export function verdict(s0: SevenSeizeState, heavier: 'left' | 'right' | 'none', grams?: { left: number; right: number }): SevenSeizeState {
  // Every weighing is kept with its contest, for the standings (what each side weighed, R22 ties).
  const w0 = s0.weighOff as WeighOffState;
  const c0 = w0.contest as NonNullable<WeighOffState['contest']>;
  const weighing: Weighing = grams ? { heavier, grams: { left: grams.left, right: grams.right } } : { heavier };
  const s: SevenSeizeState = { ...s0, weighOff: { ...w0, contest: { ...c0, weighed: [...(c0.weighed ?? []), weighing] } } };
  const w = s.weighOff as WeighOffState;
  const c = w.contest as NonNullable<WeighOffState['contest']>;
  const cursed = s.options.cursedTreasure;
  if (heavier !== 'none') {
    const heavy = c[heavier];
    const light = heavier === 'left' ? c.right : c.left;
    const loser = cursed ? heavy : light;
    const reason = cursed
      ? phrase('{heavy} is heavier: {loser} (heavier) is eliminated (Cursed Treasure, R26)', { heavy, loser })
      : phrase('{heavy} is heavier: {loser} (lighter) is eliminated', { heavy, loser });
    return endContest(s, loser, told(reason));
  }
  const l = s.collections[c.left] ?? 0;
  const r = s.collections[c.right] ?? 0;
  if (l > 0 && r > 0) {
    // R22: both remove one piece, set aside for this contest, and re-weigh.
    return {
      ...s,
      collections: withPlayers(s.collections, [c.left, l - 1], [c.right, r - 1]),
      weighOff: {
        ...w,
        contest: {
          ...c,
          weighings: c.weighings + 1,
          setAside: withPlayers(c.setAside, [c.left, (c.setAside[c.left] ?? 0) + 1], [c.right, (c.setAside[c.right] ?? 0) + 1]),
        },
      },
      events: [told(phrase('No clear winner: {left} and {right} each remove 1 piece and re-weigh (R22)', { left: c.left, right: c.right }))],
    };
  }
  if (l === 0 && r === 0)
    return endContest(
      s,
      null,
      told(phrase('No clear winner and both cups are empty: {left} and {right} both stay in (R23)', { left: c.left, right: c.right })),
    );
  const empty = l === 0 ? c.left : c.right;
  const other = empty === c.left ? c.right : c.left;
  const loser = cursed ? other : empty;
  const reason = cursed
    ? phrase('No clear winner and {empty} has no piece left to remove: {loser} is eliminated (R23, R26)', { empty, loser })
    : phrase('No clear winner and {empty} has no piece left to remove: {loser} is eliminated (R23)', { empty, loser });
  return endContest(s, loser, told(reason));
}

/** Ends the contest: set-aside pieces go back to their owners unless the option keeps them out (R22). */
function endContest(s: SevenSeizeState, loser: string | null, reason: SeizeEvent): SevenSeizeState {
  const w = s.weighOff as WeighOffState;
  const c = w.contest as NonNullable<WeighOffState['contest']>;
  const collections = withPlayers(s.collections);
  const keptOut = withPlayers(w.keptOut);
  let returned = 0;
  for (const p of [c.left, c.right]) {
    const n = c.setAside[p] ?? 0;
    if (n === 0) continue;
    if (s.options.keepTiebreakPiecesOut) keptOut[p] = (keptOut[p] ?? 0) + n;
    else collections[p] = (collections[p] ?? 0) + n;
    returned += n;
  }
  const winner = loser === null ? c.left : loser === c.left ? c.right : c.left;
  const result: ContestResult = {
    left: c.left,
    right: c.right,
    outcome: loser === null ? 'draw' : loser === c.left ? 'right' : 'left',
    eliminated: loser,
    tiebreaks: c.weighings,
    reason,
    weighings: c.weighed ?? [],
  };
  const events = [reason];
  if (returned > 0)
    events.push(
      told(
        s.options.keepTiebreakPiecesOut
          ? phrase('The {returned, plural, one {# piece} other {# pieces}} set aside stay out for the rest of the weigh-off', { returned })
          : phrase('The {returned, plural, one {# piece} other {# pieces}} set aside go back to their owners', { returned }),
      ),
    );
  return nextContest({
    ...s,
    collections,
    events,
    weighOff: {
      ...w,
      remaining: loser === null ? w.remaining : w.remaining.filter((p) => p !== loser),
      eliminated: loser === null ? w.eliminated : [...w.eliminated, loser],
      contest: null,
      results: [...w.results, result],
      contested: [...new Set([...w.contested, c.left, c.right])],
      holder: winner,
      drawn: loser === null ? [...w.drawn, [c.left, c.right]] : w.drawn,
      keptOut,
    },
  });
}
