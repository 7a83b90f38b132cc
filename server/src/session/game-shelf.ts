// The table's games put away: the current game's log (and its computer seats) goes to the shelf,
// a saved game is taken up again in its place, a saved game is deleted. Never lost: a game put away
// is listed on the shelf (saved-games.ts), and its summary is kept so the shelf need not replay it.
import { join } from 'node:path';
import type { GameRegistry, Table } from '../../../games/core/table.ts';
import type { GameLog } from './game-log.ts';
import type { SavedGames } from './saved-games.ts';
import { moveSeats, seatsBeside } from './seat-file.ts';

type Result = { ok: true } | { ok: false; message: string };
const fail = (message: string): Result => ({ ok: false, message });

/** The current game's computer seats, beside game.jsonl. */
export const seatsFile = (dataDir: string): string => join(dataDir, 'computer-seats.json');

export class GameShelf {
  constructor(
    private readonly dataDir: string,
    readonly saved: SavedGames,
    private readonly log: GameLog,
    private readonly registry: GameRegistry,
    private readonly warn: (message: string) => void,
  ) {}

  /** Puts `table`'s game away (a game too short to keep is dropped with its seats). */
  putAway(table: Table): Result {
    try {
      const id = this.saved.nameFor(table.module?.id ?? null);
      const target = this.saved.pathOf(id);
      if (this.log.archive(target)) {
        moveSeats(seatsFile(this.dataDir), seatsBeside(target), this.warn);
        this.keepSummary(id, table);
      }
    } catch (e) {
      return fail(`the game log could not be put away: ${(e as Error).message}`);
    }
    return { ok: true };
  }

  /** Takes up the saved game `id` as the current game (the table's own game already put away). */
  takeUp(id: string): { ok: true; table: Table; warnings: string[] } | { ok: false; message: string } {
    try {
      const { table, warnings } = this.log.adopt(this.saved.pathOf(id), this.registry);
      this.saved.forget(id);
      moveSeats(seatsBeside(this.saved.pathOf(id)), seatsFile(this.dataDir), this.warn);
      return { ok: true, table, warnings };
    } catch (e) {
      return { ok: false, message: `resume: the saved game could not be taken up: ${(e as Error).message}` };
    }
  }

  /** Deletes the saved game `id` from the shelf for good (a damaged one too). */
  delete(id: string): Result {
    try {
      if (!this.saved.delete(id)) return fail(`deleteSaved: there is no saved game "${id.slice(0, 100)}" (see GET /api/shelf)`);
    } catch (e) {
      return fail(`deleteSaved: the saved game could not be deleted: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
    return { ok: true };
  }

  /** The shelf's summary of the game just put away; without it, the shelf makes it once by replaying. */
  private keepSummary(id: string, table: Table): void {
    try {
      this.saved.keep(id, table);
    } catch (e) {
      this.warn(`the shelf's summary of the game put away could not be written (${(e as Error).message}): it is made again from the log`);
    }
  }
}
