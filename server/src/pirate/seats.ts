// Computer pirates sitting at a Blackbeard's Booty table: after every change of the table, if the
// pirate to move is played by the computer, it thinks (in the worker) and plays its move as an
// ordinary input. An answer that arrives after the table has moved on (an undo, a move typed in
// meanwhile) is dropped, so the computer never plays into a position it did not see.
import type { Level, PirateMove } from '../../../games/blackbeards-booty/ai/pirate.ts';
import type { Colour } from '../../../games/blackbeards-booty/coins.ts';
import type { BootyState } from '../../../games/blackbeards-booty/state.ts';
import type { ComputerPirate } from './computer-pirate.ts';

export interface SeatTable {
  /** The game being played and a number that changes with every accepted input. */
  current(): { game: string; state: unknown; version: number } | null;
  /** Submits one table-script input; false when the table refused it. */
  input(raw: { type: string } & Record<string, unknown>): boolean;
}

export interface SeatEvents {
  thinking?(colour: Colour, level: Level): void;
  played?(colour: Colour, move: PirateMove): void;
  failed?(colour: Colour, message: string): void;
}

export class PirateSeats {
  private readonly levels = new Map<Colour, Level>();
  private busy: number | null = null;
  private thinkingColour: Colour | null = null;

  constructor(
    private readonly table: SeatTable,
    private readonly pirate: ComputerPirate,
    private readonly budgetMs: number,
    private readonly events: SeatEvents = {},
  ) {}

  /** The computer plays `colour` at `level`, or no longer (null). */
  seat(colour: Colour, level: Level | null): void {
    if (level) this.levels.set(colour, level);
    else this.levels.delete(colour);
    this.poke();
  }

  seated(): Partial<Record<Colour, Level>> {
    return Object.fromEntries(this.levels);
  }

  /**
   * The colour the computer is thinking for now, or null. An answer still on its way for a position
   * the table has left (an undo) is not thinking: it will be dropped (B29's undo of a move and the
   * pirate's answer passes through the pirate's turn for an instant).
   */
  thinking(): Colour | null {
    return this.busy !== null && this.busy === this.table.current()?.version ? this.thinkingColour : null;
  }

  /** A new game: every seat back to a person; an answer still on its way is dropped. */
  clear(): void {
    this.levels.clear();
    this.busy = null;
  }

  /** To be called after every accepted input: starts thinking if it is a computer pirate's move. */
  poke(): void {
    const now = this.table.current();
    // One question at a time per position: `busy` is the version the pirate is thinking about.
    if (now?.game !== 'blackbeards-booty' || this.busy === now.version) return;
    const state = now.state as BootyState;
    if (state.phase !== 'move') return;
    const level = this.levels.get(state.toMove);
    if (!level) return;
    const colour = state.toMove;
    const version = now.version;
    this.busy = version;
    this.thinkingColour = colour;
    this.events.thinking?.(colour, level);
    this.pirate.think(state, level, this.budgetMs).then(
      (move) => {
        if (this.busy === version) this.busy = null; // else a newer question is already under way
        if (this.table.current()?.version !== version) return this.poke(); // the table moved on
        if (!move) return;
        if (this.table.input({ type: 'move', from: move.from, to: move.to, colour })) this.events.played?.(colour, move);
        else this.events.failed?.(colour, `the table refused the computer pirate's move ${move.from}-${move.to}`);
        this.poke();
      },
      (e: Error) => {
        if (this.busy === version) this.busy = null;
        this.events.failed?.(colour, e.message);
      },
    );
  }
}
