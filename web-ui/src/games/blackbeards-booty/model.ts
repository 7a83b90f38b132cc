// What the Blackbeard's Booty board on the tablet needs from the engine's printed view: the coins
// of every square, and for a tapped piece the squares it may go to (captures marked). The legal
// moves come from the game's own generator, so the tablet offers exactly what the referee accepts.
import {
  type Board,
  type BootyView,
  type CoinColour as Colour,
  colourBit,
  isCapture,
  moveFrom,
  moveTo,
  parseCoin,
  parseSquare,
  Position,
  squareName,
  type WhyNot,
  whyNot,
  whyNotPick,
} from '#games';
import { isObj, nums, strs, viewGuard } from '../view-check.ts';
import { t } from '../../i18n/i18n.ts';

export type { BootyView };

const COLOURS: readonly string[] = ['gold', 'silver'];

/** A pirate's colour in a sentence's words: "gold". */
export const colourWord = (colour: string): string => t('{colour, select, gold {gold} silver {silver} other {{colour}}}', { colour });

/** A pirate's colour at the head of a sentence: "Gold". */
export const ColourWord = (colour: string): string => t('{colour, select, gold {Gold} silver {Silver} other {{colour}}}', { colour });

/** Why `v` is not a Blackbeard's Booty view the board can show, or null. */
export function viewProblem(v: Record<string, unknown>): string | null {
  if (!isObj(v.players) || typeof v.players.gold !== 'string' || typeof v.players.silver !== 'string') return '"players" is malformed';
  if (!isObj(v.board) || !Object.values(v.board).every((x) => typeof x === 'string')) return '"board" is malformed';
  if (!nums(v.scores) || !nums(v.stacks) || typeof v.moves !== 'number' || typeof v.orientation !== 'number') return 'the view lacks its scores or moves';
  if (v.toMove !== null && !COLOURS.includes(v.toMove as string)) return '"toMove" is not a colour';
  if (v.lastMove !== null && !(isObj(v.lastMove) && typeof v.lastMove.from === 'string' && typeof v.lastMove.to === 'string')) return '"lastMove" is malformed';
  if (v.noReturn !== null && !(isObj(v.noReturn) && typeof v.noReturn.from === 'string')) return '"noReturn" is malformed';
  if (!strs(v.winners)) return '"winners" is not a list of names';
  return null;
}

export const isBootyView = viewGuard<BootyView>('blackbeards-booty', viewProblem);

export interface Destination {
  to: string;
  capture: boolean;
}

/** The coins of each square (0–35) from the printed board; bad entries are left out, never thrown. */
export function cellsOf(board: Record<string, string>): number[][] {
  const cells: number[][] = Array.from({ length: 36 }, () => []);
  for (const [sq, stack] of Object.entries(board)) {
    const i = parseSquare(sq);
    if (i === null) continue;
    cells[i] = stack
      .split('/')
      .map(parseCoin)
      .filter((c): c is number => c !== null);
  }
  return cells;
}

/** The position the view shows, as the rules module reads it (null before the bag draw). */
function boardOf(view: BootyView): Board | null {
  if (!view.toMove) return null;
  const noReturn = view.noReturn ? { from: parseSquare(view.noReturn.from) ?? -1, to: parseSquare(view.noReturn.to) ?? -1 } : null;
  return { phase: view.phase, cells: cellsOf(view.board), toMove: view.toMove, noReturn };
}

/** Every legal move of the pirate to move, grouped by the square it starts from. */
export function legalMoves(view: BootyView): Map<string, Destination[]> {
  const out = new Map<string, Destination[]>();
  const board = view.phase === 'move' ? boardOf(view) : null;
  if (!board) return out;
  const pos = new Position(board.cells, colourBit(board.toMove), board.noReturn);
  for (const m of pos.moves()) {
    const from = squareName(moveFrom(m));
    const list = out.get(from) ?? [];
    list.push({ to: squareName(moveTo(m)), capture: isCapture(m) });
    out.set(from, list);
  }
  return out;
}

/** Why a tapped square is not one the pirate to move can play (the rules module's words and B-ids):
 * with a piece picked, why it cannot go there; else why that square's piece cannot be picked. */
export function whyNotHere(view: BootyView, picked: string | null, square: string): WhyNot | null {
  const board = boardOf(view);
  if (!board) return null;
  return picked ? whyNot(board, { from: picked, to: square }) : whyNotPick(board, square);
}

/** Squares in the home view's reading order: rank 6 first, files a→f (the grid before it turns). */
export const HOME_ORDER: readonly string[] = Array.from({ length: 36 }, (_, i) => `${'abcdef'[i % 6]}${6 - Math.floor(i / 6)}`);

/**
 * How many inputs Undo takes back (B29: undo the move and play it again). Against the computer
 * pirate, once it has answered, the person's own move and the answer go together: undoing the
 * answer alone would only have the pirate think again. While it thinks, Undo takes back the
 * person's move and the pending answer is dropped (the table has moved on).
 */
export function undoSteps(view: BootyView, computerSeats: Record<string, string> | undefined): 1 | 2 {
  const last = view.lastMove;
  if (!last || !computerSeats || view.moves < 2) return 1;
  const byComputer = computerSeats[last.by] !== undefined;
  const personToMove = view.toMove !== null && computerSeats[view.toMove] === undefined;
  return byComputer && personToMove ? 2 : 1;
}

/** B20: the stacks a pirate owns (its top coin theirs) and what each scores: the faces of every coin in it. */
export function stackScores(view: BootyView, colour: Colour): { square: string; stack: string; points: number }[] {
  const mine = colour === 'gold' ? 'G' : 'S';
  return Object.entries(view.board)
    .map(([square, stack]) => ({ square, stack, coins: stack.split('/') }))
    .filter(({ coins }) => coins.length >= 2 && coins.at(-1)?.toUpperCase().startsWith(mine))
    .map(({ square, stack, coins }) => ({ square, stack, points: coins.reduce((n, c) => n + Number(c.slice(1)), 0) }));
}
