// Seats the computer plays, for games whose description offers a computer player. Today that is
// Blackbeard's Booty's computer pirate (server/src/pirate/); the session only pokes these seats
// after every change of the table and shows their status. Seats are a choice of the table, not a
// move of the game: they are not in the game log but in a file beside it (seat-file.ts), and a new
// game starts with every seat a person.
import type { Level } from '../../../games/blackbeards-booty/ai/pirate.ts';
import type { Colour } from '../../../games/blackbeards-booty/coins.ts';
import type { GameDescription } from '../../../games/core/types.ts';
import { ComputerPirate } from '../pirate/computer-pirate.ts';
import { PirateSeats, type SeatTable } from '../pirate/seats.ts';
import type { ComputerInfo } from '../protocol.ts';
import { readSeats, type SeatLevels, writeSeats } from './seat-file.ts';

type Result = { ok: true } | { ok: false; message: string };

export interface ComputerHooks {
  /** Something the tablets show changed (the computer started thinking, or failed). */
  changed(): void;
  warn(message: string): void;
}

export class ComputerSeats {
  private readonly pirate = new ComputerPirate();
  private readonly pirates: PirateSeats;
  private problem: string | null = null;

  constructor(
    table: SeatTable,
    hooks: ComputerHooks,
    budgetMs: number,
    /** Where the current game's seats are kept, and who hears that the file could not be used. */
    private readonly file: { path: string; warn(message: string): void },
  ) {
    this.pirates = new PirateSeats(table, this.pirate, budgetMs, {
      thinking: () => hooks.changed(),
      played: () => {
        this.problem = null;
      },
      failed: (colour, message) => {
        this.problem = `the computer playing ${colour} could not move: ${message}`;
        hooks.warn(this.problem);
        hooks.changed();
      },
    });
  }

  /** The computer takes `seat` at `level`, or gives it back to a person (null). */
  seat(game: GameDescription | null, seat: string, level: string | null): Result {
    const problem = ComputerSeats.problem(game, seat, level);
    if (problem) return { ok: false, message: problem };
    this.problem = null;
    // The description offers exactly Blackbeard's Booty's colours and levels (checked above).
    this.pirates.seat(seat as Colour, level as Level | null);
    this.keep();
    return { ok: true };
  }

  /** The current game's seats as kept in the file (a restart, a saved game taken up): a seat the game does not offer is a warning. */
  restore(game: GameDescription | null): void {
    this.pirates.clear();
    this.problem = null;
    const kept = readSeats(this.file.path, this.file.warn);
    for (const [seat, level] of Object.entries(kept)) {
      const problem = ComputerSeats.problem(game, seat, level);
      if (problem) this.file.warn(`${this.file.path}: ${problem}; a person plays it`);
      else this.pirates.seat(seat as Colour, level as Level);
    }
    this.keep();
  }

  private keep(): void {
    writeSeats(this.file.path, this.pirates.seated() as SeatLevels, this.file.warn);
  }

  /** Why the computer cannot take `seat` at `level` in `game`, or null. */
  static problem(game: GameDescription | null, seat: string, level: string | null): string | null {
    const offer = game?.computer;
    if (!game || !offer) return `computer: ${game ? `${game.name} has no computer player` : 'no game is being played'}`;
    if (!offer.seats.includes(seat)) return `computer: "${seat}" is not a seat of ${game.name} (seats: ${offer.seats.join(', ')})`;
    if (level !== null && !offer.levels.includes(level))
      return `computer: "${level}" is not a level of the computer player (levels: ${offer.levels.join(', ')})`;
    return null;
  }

  status(game: GameDescription | null): ComputerInfo | null {
    const offer = game?.computer;
    if (!offer) return null;
    const thinking = this.pirates.thinking();
    return {
      seats: this.pirates.seated(),
      levels: [...offer.levels],
      thinking,
      ...(this.problem ? { problem: this.problem } : {}),
    };
  }

  /** After every change of the table: the computer thinks if one of its seats is to move. */
  poke(): void {
    this.pirates.poke();
  }

  /** A new game (the old one put away, its seats with it): every seat back to a person. */
  clear(): void {
    this.pirates.clear();
    this.problem = null;
    this.keep();
  }

  close(): Promise<void> {
    return this.pirate.close();
  }
}
