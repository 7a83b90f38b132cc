// What a count at the table (cup-count.ts) needs of its session and of the game on the table, and
// what its counter needs to know of the device.
import type { Table } from '../../../../games/core/table.ts';
import { currentState } from '../../../../games/core/table.ts';
import type { CountCheck, CountingScale, PieceKind } from '../../../../games/core/types.ts';
import type { CounterOptions } from '../../../../scale/count.ts';
import type { Unit } from '../../../../scale/count-stats.ts';
import { fail, type Result } from '../result.ts';

/** What the game on the table counts, as it declares it (GameModule.count). */
export type CountDeclaration = Pick<CountingScale<unknown, never>, 'kinds' | 'pieces' | 'whose'>;

/** What a count needs of its table session. */
export interface CountHost {
  /** What the game on the table counts, or null when it counts nothing. */
  declared(): CountDeclaration | null;
  /** The game's record against the count, or why it cannot be checked. */
  check(holder: string, pieces: string, counted: number): CountCheck | string;
  /** A count that stands: the game's input that makes it its record goes into the engine. */
  stand(check: CountCheck): Result;
  /** The count's status changed: tell the tablets. */
  changed(): void;
  /** A kind of piece has a new unit weight (kept by the session for the next start). */
  learned?(kind: PieceKind, unit: Unit): void;
}

/** The parts of a count's host that the game on the table provides (GameModule.count); `input`
 * puts the game's input of a count that stands into the engine. */
export function gameRecord(table: () => Table, input: (raw: Record<string, unknown>) => Result): Pick<CountHost, 'declared' | 'check' | 'stand'> {
  const count = () => table().module?.count ?? null;
  const none = 'count: this game keeps no ledger of pieces to count';
  return {
    declared: count,
    check(holder, pieces, counted) {
      const c = count();
      const t = table();
      return c && t.last ? c.check(currentState(t), holder, pieces, counted) : none;
    },
    stand(check) {
      const recount = count()?.recount(check) ?? none;
      return typeof recount === 'string' ? fail(recount) : input(recount);
    },
  };
}

/** What the counter needs to know of the device: a rig's load cell is noisier than a balance. A
 * count reads it for up to a 4 s still window, and answers after 1 s if it is sure by then; the
 * sample a unit is learned from is read over the whole window; a piece put in on its own is taken
 * after 2 s of stillness (at 1 s its noise hid the pieces' spread). */
export function counterOptionsFor(device: 'balance' | 'rig'): CounterOptions {
  return device === 'balance'
    ? { decideAfterMs: 1000 }
    : { stillGrams: 0.6, stillWindowMs: 4000, decideAfterMs: 1000, settleMs: 2000, resolutionGrams: 0.05, minPieceGrams: 1 };
}
