// The seats the computer plays, kept beside the game log: a restart, or a saved game taken up
// again, finds the computer in its seats instead of a table waiting for a player nobody plays.
// `computer-seats.json` sits beside game.jsonl; a game put away takes its file along as
// `<id>.computer.json`. A damaged file is a warning, and every seat goes back to a person.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileTrouble, moveFileDurably, writeFileDurably } from './durable.ts';

/** Seat → level, as the `computer` message and `newGame.computer` give them. */
export type SeatLevels = Record<string, string>;

/** Where a put-away game's seats go, beside its log (`games/<id>.jsonl`). */
export const seatsBeside = (logPath: string): string => logPath.replace(/\.jsonl$/, '.computer.json');

export function readSeats(path: string, warn: (message: string) => void): SeatLevels {
  if (!existsSync(path)) return {};
  try {
    const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('not an object of seat → level');
    for (const [seat, level] of Object.entries(raw)) if (typeof level !== 'string') throw new Error(`the level of "${seat.slice(0, 20)}" is not a word`);
    return raw as SeatLevels;
  } catch (e) {
    warn(`${path} was ignored (${fileTrouble(e)}): every seat is played by a person`);
    return {};
  }
}

/** Keeps `seats` (none: no file); a write that fails is a warning, the seats last until the server stops. */
export function writeSeats(path: string, seats: SeatLevels, warn: (message: string) => void): void {
  try {
    if (Object.keys(seats).length === 0) rmSync(path, { force: true });
    else writeFileDurably(path, `${JSON.stringify(seats, null, 2)}\n`);
  } catch (e) {
    warn(`the computer's seats could not be kept (${fileTrouble(e)}): after a restart a person plays them`);
  }
}

/** Moves a seat file along with its game log, across file systems too (nothing to move: nothing happens). */
export function moveSeats(from: string, to: string, warn: (message: string) => void): void {
  try {
    if (existsSync(from)) moveFileDurably(from, to);
  } catch (e) {
    warn(`the computer's seats could not be moved with the game (${fileTrouble(e)})`);
  }
}
