// The game on the table and its durable input log: an input is taken when it is still meant for the
// position it was chosen on (input-stamp.ts), the rules take it (games/core) and the log has it
// fsynced; only then does the table hold the new position. Another game taken up is a new position too.
import { randomInt } from 'node:crypto';
import { awaiting, inputLog, submit, type GameRegistry, type Table } from '../../../../games/core/table.ts';
import type { GameDescription } from '../../../../games/core/types.ts';
import type { Role, SessionState } from '#protocol';
import { fileTrouble } from '../durable.ts';
import type { SeatTable } from '../../computer/computer-turns.ts';
import type { GameLog } from './game-log.ts';
import { type MadeOn, staleProblem, TakenSteps } from './input-stamp.ts';
import { fail, OK, type Result } from '../result.ts';
import { viewShownTo } from '../viewer-filter.ts';

export class TableGame {
  /** Changes with every accepted input, new game or resume: the computer's seats answer one position.
   * Starts at a random count, so an input a tablet made before a restart never matches one after it. */
  private positions = randomInt(2 ** 31);
  /** The steps tablets took lately: a tablet's second press of one is no error (input-stamp.ts). */
  private readonly taken = new TakenSteps();

  constructor(
    private table: Table,
    readonly log: GameLog,
    private readonly registry: GameRegistry,
  ) {}

  /** The table as it stands (immutable). */
  get current(): Table {
    return this.table;
  }

  /** The game position (the state's `position`): what an input's `at` is checked against. */
  get position(): number {
    return this.positions;
  }

  /** The game being played, its state and its position (what the computer's seats answer), or null before a `start`. */
  playing(): ReturnType<SeatTable['current']> {
    const { module, last } = this.table;
    return module && last ? { module, state: last.state, version: this.positions } : null;
  }

  /** The description of the game being played, or null before a `start`. */
  get description(): GameDescription | null {
    return this.table.module?.description ?? null;
  }

  /** The state's part that is the game's, as `role` is shown it. */
  shown(role: Role): Pick<SessionState, 'game' | 'view' | 'start' | 'inputs' | 'position'> {
    const d = this.description;
    return {
      game: d ? { id: d.id, name: d.name, scale: d.scale, deck: d.deck?.id ?? null } : null,
      view: viewShownTo(this.table, role),
      start: (inputLog(this.table)[0] as Record<string, unknown> | undefined) ?? null,
      inputs: inputLog(this.table).length,
      position: this.positions,
    };
  }

  /** A double tap: the tablet's own step is already taken, so its second press changes nothing. */
  isRepeat(raw: unknown, made: MadeOn): boolean {
    return this.taken.isRepeat(raw, made);
  }

  /** Takes one input into the game and the log (`viewers`: who reads the new position at once); refused, nothing changed, when it is stale or the rules or the disk refuse it. */
  take(raw: unknown, made: MadeOn, viewers: readonly Role[]): Result {
    const stale = staleProblem(made, this.positions, awaiting(this.table));
    if (stale) return fail(stale);
    const outcome = submit(this.registry, this.table, raw, viewers);
    if (!outcome.ok) return fail(outcome.reason);
    const isUndo = (raw as { type: unknown }).type === 'undo';
    const last = outcome.table.last;
    try {
      this.log.append(isUndo || !last ? { type: 'undo' } : last.input);
    } catch (e) {
      return fail(`the game log could not be written, nothing changed: ${fileTrouble(e)}`);
    }
    this.table = outcome.table;
    this.taken.note(this.positions, raw, made);
    this.positions++;
    return OK;
  }

  /** Another game on the table (none, or one taken up): a new position. */
  takeUp(table: Table): void {
    this.table = table;
    this.positions++;
  }
}
