// What a capability of the table (the reader, the scales, the shelf, the computer's seats, a first
// game) may ask of the table, and what the table tells each capability. The table loops over its
// capabilities after each input and each new game (table-session.ts), naming none of them there.
import type { Table } from '../../../games/core/table.ts';
import type { Result } from './result.ts';

/** What every capability may ask of its table. */
export interface TableHost {
  /** The game on the table (immutable). */
  table(): Table;
  /** One table-script input, announced. */
  input(raw: unknown): Result;
  /** Something the tablets show changed: tell them. */
  changed(): void;
  /** A problem the table should see (and its log keeps). */
  warn(message: string): void;
}

/** What the table tells a capability, in the order the table lists them. */
export interface Capability {
  /** An input was taken into the game: follow it. A capability is not told of an input it took itself (the weigh-off's verdict). */
  afterInput?(): void;
  /** Another game is on the table (none, a new one, or one taken up): start over with it. */
  afterNewGame?(): void;
}
