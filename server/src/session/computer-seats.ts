// Seats the computer plays, for games whose description offers a computer player (and whose module
// implements it: GameModule.computer, run by server/src/computer/); the session only pokes these
// seats after every change of the table and shows their status. Seats are a choice of the table,
// not a move of the game: they are not in the game log but in a file beside it (seat-file.ts), and a
// new game starts with every seat a person.
import type { GameDescription } from '../../../games/core/types.ts';
import { ComputerTurns, type SeatTable } from '../computer/computer-turns.ts';
import type { ThinkingWorker } from '../computer/thinking-worker.ts';
import type { ComputerInfo } from '#protocol';
import { readSeats, type SeatLevels, writeSeats } from './seat-file.ts';
import type { Capability } from './capability.ts';
import type { Result } from './result.ts';

export interface ComputerHooks {
  /** Something the tablets show changed (the computer started thinking, or failed). */
  changed(): void;
  warn(message: string): void;
}

export class ComputerSeats implements Capability {
  private readonly turns: ComputerTurns;
  private problem: string | null = null;

  constructor(
    table: SeatTable,
    /** The composer's computer player (null: this table has none, and no seat is offered to it). */
    private readonly worker: ThinkingWorker | null,
    hooks: ComputerHooks,
    budgetMs: number,
    /** Where the current game's seats are kept, and who hears that the file could not be used. */
    private readonly file: { path: string; warn(message: string): void },
  ) {
    this.turns = new ComputerTurns(table, worker as ThinkingWorker, budgetMs, {
      thinking: () => hooks.changed(),
      played: () => {
        this.problem = null;
      },
      failed: (seat, message) => {
        this.problem = `the computer playing ${seat} could not move: ${message}`;
        hooks.warn(this.problem);
        hooks.changed();
      },
    });
  }

  /** The computer takes `seat` at `level`, or gives it back to a person (null). */
  seat(game: GameDescription | null, seat: string, level: string | null): Result {
    const problem = this.problemOf(game, seat, level);
    if (problem) return { ok: false, reason: problem };
    this.problem = null;
    this.turns.seat(seat, level);
    this.keep();
    return { ok: true };
  }

  /** The current game's seats as kept in the file (a restart, a saved game taken up): a seat the game does not offer is a warning. */
  restore(game: GameDescription | null): void {
    this.turns.clear();
    this.problem = null;
    const kept = readSeats(this.file.path, this.file.warn);
    for (const [seat, level] of Object.entries(kept)) {
      const problem = this.problemOf(game, seat, level);
      if (problem) this.file.warn(`${this.file.path}: ${problem}; a person plays it`);
      else this.turns.seat(seat, level);
    }
    this.keep();
  }

  private keep(): void {
    writeSeats(this.file.path, this.turns.seated() as SeatLevels, this.file.warn);
  }

  /** Why the computer cannot take `seat` at `level` in `game` at this table, or null. */
  problemOf(game: GameDescription | null, seat: string, level: string | null): string | null {
    if (game?.computer && !this.worker) return 'computer: this table has no computer player';
    return ComputerSeats.problem(game, seat, level);
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
    const thinking = this.turns.thinking();
    return {
      seats: this.turns.seated(),
      levels: [...offer.levels],
      thinking,
      ...(this.turns.waiting() ? { lesson: true } : {}),
      ...(this.problem ? { problem: this.problem } : {}),
    };
  }

  /** After every change of the table: the computer thinks if one of its seats is to move. */
  poke(): void {
    if (this.worker) this.turns.poke();
  }

  afterInput(): void {
    this.poke();
  }

  /** A new game (the old one put away, its seats with it): every seat back to a person. */
  clear(): void {
    this.turns.clear();
    this.problem = null;
    this.keep();
  }

  async close(): Promise<void> {
    await this.worker?.close();
  }
}
