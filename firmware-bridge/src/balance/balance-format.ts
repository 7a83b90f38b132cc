// How one kind of commercial single-pan balance talks on its serial line: the command that makes it
// print every reading, how its lines read, and how the simulated one prints and answers. One
// description per kind (mt-sics.ts, a-and-d.ts) serves the driver and the simulation alike.
import type { ParsedReading } from './reading.ts';

/** What the balance's display shows: a weight (stable, or still moving), or overload. */
export type Shown = { grams: number; stable: boolean } | 'overload';

/** What a balance does on one command line from the host. */
export type BalanceAnswer =
  /** From now on it prints every reading. */
  | 'stream'
  /** It stops streaming and prints the reading now. */
  | 'once'
  /** It stops streaming and prints the next stable reading. */
  | 'when stable'
  /** It stops whatever it was doing and prints this line. */
  | { reset: string }
  /** It prints this line and carries on (an error code, say). */
  | { say: string };

export interface BalanceFormat {
  /** The command (without CR LF) the driver sends on connect so that the balance streams. */
  readonly streamCommand: string;
  /** One line of the balance's output (without CR LF). */
  parse(line: string): ParsedReading;
  /** The line (without CR LF) the simulated balance prints for what it shows. */
  print(shown: Shown): string;
  /** What the simulated balance does on a command line; null for a line too long to read. */
  answer(command: string | null): BalanceAnswer;
}
