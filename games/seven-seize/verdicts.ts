// The weigh-off's contests in words for the final standings: who beat whom, what each side
// weighed where a scale weighed it, and how ties were broken (R21–R23, R26). Pure.
import type { ContestResult, Weighing } from './state.ts';

const g = (n: number): string => `${n.toFixed(1)} g`;

/** One weighing: "Ann 52.1 g, Bob 52.3 g: no clear winner". */
export function weighingWords(r: Pick<ContestResult, 'left' | 'right'>, w: Weighing): string {
  const found = w.heavier === 'none' ? 'no clear winner' : `${r[w.heavier]} heavier`;
  return w.grams ? `${r.left} ${g(w.grams.left)}, ${r.right} ${g(w.grams.right)}: ${found}` : `judged by hand: ${found}`;
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
  const retakes = `${ties} tie${ties === 1 ? '' : 's'}: each side took a piece out and weighed again (R22)`;
  if (r.outcome === 'draw')
    return {
      verdict: `${r.left} and ${r.right} both stay in`,
      tiebreak: `${ties ? `After ${retakes}, no` : 'No'} clear winner with both cups empty (R23)`,
      weighings: ws.map((w) => weighingWords(r, w)),
    };
  const winner = r[r.outcome];
  const loser = r.eliminated ?? (r.outcome === 'left' ? r.right : r.left);
  const side = (name: string) => (name === r.left ? 'left' : 'right');
  // Decided by the scale: the deciding weighing's grams, winner first. Decided by an empty side: R23.
  const byScale = last === undefined || last.heavier !== 'none'; // a log from before weighings were kept: as decided
  const grams = last?.heavier !== 'none' && last?.grams ? `, ${g(last.grams[side(winner)])} to ${g(last.grams[side(loser)])}` : '';
  const how = cursedTreasure ? ' (Cursed Treasure: the lighter stays in, R26)' : '';
  const empty = cursedTreasure
    ? `${winner} had no piece left to take out, which wins under Cursed Treasure (R23, R26)`
    : `${loser} had no piece left to take out (R23)`;
  const tiebreak = byScale ? (ties ? `After ${retakes}` : null) : ties ? `After ${retakes}, ${empty}` : `No clear winner, and ${empty}`;
  return { verdict: `${winner} beat ${loser}${grams}${how}`, tiebreak, weighings: ws.length > 1 ? ws.map((w) => weighingWords(r, w)) : [] };
}

/** For one player's line in the standings: how their weigh-off ended. */
export function playerOutcome(results: readonly ContestResult[], player: string, won: boolean): string {
  const lost = results.find((r) => r.eliminated === player);
  if (lost) {
    const by = lost.left === player ? lost.right : lost.left;
    const w = lost.weighings?.at(-1);
    const grams =
      w?.grams && w.heavier !== 'none'
        ? ` (${g(lost.left === player ? w.grams.left : w.grams.right)} to ${g(lost.left === player ? w.grams.right : w.grams.left)})`
        : '';
    return `out: lost to ${by}${grams}`;
  }
  const played = results.filter((r) => r.left === player || r.right === player).length;
  if (won) return played === 0 ? 'won' : `won ${played} contest${played === 1 ? '' : 's'}`;
  return played === 0 ? 'not weighed' : 'stays in';
}
