// The referee: the reducer of Blackbeard's Booty. Pure: every transition builds a new state.
import { phrase } from '../core/phrase.ts';
import { accept, type Outcome, reject } from '../core/types.ts';
import { type Colour, COLOURS, coinName, colourBit, colourName, other, parseSquare, SILVER, setUp } from './coins.ts';
import { whyIllegal } from './explain.ts';
import type { BootyInput, FirstInput, MoveInput, StartInput } from './inputs.ts';
import { isCapture, isLeap, moveFrom, moveTo, Position } from './position.ts';
import type { BootyState, MoveKind } from './state.ts';

/** B25: a position is every square's coins in order, and the pirate to move. */
export function positionKey(cells: readonly (readonly number[])[], toMove: Colour): string {
  return `${toMove[0]}:${cells.map((c) => c.map((x) => x.toString(16)).join('')).join('.')}`;
}

export function positionOf(s: BootyState): Position {
  return new Position(s.cells, colourBit(s.toMove), s.noReturn);
}

export function scores(cells: readonly (readonly number[])[]): Record<Colour, number> {
  const p = new Position(cells, 0);
  return { gold: p.score(0), silver: p.score(SILVER) };
}

function record(seen: Record<string, number>, key: string): number {
  const n = (seen[key] ?? 0) + 1;
  seen[key] = n;
  return n;
}

/** B26: the higher score wins; equal scores are a shared win, gold's name first. */
function byScore(s: BootyState): string[] {
  const sc = scores(s.cells);
  if (sc.gold === sc.silver) return [s.players.gold, s.players.silver];
  return [sc.gold > sc.silver ? s.players.gold : s.players.silver];
}

export function start(input: StartInput): Outcome<BootyState> {
  const s: BootyState = {
    phase: 'first',
    players: { ...input.players },
    options: { ...input.options },
    first: null,
    toMove: 'gold',
    moves: 0,
    passes: 0,
    passed: null,
    cells: setUp(),
    lastMove: null,
    noReturn: null,
    seen: {},
    result: null,
    winners: [],
  };
  return accept(input.options.first ? begin(s, input.options.first) : s);
}

/** B6: the starting colour is known; the start position is the first occurrence (B25). */
function begin(s: BootyState, first: Colour): BootyState {
  return { ...s, phase: 'move', first, toMove: first, seen: { [positionKey(s.cells, first)]: 1 } };
}

function applyFirst(s: BootyState, input: FirstInput): Outcome<BootyState> {
  if (s.phase !== 'first')
    return reject(
      phrase('first: the starting colour is already known ({colour, select, gold {gold} other {silver}}); the bag draw is entered once (B6)', {
        colour: String(s.first),
      }),
    );
  let colour = input.colour;
  if (input.player !== undefined) {
    const named = COLOURS.find((c) => s.players[c] === input.player);
    if (!named)
      return reject(
        phrase('first: "{player}" is not at this table (gold: {gold}, silver: {silver})', {
          player: input.player,
          gold: s.players.gold,
          silver: s.players.silver,
        }),
      );
    if (colour && colour !== named)
      return reject(
        phrase('first: {player} plays {named, select, gold {gold} other {silver}}, not {colour, select, gold {gold} other {silver}}', {
          player: input.player,
          named,
          colour,
        }),
      );
    colour = named;
  }
  return accept(begin(s, colour as Colour));
}

function applyMove(s: BootyState, input: MoveInput): Outcome<BootyState> {
  if (s.phase === 'first') return reject(phrase('move: nobody has drawn from the bag yet: enter who starts first (B6)'));
  if (s.phase === 'finished') return reject(phrase('{input}: the game is over (only undo is accepted)', { input: 'move' }));
  const mover = s.toMove;
  if (input.colour !== undefined && input.colour !== mover)
    return reject(
      phrase("move: it is {mover, select, gold {gold's} other {silver's}} move ({player}), not {colour, select, gold {gold's} other {silver's}}", {
        mover,
        player: s.players[mover],
        colour: input.colour,
      }),
    );
  if (input.player !== undefined && input.player !== s.players[mover])
    return reject(
      phrase("move: it is {player}'s move ({mover, select, gold {gold} other {silver}}), not {other}'s", {
        player: s.players[mover],
        mover,
        other: JSON.stringify(input.player),
      }),
    );
  const from = parseSquare(input.from) as number;
  const to = parseSquare(input.to) as number;
  const pos = positionOf(s);
  const move = pos.moves().find((m) => moveFrom(m) === from && moveTo(m) === to);
  if (move === undefined) return reject(whyIllegal(s.cells, pos.toMove, from, to, s.noReturn));

  const src = s.cells[from] as number[];
  const kind: MoveKind = src.length > 1 ? 'stack' : colourName(src[0] as number) === mover ? 'coin' : 'opponentCoin';
  pos.make(move);
  const moved = pos.cells[to] as number[];
  const next: BootyState = {
    ...s,
    cells: pos.cells.map((c) => [...c]),
    moves: s.moves + 1,
    passed: null,
    lastMove: {
      by: mover,
      from: input.from,
      to: input.to,
      kind,
      top: coinName(moved[moved.length - 1] as number),
      leap: isLeap(move),
      capture: isCapture(move),
    },
    noReturn: { from: to, to: from },
    seen: { ...s.seen },
  };
  return accept(afterMove(next, pos, mover));
}

/** B27: target first; then hand over and record the position; then B25; then B24 or B23. */
function afterMove(s: BootyState, pos: Position, mover: Colour): BootyState {
  if (pos.score(colourBit(mover)) >= s.options.targetScore) return { ...s, phase: 'finished', result: 'target', winners: [s.players[mover]] };
  let toMove = other(mover);
  if (record(s.seen, positionKey(s.cells, toMove)) >= 3) return finish({ ...s, toMove }, 'repetition');
  if (pos.generate([]) > 0) return { ...s, toMove };
  pos.pass();
  if (pos.generate([]) === 0) return finish({ ...s, toMove }, 'no-moves');
  // B23: the pirate without a move passes; the board does not turn.
  const passed = toMove;
  toMove = mover;
  const next = { ...s, toMove, passed, passes: s.passes + 1 };
  if (record(s.seen, positionKey(s.cells, toMove)) >= 3) return finish(next, 'repetition');
  return next;
}

function finish(s: BootyState, result: 'repetition' | 'no-moves'): BootyState {
  return { ...s, phase: 'finished', result, winners: byScore(s) };
}

export function apply(s: BootyState, input: BootyInput): Outcome<BootyState> {
  switch (input.type) {
    case 'start':
      return reject(phrase('start: a game is already under way'));
    case 'first':
      return s.phase === 'finished' ? reject(phrase('{input}: the game is over (only undo is accepted)', { input: 'first' })) : applyFirst(s, input);
    case 'move':
      return applyMove(s, input);
  }
}

/** What a game of Blackbeard's Booty awaits: who goes first (B6), or the move of the pirate to move. */
export type BootyAwaiting = { type: 'first'; players: string[] } | { type: 'move'; player: string; colour: Colour };

export function awaiting(s: BootyState): BootyAwaiting | null {
  if (s.phase === 'first') return { type: 'first', players: [s.players.gold, s.players.silver] };
  if (s.phase === 'move') return { type: 'move', player: s.players[s.toMove], colour: s.toMove };
  return null;
}
