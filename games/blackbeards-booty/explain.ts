// Why a move is not legal, in words for the table, with the ruling it breaks. Called only for a
// move the generator (position.ts) did not produce; the generator alone decides legality.
import { type ColourBit, coinName, coinTakes, colourName, SILVER, squareName, stackName, turned } from './coins.ts';

const takesList = (m: number): string => {
  const t = [1, 2, 3, 4, 5, 6].filter((x) => coinTakes(m, x));
  return t.length > 1 ? `${t.slice(0, -1).join(', ')} or ${t[t.length - 1]}` : `${t[0]}`;
};

const describe = (stack: readonly number[]): string => (stack.length === 1 ? `the ${coinName(stack[0] as number)}` : `the stack ${stackName(stack)}`);

export function whyIllegal(
  cells: readonly (readonly number[])[],
  mover: ColourBit,
  from: number,
  to: number,
  noReturn: { from: number; to: number } | null,
): string {
  const f = squareName(from);
  const t = squareName(to);
  const move = `${f}-${t}`;
  const src = cells[from] as readonly number[];
  if (src.length === 0) return `${move}: there is no coin on ${f}`;
  if (from === to) return `${move}: a move goes to another square`;
  const top = src[src.length - 1] as number;
  const col = top & SILVER;
  const isStack = src.length > 1;
  if (isStack && col !== mover)
    return `${move}: ${describe(src)} on ${f} is ${colourName(col)}'s; a pirate moves only their own stacks, never the opponent's (B7)`;
  const df = (to % 6) - (from % 6);
  const dr = Math.floor(to / 6) - Math.floor(from / 6);
  const dist = Math.max(Math.abs(df), Math.abs(dr));
  let leap = false;
  if (dist !== 1) {
    const straight = (df === 0 || Math.abs(df) === 2) && (dr === 0 || Math.abs(dr) === 2) && dist === 2;
    if (!straight) return `${move}: a move is one step to a neighbouring square, or a coin's leap over one square in a straight line (B9, B10)`;
    if (isStack) return `${move}: a stack moves one step only and never leaps (B10)`;
    const mid = from + df / 2 + (dr / 2) * 6;
    const ms = cells[mid] as readonly number[];
    if (ms.length === 0) return `${move} would leap over ${squareName(mid)}, which is empty (B10)`;
    const midCol = (ms[ms.length - 1] as number) & SILVER;
    if (midCol !== col)
      return `${move} would leap over ${squareName(mid)}, which is ${colourName(midCol)}'s; a ${colourName(col)} coin leaps only over ${colourName(col)} (B10)`;
    leap = true;
  }
  const dst = cells[to] as readonly number[];
  const face = turned(top) & 7;
  if (dst.length > 0) {
    const target = dst[dst.length - 1] as number;
    if ((target & SILVER) === col) return `${move}: ${describe(src)} cannot land on its own colour on ${t} (B11)`;
    if (col !== mover) return `${move}: the opponent's coin is moved only onto an empty square; it never captures (B12)`;
    const tf = target & 7;
    if (isStack) return `${move}: the stack's top turns to ${face}, which does not beat the top ${tf} on ${t}; a stack takes only a lower top (B15)`;
    return `${move}: the ${coinName(top)} on ${f} turns to ${face}, which takes only ${takesList(face)}, not the ${tf} on ${t} (B13, B14)`;
  }
  if (noReturn && noReturn.from === from && noReturn.to === to) return `${move} returns the last coin or stack moved to where it came from (B18)`;
  return `${move} is not a legal move${leap ? ' (leap)' : ''}`;
}
