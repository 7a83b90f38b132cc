// Why a move is not legal, in words for the table, with the ruling it breaks: for the referee's
// refusal and for the tablet, which says it when a square is tapped that the piece cannot go to.
// The generator (position.ts) alone decides legality; these words only explain its no.
import { type ColourBit, coinName, coinTakes, colourBit, colourName, parseSquare, SILVER, squareName, stackName, turned } from './coins.ts';
import { phrase, phraseList } from '../core/phrase.ts';
import { moveFrom, moveTo, Position } from './position.ts';
import type { BootyState } from './state.ts';

const takesList = (m: number): string => phraseList([1, 2, 3, 4, 5, 6].filter((x) => coinTakes(m, x)).map(String), 'disjunction');

const describe = (stack: readonly number[]): string =>
  stack.length === 1 ? phrase('the {coin}', { coin: coinName(stack[0] as number) }) : phrase('the stack {stack}', { stack: stackName(stack) });

/** Why a move is refused: the rulings it breaks (B-ids, none when no one ruling says it) and the words. */
export interface WhyNot {
  rules: string[];
  words: string;
}

const no = (words: string, ...rules: string[]): WhyNot => ({
  rules,
  words: rules.length ? phrase('{words} ({rules})', { words, rules: rules.join(', ') }) : words,
});

/** What the referee says of a refused move: the words of `whyNot`. */
export function whyIllegal(
  cells: readonly (readonly number[])[],
  mover: ColourBit,
  from: number,
  to: number,
  noReturn: { from: number; to: number } | null,
): string {
  return whyNotMove(cells, mover, from, to, noReturn).words;
}

/** Why `from`→`to` is not a legal move on the board as it stands (call it for a move the generator
 * did not produce). Pure: the same words the referee refuses the move with. */
export function whyNotMove(
  cells: readonly (readonly number[])[],
  mover: ColourBit,
  from: number,
  to: number,
  noReturn: { from: number; to: number } | null,
): WhyNot {
  const f = squareName(from);
  const t = squareName(to);
  const move = `${f}-${t}`;
  const src = cells[from] as readonly number[];
  if (src.length === 0) return no(phrase('{move}: there is no coin on {square}', { move, square: f }));
  if (from === to) return no(phrase('{move}: a move goes to another square', { move }));
  const top = src[src.length - 1] as number;
  const col = top & SILVER;
  const isStack = src.length > 1;
  if (isStack && col !== mover)
    return no(
      phrase("{move}: {piece} on {square} is {colour, select, gold {gold's} other {silver's}}; a pirate moves only their own stacks, never the opponent's", {
        move,
        piece: describe(src),
        square: f,
        colour: colourName(col),
      }),
      'B7',
    );
  const df = (to % 6) - (from % 6);
  const dr = Math.floor(to / 6) - Math.floor(from / 6);
  const dist = Math.max(Math.abs(df), Math.abs(dr));
  let leap = false;
  if (dist !== 1) {
    const straight = (df === 0 || Math.abs(df) === 2) && (dr === 0 || Math.abs(dr) === 2) && dist === 2;
    if (!straight)
      return no(phrase("{move}: a move is one step to a neighbouring square, or a coin's leap over one square in a straight line", { move }), 'B9', 'B10');
    if (isStack) return no(phrase('{move}: a stack moves one step only and never leaps', { move }), 'B10');
    const mid = from + df / 2 + (dr / 2) * 6;
    const ms = cells[mid] as readonly number[];
    if (ms.length === 0) return no(phrase('{move} would leap over {square}, which is empty', { move, square: squareName(mid) }), 'B10');
    const midCol = (ms[ms.length - 1] as number) & SILVER;
    if (midCol !== col)
      return no(
        phrase(
          "{move} would leap over {square}, which is {over, select, gold {gold's} other {silver's}}; a {colour, select, gold {gold} other {silver}} coin leaps only over {colour, select, gold {gold} other {silver}}",
          {
            move,
            square: squareName(mid),
            over: colourName(midCol),
            colour: colourName(col),
          },
        ),
        'B10',
      );
    leap = true;
  }
  const dst = cells[to] as readonly number[];
  const face = turned(top) & 7;
  if (dst.length > 0) {
    const target = dst[dst.length - 1] as number;
    if ((target & SILVER) === col)
      return no(phrase('{move}: {piece} cannot land on its own colour on {square}', { move, piece: describe(src), square: t }), 'B11');
    if (col !== mover) return no(phrase("{move}: the opponent's coin is moved only onto an empty square; it never captures", { move }), 'B12');
    const tf = target & 7;
    if (isStack)
      return no(
        phrase("{move}: the stack's top turns to {face}, which does not beat the top {target} on {square}; a stack takes only a lower top", {
          move,
          face,
          target: tf,
          square: t,
        }),
        'B15',
      );
    return no(
      phrase('{move}: the {coin} on {from} turns to {face}, which takes only {takes}, not the {target} on {square}', {
        move,
        coin: coinName(top),
        from: f,
        face,
        takes: takesList(face),
        target: tf,
        square: t,
      }),
      'B13',
      'B14',
    );
  }
  if (noReturn && noReturn.from === from && noReturn.to === to)
    return no(phrase('{move} returns the last coin or stack moved to where it came from', { move }), 'B18');
  return no(leap ? phrase('{move} is not a legal move (leap)', { move }) : phrase('{move} is not a legal move', { move }));
}

/** What `whyNot` needs of a game: BootyState has it, and the tablet builds it from the view. */
export type Board = Pick<BootyState, 'phase' | 'cells' | 'toMove' | 'noReturn'>;

function legal(s: Board): Position {
  return new Position(s.cells, colourBit(s.toMove), s.noReturn);
}

/** Why the pirate to move cannot pick up the piece on `from` at all, or null when it has a move. */
export function whyNotPick(s: Board, from: string): WhyNot | null {
  if (s.phase === 'first') return no(phrase('nobody has drawn from the bag yet: who starts is entered first'), 'B6');
  if (s.phase === 'finished') return no(phrase('the game is over'));
  const sq = parseSquare(from);
  if (sq === null) return no(phrase('{square} is not a square of the board', { square: from }), 'B2');
  if (
    legal(s)
      .moves()
      .some((m) => moveFrom(m) === sq)
  )
    return null;
  const src = s.cells[sq] as readonly number[];
  if (src.length === 0) return no(phrase('there is no coin on {square}', { square: from }));
  const col = (src[src.length - 1] as number) & SILVER;
  if (src.length > 1 && col !== colourBit(s.toMove))
    return no(
      phrase("{piece} on {square} is {colour, select, gold {gold's} other {silver's}}; a pirate moves only their own stacks, never the opponent's", {
        piece: describe(src),
        square: from,
        colour: colourName(col),
      }),
      'B7',
    );
  return no(
    phrase("{piece} on {square} has nowhere to go: every square around it is off the board, its own colour's, or a piece it cannot take", {
      piece: describe(src),
      square: from,
    }),
    'B9',
    'B11',
  );
}

/** Why the pirate to move cannot play `move` now, or null when it is legal (B6–B18). Pure. */
export function whyNot(s: Board, move: { from: string; to: string }): WhyNot | null {
  const picking = whyNotPick(s, move.from);
  if (picking) return picking;
  const from = parseSquare(move.from) as number;
  const to = parseSquare(move.to);
  if (to === null) return no(phrase('{square} is not a square of the board', { square: move.to }), 'B2');
  if (
    legal(s)
      .moves()
      .some((m) => moveFrom(m) === from && moveTo(m) === to)
  )
    return null;
  return whyNotMove(s.cells, colourBit(s.toMove), from, to, s.noReturn);
}
