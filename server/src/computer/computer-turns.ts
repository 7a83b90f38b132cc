// The computer's turns at a table, for any game with a computer player: after every change of the
// table, if the seat to move (the game's `computer.toMove`) is played by the computer, it thinks
// (in the worker) and plays its choice as an ordinary input. An answer that arrives after the table
// has moved on (an undo, a move typed in meanwhile) is dropped, so the computer never plays into a
// position it did not see. While the table says a position's lesson is not read yet, its answer waits.
import type { AnyGameModule } from '../../../games/core/types.ts';
import type { ThinkingWorker } from './thinking-worker.ts';

export interface SeatTable {
  /** The game being played, its state and a number that changes with every accepted input. */
  current(): { module: AnyGameModule; state: unknown; version: number } | null;
  /** Submits one table-script input; false when the table refused it. */
  input(raw: { type: string } & Record<string, unknown>): boolean;
  /** Whether the computer may answer the position `version` now (a lesson on a tablet not read yet: no). */
  mayAnswer?(version: number): boolean;
}

export interface TurnEvents {
  thinking?(seat: string, level: string): void;
  played?(seat: string, input: { type: string }): void;
  failed?(seat: string, message: string): void;
}

export class ComputerTurns {
  private readonly levels = new Map<string, string>();
  private busy: number | null = null;
  private thinkingSeat: string | null = null;
  /** The position the computer's answer waits at, for its lesson to be read. */
  private heldAt: number | null = null;

  constructor(
    private readonly table: SeatTable,
    private readonly worker: ThinkingWorker,
    private readonly budgetMs: number,
    private readonly events: TurnEvents = {},
  ) {}

  /** The computer plays `seat` at `level`, or no longer (null). */
  seat(seat: string, level: string | null): void {
    if (level) this.levels.set(seat, level);
    else this.levels.delete(seat);
    this.poke();
  }

  seated(): Record<string, string> {
    return Object.fromEntries(this.levels);
  }

  /**
   * The seat the computer is thinking for now, or null. An answer still on its way for a position
   * the table has left (an undo) is not thinking: it will be dropped (an undo of a move and the
   * computer's answer passes through the computer's turn for an instant).
   */
  thinking(): string | null {
    return this.busy !== null && this.busy === this.table.current()?.version ? this.thinkingSeat : null;
  }

  /** Whether the computer's answer to the position on the table waits for its lesson to be read. */
  waiting(): boolean {
    return this.heldAt !== null && this.heldAt === this.table.current()?.version;
  }

  /** A new game: every seat back to a person; an answer still on its way is dropped. */
  clear(): void {
    this.levels.clear();
    this.busy = null;
  }

  /** To be called after every accepted input: starts thinking if a computer's seat is to move. */
  poke(): void {
    const now = this.table.current();
    // One question at a time per position: `busy` is the version the computer is thinking about.
    if (!now?.module.computer || this.busy === now.version) return;
    const seat = now.module.computer.toMove(now.state);
    const level = seat === null ? undefined : this.levels.get(seat);
    if (seat === null || !level) return;
    const version = now.version;
    this.heldAt = this.table.mayAnswer?.(version) === false ? version : null;
    if (this.heldAt !== null) return;
    this.busy = version;
    this.thinkingSeat = seat;
    this.events.thinking?.(seat, level);
    this.worker.think(now.module.id, now.state, level, this.budgetMs).then(
      (choice) => {
        if (this.busy === version) this.busy = null; // else a newer question is already under way
        if (this.table.current()?.version !== version) return this.poke(); // the table moved on
        if (!choice) return;
        const input = choice.input as { type: string } & Record<string, unknown>;
        if (this.table.input(input)) this.events.played?.(seat, input);
        else this.events.failed?.(seat, `the table refused the computer's move ${JSON.stringify(input).slice(0, 200)}`);
        this.poke();
      },
      (e: Error) => {
        if (this.busy === version) this.busy = null;
        this.events.failed?.(seat, e.message);
      },
    );
  }
}
