// The table's shelf: the games it referees, and the games put away. A new game puts the current
// game's log (and its computer seats) on the shelf; a saved game is taken up again in its place, or
// deleted; its computer seats and first-game file go with it. Never lost: a game put away is listed on the shelf (saved-games.ts), and its summary is
// kept so the shelf need not replay it.
import { join } from 'node:path';
import { emptyTable, submit, type GameRegistry, type Table } from '../../../../games/core/table.ts';
import type { DeckDescription, GameDescription, GameOption } from '../../../../games/core/types.ts';
import type { GameOptionInfo, ShelfReply } from '#protocol';
import type { ComputerSeats } from '../computer-seats.ts';
import type { GameLog } from '../log/game-log.ts';
import type { SavedGames } from './saved-games.ts';
import { moveSeats, seatsBeside } from '../seat-file.ts';
import { firstGameBeside, firstGameFile, moveFirstGame } from './first-game-file.ts';
import { fileTrouble } from '../durable.ts';
import type { TableHost } from '../capability.ts';
import { fail, type Result } from '../result.ts';

/** The current game's computer seats, beside game.jsonl. */
export const seatsFile = (dataDir: string): string => join(dataDir, 'computer-seats.json');

/** What the shelf needs of its table session: beside what every capability may ask (`input`: the `start` of a new game), these. */
export interface ShelfHost extends TableHost {
  /** Another game on the table (none, or one taken up): a new position, and every capability starts
   * over with it; `announce`: tell the tablets. */
  takeUp(table: Table, announce: boolean): void;
  /** The computer's seats: cleared with a game put away, restored with one taken up. */
  computer(): ComputerSeats;
  /** To the server's log only. */
  logWarn(message: string): void;
  /** The game on the table went to the shelf as the saved game `id` / was taken up from it (the logbook). */
  shelved(ev: { putAway: string } | { takenUp: string }): void;
}

export class GameShelf {
  private movesCount = 0;

  constructor(
    private readonly dataDir: string,
    readonly saved: SavedGames,
    private readonly log: GameLog,
    private readonly registry: GameRegistry,
    private readonly host: ShelfHost,
  ) {}

  /** Changes whenever the games put away change (a put-away, a resume, a delete): every tablet reads the shelf again. */
  get moves(): number {
    return this.movesCount;
  }

  /**
   * Puts the current game away (never lost: the shelf lists it) and clears the table; with `start`,
   * begins that game, the computer in `computer`'s seats. A refused `start` or seat changes nothing at all.
   * `beforeStart` runs once the table is cleared, just before the start is logged (what must be kept
   * before the game's log holds it, so that no restart finds one without the other).
   */
  newGame(start?: unknown, computer: Record<string, string> = {}, beforeStart?: () => void): Result {
    let game: GameDescription | null = null;
    if (start !== undefined) {
      const check = submit(this.registry, emptyTable, start);
      if (!check.ok) return fail(check.reason);
      game = check.table.module?.description ?? null;
    }
    // The computer's seats are checked before anything is put away, like the start.
    for (const [seat, level] of Object.entries(computer)) {
      const problem = this.host.computer().problemOf(game, seat, level);
      if (problem) return fail(`newGame: ${problem}`);
    }
    const r = this.putAway(true);
    if (!r.ok) return r;
    if (start === undefined) return { ok: true };
    for (const [seat, level] of Object.entries(computer)) this.host.computer().seat(game, seat, level);
    beforeStart?.();
    return this.host.input(start);
  }

  /** Puts the current game away and takes up the saved game `id` where it stopped. */
  resume(id: string): Result {
    const entry = this.saved.entry(id);
    if (!entry) return fail(`resume: there is no saved game "${id.slice(0, 100)}" (see GET /api/shelf)`);
    // Refused before anything moves: the game on the table stays where it is.
    if (entry.damaged) return fail(`resume: the saved game "${id}" is damaged (${entry.damaged}); it can only be deleted`);
    const r = this.putAway(false);
    if (!r.ok) return r;
    const taken = this.takeUp(id);
    if (!taken.ok) {
      this.host.changed();
      return taken;
    }
    for (const w of taken.warnings) this.host.logWarn(w);
    this.host.takeUp(taken.table, false);
    this.host.computer().restore(taken.table.module?.description ?? null);
    this.host.changed();
    return { ok: true };
  }

  /** The table's game goes on the shelf, and the table is cleared (every seat back to a person). */
  private putAway(announce: boolean): Result {
    const r = this.archive(this.host.table());
    if (!r.ok) return r;
    this.host.computer().clear();
    this.host.takeUp(emptyTable, announce);
    return { ok: true };
  }

  /** Every registered game as the shelf shows it, the decks' cards, and the games put away (newest first). */
  reply(decks: readonly DeckDescription[]): ShelfReply {
    const games = [...this.registry.values()].map(({ description: d, firstGame }) => ({
      id: d.id,
      name: d.name,
      blurb: d.blurb,
      players: [...d.players],
      deck: d.deck ? { id: d.deck.id, name: d.deck.name, size: d.deck.cards.length } : null,
      scale: d.scale,
      options: d.options.map((o): GameOptionInfo => (o.kind === 'choice' ? choiceInfo(o) : { ...o })),
      ...(d.computer ? { computer: { seats: [...d.computer.seats], levels: [...d.computer.levels] } } : {}),
      ...(firstGame ? { firstGame: { kind: firstGame.kind, about: firstGame.about } } : {}),
      ...(d.score ? { score: { ...d.score } } : {}),
    }));
    return {
      games,
      decks: decks.map((deck) => ({ id: deck.id, name: deck.name, cards: deck.cards.map((id) => ({ id, label: deck.label(id) })) })),
      saved: this.saved.list(),
    };
  }

  /** Keeps `table`'s game on the shelf (a game too short to keep is dropped with its seats). */
  private archive(table: Table): Result {
    try {
      const id = this.saved.nameFor(table.module?.id ?? null);
      const target = this.saved.pathOf(id);
      if (this.log.archive(target)) {
        moveSeats(seatsFile(this.dataDir), seatsBeside(target), (m) => this.host.warn(m));
        moveFirstGame(firstGameFile(this.dataDir), firstGameBeside(target), (m) => this.host.warn(m));
        this.keepSummary(id, table);
        this.movesCount++;
        this.host.shelved({ putAway: id });
      }
    } catch (e) {
      return fail(`the game log could not be put away: ${fileTrouble(e)}`);
    }
    return { ok: true };
  }

  /** Takes up the saved game `id` as the current game (the table's own game already put away). */
  private takeUp(id: string): { ok: true; table: Table; warnings: string[] } | { ok: false; reason: string } {
    try {
      const { table, warnings } = this.log.adopt(this.saved.pathOf(id), this.registry);
      this.saved.forget(id);
      this.movesCount++;
      this.host.shelved({ takenUp: id });
      moveSeats(seatsBeside(this.saved.pathOf(id)), seatsFile(this.dataDir), (m) => this.host.warn(m));
      moveFirstGame(firstGameBeside(this.saved.pathOf(id)), firstGameFile(this.dataDir), (m) => this.host.warn(m));
      return { ok: true, table, warnings };
    } catch (e) {
      return { ok: false, reason: `resume: the saved game could not be taken up: ${fileTrouble(e)}` };
    }
  }

  /** Deletes the saved game `id` from the shelf for good (a damaged one too). */
  delete(id: string): Result {
    try {
      if (!this.saved.delete(id)) return fail(`deleteSaved: there is no saved game "${id.slice(0, 100)}" (see GET /api/shelf)`);
    } catch (e) {
      return fail(`deleteSaved: the saved game could not be deleted: ${fileTrouble(e)}`);
    }
    this.movesCount++;
    this.host.changed();
    return { ok: true };
  }

  /** The shelf's summary of the game just put away; without it, the shelf makes it once by replaying. */
  private keepSummary(id: string, table: Table): void {
    try {
      this.saved.keep(id, table);
    } catch (e) {
      this.host.warn(`the shelf's summary of the game put away could not be written (${fileTrouble(e)}): it is made again from the log`);
    }
  }
}

/** A choice option as the shelf sends it: its choices and their words copied. */
function choiceInfo(o: Extract<GameOption, { kind: 'choice' }>): GameOptionInfo {
  const { choiceLabels, ...rest } = o;
  return { ...rest, choices: [...o.choices], ...(choiceLabels ? { choiceLabels: [...choiceLabels] } : {}) };
}
