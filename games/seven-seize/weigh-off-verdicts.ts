// The weigh-off's contests in words for the final standings: who beat whom, what each side
// weighed where a scale weighed it, and how ties were broken (R21–R23, R26). Pure; each a phrase
// (games/core/phrase.ts), which the tablet says in its language.
import { phrase } from '../core/phrase.ts';
import type { ContestResult, Weighing } from './state.ts';

/** A weight, which the tablet writes in its language's digits (a decimal comma in German). */
const g = (grams: number): string => phrase('{grams, number, grams} g', { grams });

/** One weighing: "Ann 52.1 g, Bob 52.3 g: no clear winner". */
export function weighingWords(r: Pick<ContestResult, 'left' | 'right'>, w: Weighing): string {
  const found = w.heavier === 'none' ? phrase('no clear winner') : phrase('{who} heavier', { who: r[w.heavier] });
  return w.grams
    ? phrase('{left} {leftGrams}, {right} {rightGrams}: {found}', {
        left: r.left,
        leftGrams: g(w.grams.left),
        right: r.right,
        rightGrams: g(w.grams.right),
        found,
      })
    : phrase('judged by hand: {found}', { found });
}

export interface ContestWords {
  /** "Ann beat Bob, 61.2 g to 58.9 g", or "Ann and Bob both stay in" on a draw (R23). */
  verdict: string;
  /** How a tie was broken (R22, R23), or null when the first weighing decided. */
  tiebreak: string | null;
  /** Each weighing in order, when there was more than one. */
  weighings: string[];
}

export function contestWords(r: ContestResult, cursedTreasure = false): ContestWords {
  const ws = r.weighings ?? [];
  const last = ws.at(-1);
  // Ties that sent a piece out of each cup; a last tie with an empty side ends the contest instead (R23).
  const ties = r.tiebreaks;
  const retakes = phrase('{ties, plural, one {# tie} other {# ties}}: each side took a piece out and weighed again (R22)', { ties });
  if (r.outcome === 'draw')
    return {
      verdict: phrase('{left} and {right} both stay in', { left: r.left, right: r.right }),
      tiebreak: ties
        ? phrase('After {retakes}, no clear winner with both cups empty (R23)', { retakes })
        : phrase('No clear winner with both cups empty (R23)'),
      weighings: ws.map((w) => weighingWords(r, w)),
    };
  const winner = r[r.outcome];
  const loser = r.eliminated ?? (r.outcome === 'left' ? r.right : r.left);
  const side = (name: string) => (name === r.left ? 'left' : 'right');
  // Decided by the scale: the deciding weighing's grams, winner first. Decided by an empty side: R23.
  const byScale = last === undefined || last.heavier !== 'none'; // a log from before weighings were kept: as decided
  const weighed = last?.heavier !== 'none' && last?.grams ? { won: g(last.grams[side(winner)]), lost: g(last.grams[side(loser)]) } : null;
  const beat = weighed
    ? cursedTreasure
      ? phrase('{winner} beat {loser}, {won} to {lost} (Cursed Treasure: the lighter stays in, R26)', { winner, loser, ...weighed })
      : phrase('{winner} beat {loser}, {won} to {lost}', { winner, loser, ...weighed })
    : cursedTreasure
      ? phrase('{winner} beat {loser} (Cursed Treasure: the lighter stays in, R26)', { winner, loser })
      : phrase('{winner} beat {loser}', { winner, loser });
  const empty = cursedTreasure
    ? phrase('{winner} had no piece left to take out, which wins under Cursed Treasure (R23, R26)', { winner })
    : phrase('{loser} had no piece left to take out (R23)', { loser });
  const tiebreak = byScale
    ? ties
      ? phrase('After {retakes}', { retakes })
      : null
    : ties
      ? phrase('After {retakes}, {empty}', { retakes, empty })
      : phrase('No clear winner, and {empty}', { empty });
  return { verdict: beat, tiebreak, weighings: ws.length > 1 ? ws.map((w) => weighingWords(r, w)) : [] };
}

/** For one player's line in the standings: how their weigh-off ended. */
export function playerOutcome(results: readonly ContestResult[], player: string, won: boolean): string {
  const lost = results.find((r) => r.eliminated === player);
  if (lost) {
    const by = lost.left === player ? lost.right : lost.left;
    const w = lost.weighings?.at(-1);
    if (w?.grams && w.heavier !== 'none') {
      const [own, their] = lost.left === player ? [w.grams.left, w.grams.right] : [w.grams.right, w.grams.left];
      return phrase('out: lost to {by} ({own} to {their})', { by, own: g(own), their: g(their) });
    }
    return phrase('out: lost to {by}', { by });
  }
  const played = results.filter((r) => r.left === player || r.right === player).length;
  if (won) return played === 0 ? phrase('won') : phrase('{played, plural, one {won # contest} other {won # contests}}', { played });
  return played === 0 ? phrase('not weighed') : phrase('stays in');
}
