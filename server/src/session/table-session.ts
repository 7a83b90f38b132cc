// One table: a small coordinator of the game and its input log (log/), and of the capabilities, each
// switched on by what the game declares, in rooms: the card reader (reader/), the contest and the
// counting scale (scales/), the games put away and first games (shelf/), the computer's seats, and the
// rig (rig/). Each asks of the table only what capability.ts says and is told of every input and new
// game in turn; the hub and the API reach one through its part (`reader`, `scales`, `games`, `rig`).
// Every change bumps `version` and emits `change` (the hub sends `state`). Nothing here trusts its
// caller: every method validates and answers with a Result, never throws.
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { decksOf, type GameRegistry, type Table, VIEWERS } from '../../../games/core/table.ts';
import type { GameDescription } from '../../../games/core/types.ts';
import { PROTOCOL_VERSION, type ComputerMsg, type Role, type SessionState, type ShelfReply, type SimMsg } from '#protocol';
import { DEFAULT_THINK_MS } from '../computer/thinking-worker.ts';
import { DeckMaps } from './reader/card-map.ts';
import { DeviceWatch } from './rig/device-watch.ts';
import { ComputerSeats } from './computer-seats.ts';
import { DeckNumbers } from './reader/deck-numbers.ts';
import { SavedGames } from './shelf/saved-games.ts';
import { GameLog } from './log/game-log.ts';
import { GameShelf, seatsFile } from './shelf/game-shelf.ts';
import { DataHold } from '../data-lock/hold.ts';
import { warningsShownTo } from './viewer-filter.ts';
import { fileNamesOf } from './table-file-names.ts';
import { ScaleFeed } from './scales/scale-feed.ts';
import { TableReader } from './reader/table-reader.ts';
import { TableScales } from './scales/table-scales.ts';
import type { MadeOn } from './log/input-stamp.ts';
import { TableGame } from './log/table-game.ts';
import type { SessionEvents, SessionOptions } from './session-options.ts';
import { TableRig } from './rig/table-rig.ts';
import type { FirstGames } from './shelf/first-games.ts';
import { firstGamesOf } from './shelf/first-games-table.ts';
import { firstGameFile } from './shelf/first-game-file.ts';
import { LessonGate } from './lesson-gate.ts';
import type { Capability, TableHost } from './capability.ts';
import { OK, type Result } from './result.ts';

export type { Result } from './result.ts';
export type { SessionEvents, SessionOptions } from './session-options.ts';

export class TableSession extends EventEmitter<SessionEvents> {
  readonly scale = new ScaleFeed();
  /** The game on the table and its input log (table-game.ts). */
  private readonly game: TableGame;
  readonly saved: SavedGames;
  /** The games put away: a new game, one taken up, one deleted (game-shelf.ts). */
  readonly games: GameShelf;
  /** The printed numbers a table entered for its decks (H10), used by every later game. */
  readonly numbers: DeckNumbers;
  private readonly registry: GameRegistry;
  private version = 1;
  private readonly warnings: string[];
  private readonly device: DeviceWatch;
  /** The card reader: taps, enrolment, the decks' card maps (table-reader.ts). */
  readonly reader: TableReader;
  /** The scale: the weigh-off, the counting scale, tare and calibration (table-scales.ts). */
  readonly scales: TableScales;
  private readonly computer: ComputerSeats;
  /** A teaching tablet's lesson holds the computer's answer until it is read (lesson-gate.ts). */
  readonly lessons = new LessonGate(() => this.computer.poke());
  private readonly started = performance.now();
  /** This process's hold on the data directory (one server per directory); close() releases it. */
  dataHold: DataHold | null = null;
  /** Who the rig answers (the table, or the rig check it is lent to), its button, lights and buzzer (table-rig.ts). */
  readonly rig: TableRig;
  readonly firstGames: FirstGames; // a first game for a new table: guided, or a scripted round (first-games.ts)
  /** What follows each input and each new game, in this order. */
  private readonly capabilities: readonly Capability[];
  viewers: () => readonly Role[] = () => VIEWERS; // who reads a new position at once (the hub's tablets): worked out as it is taken

  private constructor(
    private readonly opts: SessionOptions,
    opened: { log: GameLog; table: Table; cards: DeckMaps; warnings: string[] },
  ) {
    super();
    this.registry = opts.registry;
    this.game = new TableGame(opened.table, opened.log, this.registry);
    this.warnings = opened.warnings;
    this.saved = new SavedGames(join(opts.dataDir, 'games'), this.registry);
    // What every capability needs of the table: the game on it, a way in for inputs, and a voice.
    const host: TableHost = { table: () => this.game.current, input: (raw) => this.input(raw), changed: () => this.changed(), warn: (m) => this.warn(m) };
    this.games = new GameShelf(opts.dataDir, this.saved, opened.log, this.registry, {
      ...host,
      takeUp: (table, announce) => this.takeUp(table, announce),
      computer: () => this.computer,
      logWarn: (m) => opts.logger?.warn(m),
      shelved: (ev) => void this.emit('shelved', ev),
    });
    this.numbers = DeckNumbers.open(join(opts.dataDir, 'cards'), decksOf(this.registry), this.warnings);
    this.device = new DeviceWatch(opts.device.device, opts, (what) => this.changed(what));
    this.reader = new TableReader(opened.cards, { ...host, tap: (t) => void this.emit('tap', t) });
    const d = opts.device.device;
    this.scales = new TableScales({ ...host, verdict: (raw) => this.commit(raw, {}, this.scales) }, d, this.registry, opts);
    this.rig = new TableRig(this.scales, this.device, opts.device, {
      input: (raw) => this.input(raw),
      changed: () => this.changed(),
      sample: (s) => {
        this.scale.add(s);
        this.scales.sample(s);
        this.emit('sample', s);
      },
      tag: (t) => this.reader.onTag(t),
      logWarn: (m) => opts.logger?.warn(m),
    });
    this.computer = new ComputerSeats(
      {
        current: () => this.game.playing(),
        input: (raw) => this.input(raw).ok,
        mayAnswer: (position) => this.lessons.mayAnswer(position),
      },
      opts.computer ?? null,
      { changed: () => this.changed(), warn: (m) => opts.logger?.warn(m) },
      opts.computerBudgetMs ?? DEFAULT_THINK_MS,
      { path: seatsFile(opts.dataDir), warn: (m) => this.warn(m) },
    );
    this.computer.restore(this.description);
    this.firstGames = firstGamesOf(this, host, this.registry, { path: firstGameFile(opts.dataDir), warn: (m) => this.warn(m) }, opts.firstRoundPace);
    this.capabilities = [this.reader, this.scales, this.computer, this.firstGames];
    this.on('change', () => this.rig.afterChange());
    this.on('tap', (t) => this.rig.afterTap(t));
  }

  /** A problem with the data directory that the table should see (and the log keeps). */
  private warn(message: string): void {
    this.warnings.push(message);
    this.opts.logger?.warn(message);
  }

  /** Opens the data directory: replays the game log, loads the card map, starts the device. */
  static async open(opts: SessionOptions): Promise<TableSession> {
    // One server per data directory: held before the log is opened (refused if another holds it).
    const hold = await DataHold.take(opts.dataDir);
    try {
      const { log, table, warnings } = GameLog.open(join(opts.dataDir, 'game.jsonl'), opts.registry, opts.fileOps);
      const cards = DeckMaps.open(opts.dataDir, decksOf(opts.registry), warnings, opts.device.rig !== undefined && opts.device.rig !== null);
      for (const w of warnings) opts.logger?.warn(w);
      const session = new TableSession(opts, { log, table, cards, warnings });
      session.dataHold = hold;
      await opts.device.device.start();
      await session.device.applyRate();
      return session;
    } catch (e) {
      await hold.release();
      throw e;
    }
  }

  async close(): Promise<void> {
    this.scales.close();
    await this.computer.close();
    this.rig.close();
    await this.opts.device.close();
    this.game.log.close();
    await this.dataHold?.release();
  }

  get currentVersion(): number {
    return this.version;
  }

  /** The game position (the state's `position`): what an input's `at` is checked against. */
  get currentPosition(): number {
    return this.game.position;
  }

  /** Milliseconds since the session started (the `t` of scale messages). */
  now(): number {
    return performance.now() - this.started;
  }

  /** The table as it stands (immutable): what the logbook looks at after each change. */
  get current(): Table {
    return this.game.current;
  }

  get dataDir(): string {
    return this.opts.dataDir;
  }

  /** The description of the game being played, or null before a `start`. */
  get description(): GameDescription | null {
    return this.game.description;
  }

  state(role: Role): SessionState {
    const d = this.description;
    return {
      protocol: PROTOCOL_VERSION,
      version: this.version,
      role,
      ...this.game.shown(role),
      shelf: this.games.moves,
      tapFor: this.reader.tapFor,
      device: this.rig.info(),
      cards: this.reader.status(),
      weigh: this.scales.weighStatus,
      ...(d?.scale === 'count' ? { count: this.scales.countStatus()! } : {}),
      ...(d?.computer ? { computer: this.computer.status(d)! } : {}),
      ...(this.firstGames.status() ? { firstGame: this.firstGames.status()! } : {}),
      ...warningsShownTo(this.warnings, fileNamesOf(this.opts.dataDir, this.registry)),
    };
  }

  /** Every registered game as the shelf shows it, and the games put away (newest first). */
  shelf(): ShelfReply {
    return this.games.reply(this.reader.decks);
  }

  /** One table-script input: appended and fsynced before the new state is announced. `made` (a tablet's):
   * refused, nothing changed, when the board has moved on since it was chosen. */
  input(raw: unknown, made: MadeOn = {}): Result {
    // A double tap: the tablet's own step is already taken, so its second press changes nothing.
    if (this.game.isRepeat(raw, made)) return OK;
    const r = this.commit(raw, made);
    if (r.ok) this.changed();
    return r;
  }

  /** Takes one input into the game and the log, and lets the capabilities follow it (but `from`, the one that
   * took it itself), unannounced: the caller announces (the weigh-off once). */
  private commit(raw: unknown, made: MadeOn, from?: Capability): Result {
    const r = this.game.take(raw, made, this.viewers());
    if (!r.ok) return r;
    for (const c of this.capabilities) if (c !== from) c.afterInput?.();
    return OK;
  }

  /** The computer takes a seat of the game at a level, or gives it back to a person. */
  seatComputer(msg: ComputerMsg): Result {
    const r = this.computer.seat(this.description, msg.seat, msg.level);
    if (r.ok) this.changed();
    return r;
  }

  /** Another game on the table (none, or one taken up): a new position, every capability starts over. */
  private takeUp(table: Table, announce: boolean): void {
    this.game.takeUp(table);
    for (const c of this.capabilities) c.afterNewGame?.();
    if (announce) this.changed();
  }

  sim(msg: SimMsg): Result | Promise<Result> {
    return this.rig.sim(msg, this.reader);
  }

  private changed(what: 'change' | 'counters' = 'change'): void {
    if (what === 'change') this.version++; // the rig's counters alone are no new version (hub.ts sends them to who watches)
    this.emit(what);
  }
}
