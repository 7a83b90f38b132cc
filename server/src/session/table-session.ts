// One table: a small coordinator of the game (any registered game's rules), its durable input log,
// and the table's capabilities, each switched on by what the game declares: the card reader
// (table-reader.ts), the contest scale (table-weigh-off.ts), the counting scale (cup-count.ts), the
// computer's seats (computer-seats.ts), and the games put away (game-shelf.ts). Every change bumps
// `version` and emits `change`; the hub turns that into `state` messages. Nothing here trusts its
// caller: every method validates and answers with a Result instead of throwing.
import { randomInt } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { awaiting, currentState, decksOf, emptyTable, inputLog, submit, type GameRegistry, type Table } from '../../../games/core/table.ts';
import type { GameDescription, Viewer } from '../../../games/core/types.ts';
import type { Cup, DeviceStatus, ScaleSample, TagEvent } from '../../../firmware-bridge/src/device.ts';
import {
  PROTOCOL_VERSION,
  type ComputerMsg,
  type DeviceInfo,
  type EnrolMsg,
  type Role,
  type SessionState,
  type GameOptionInfo,
  type CountMsg,
  type ShelfReply,
  type SimMsg,
  type TapMsg,
  type WeighMsg,
} from '../protocol.ts';
import type { TableDevice } from '../devices/table-device.ts';
import { VirtualTable } from '../devices/virtual-rig.ts';
import { TableParts } from '../devices/table-parts.ts';
import { DEFAULT_THINK_MS, type ThinkingWorker } from '../computer/thinking-worker.ts';
import { defaultComputer, defaultRegistry } from '../default-games.ts';
import { DeckMaps } from './card-map.ts';
import { ComputerSeats } from './computer-seats.ts';
import { DeckNumbers } from './deck-numbers.ts';
import { SavedGames } from './saved-games.ts';
import { GameLog } from './game-log.ts';
import { GameShelf, seatsFile } from './game-shelf.ts';
import { DataHold } from '../data-hold.ts';
import { logShownTo, logText, tapShownTo, viewShownTo, warningsShownTo, type LogShown } from './viewer-filter.ts';
import type { FileNames } from './file-words.ts';
import { ScaleFeed } from './scale-feed.ts';
import { TableReader } from './table-reader.ts';
import { TableWeighOff, type WeighOffOptions } from './table-weigh-off.ts';
import { CountUnits } from './count-units.ts';
import { counterOptionsFor, gameRecord, TableCount } from './cup-count.ts';
import { type MadeOn, staleProblem } from './made-on.ts';

export type Result = { ok: true } | { ok: false; message: string };
const fail = (message: string): Result => ({ ok: false, message });
const OK: Result = { ok: true };

export interface SessionOptions {
  dataDir: string;
  device: TableDevice;
  /** The games this table referees (default: every registered game, default-games.ts). */
  registry?: GameRegistry;
  /** The computer player, whose worker loads the same registry (default: the default registry's
   * with the default registry, none with another; null: none). The session closes it. */
  computer?: ThinkingWorker | null;
  /** Samples per second to ask of the device (where it can switch), at start and after a reconnect. */
  sampleRate?: 10 | 80;
  /** Time limit and pacing of the weigh-off (tests shorten them). */
  weighOff?: WeighOffOptions;
  /** The computer player's thinking time per move, in ms (tests shorten it; DEFAULT_THINK_MS by default). */
  computerBudgetMs?: number;
  /** Logs to pino (or anything with the same two methods). */
  logger?: { warn(msg: string): void; info(msg: string): void };
}

export interface SessionEvents {
  change: [];
  tap: [TapMsg];
  sample: [ScaleSample];
}

const cupIndex = (side: 'left' | 'right'): Cup => (side === 'left' ? 0 : 1);

export class TableSession extends EventEmitter<SessionEvents> {
  readonly scale = new ScaleFeed();
  readonly virtual: VirtualTable | null;
  private table: Table;
  private readonly log: GameLog;
  readonly saved: SavedGames;
  private readonly games: GameShelf;
  /** The printed numbers a table entered for its decks (H10), used by every later game. */
  readonly numbers: DeckNumbers;
  private readonly registry: GameRegistry;
  private version = 1;
  private readonly warnings: string[];
  private deviceStatus: DeviceStatus;
  private readonly reader: TableReader;
  private readonly weighOff: TableWeighOff;
  /** The counting scale, for a game that counts pieces; its units outlive a game. */
  private readonly counting: TableCount;
  /** The rig's own button, lights and buzzer (johnny-five), when the device has user pins. */
  private readonly parts: TableParts | null;
  /** Changes with every accepted input, new game or resume: the computer's seats answer one position.
   * Starts at a random count, so an input a tablet made before a restart never matches one after it. */
  private positions = randomInt(2 ** 31);
  private readonly computer: ComputerSeats;
  private readonly started = performance.now();
  /** This process's hold on the data directory (one server per directory); close() releases it. */
  dataHold: DataHold | null = null;

  private constructor(
    private readonly opts: SessionOptions,
    opened: { log: GameLog; table: Table; cards: DeckMaps; warnings: string[] },
  ) {
    super();
    this.registry = opts.registry ?? defaultRegistry;
    this.log = opened.log;
    this.table = opened.table;
    this.warnings = opened.warnings;
    this.saved = new SavedGames(join(opts.dataDir, 'games'), this.registry);
    this.games = new GameShelf(opts.dataDir, this.saved, this.log, this.registry, (m) => this.warn(m));
    this.numbers = DeckNumbers.open(join(opts.dataDir, 'cards'), decksOf(this.registry), this.warnings);
    this.virtual = opts.device.rig ? new VirtualTable(opts.device.rig, { cups: opts.device.device.cups, reader: opts.device.device.hasReader }) : null;
    this.deviceStatus = opts.device.device.status();
    this.reader = new TableReader(opened.cards, {
      table: () => this.table,
      input: (raw) => this.input(raw),
      tap: (t) => void this.emit('tap', t),
      changed: () => this.changed(),
      warn: (m) => this.warn(m),
    });
    this.reader.followAwaiting();
    // Only a game that weighs pairwise contests engages the weigh-off.
    const contest = () => (this.description?.scale === 'contest' ? (this.table.module?.contest ?? null) : null);
    this.weighOff = new TableWeighOff(
      {
        contest: () => (this.table.last ? (contest()?.awaited(this.table.last.state) ?? null) : null),
        submitVerdict: (heavier, grams) => {
          const hooks = contest();
          return hooks ? this.commit(hooks.verdict(heavier, grams), {}, 'weigh-off') : fail('this game weighs no contests');
        },
        said: () => contest()?.said(currentState(this.table)) ?? '',
        tieWords: (c) => contest()?.tieWords(currentState(this.table), c) ?? '',
        changed: () => this.changed(),
      },
      { ...opts.weighOff, twoCups: opts.device.device.cups === 2 },
    );
    const d = opts.device.device;
    const units = CountUnits.open(join(opts.dataDir, 'count-units.json'), (m) => {
      this.warnings.push(m);
      opts.logger?.warn(m);
    });
    this.counting = new TableCount(
      {
        ...gameRecord(
          () => this.table,
          (input) => this.input(input),
        ),
        changed: () => (this.description?.scale === 'count' ? this.changed() : undefined),
        learned: (kind, unit) => units.set(kind, unit),
      },
      counterOptionsFor(d.kind === 'mt-sics' || d.kind === 'and' ? 'balance' : 'rig'),
      units.get(),
    );
    this.parts = d.pins
      ? new TableParts(d.pins, {
          allIn: () => this.weigh({ type: 'weigh', action: 'loaded' }),
          undo: async () => this.input({ type: 'undo' }),
          changed: () => this.changed(),
          warn: (m) => opts.logger?.warn(m),
        })
      : null;
    const worker = opts.computer !== undefined ? opts.computer : opts.registry ? null : defaultComputer();
    this.computer = new ComputerSeats(
      {
        current: () => (this.table.module && this.table.last ? { module: this.table.module, state: this.table.last.state, version: this.positions } : null),
        input: (raw) => this.input(raw).ok,
      },
      worker,
      { changed: () => this.changed(), warn: (m) => opts.logger?.warn(m) },
      opts.computerBudgetMs ?? DEFAULT_THINK_MS,
      { path: seatsFile(opts.dataDir), warn: (m) => this.warn(m) },
    );
    this.computer.restore(this.description);
    this.on('change', () => this.parts?.onWeigh(this.weighOff.status));
    // A tap the table took (a reveal, an enrolment, a card picked on the tablet) chirps yes; any other no.
    this.on('tap', (t) => this.parts?.chirp(t.outcome === 'revealed' || t.outcome === 'enrolled' || t.outcome === 'picked' ? 'accepted' : 'refused'));
    d.on('sample', (s) => {
      this.scale.add(s);
      this.weighOff.onSample(s);
      if (this.description?.scale === 'count') this.counting.sample(s);
      this.emit('sample', s);
    });
    d.on('tag', (t) => this.onTag(t));
    d.on('status', (s) => {
      if (s.state === 'connected' && this.deviceStatus.state !== 'connected') void this.applyRate();
      this.deviceStatus = s;
      this.changed();
    });
    d.on('error', (e) => opts.logger?.warn(`device: ${e.message}`));
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
      return await TableSession.openHeld(opts, hold);
    } catch (e) {
      await hold.release();
      throw e;
    }
  }

  private static async openHeld(opts: SessionOptions, hold: DataHold): Promise<TableSession> {
    const registry = opts.registry ?? defaultRegistry;
    const { log, table, warnings } = GameLog.open(join(opts.dataDir, 'game.jsonl'), registry);
    const cards = DeckMaps.open(opts.dataDir, decksOf(registry), warnings, opts.device.rig !== undefined && opts.device.rig !== null);
    for (const w of warnings) opts.logger?.warn(w);
    const session = new TableSession(opts, { log, table, cards, warnings });
    session.dataHold = hold;
    await opts.device.device.start();
    await session.applyRate();
    return session;
  }

  /** Best effort: a device that cannot switch keeps its rate, and the weigh-off copes. */
  private async applyRate(): Promise<void> {
    const d = this.opts.device.device;
    if (!this.opts.sampleRate || !d.setRate) return;
    try {
      await d.setRate(this.opts.sampleRate);
    } catch (e) {
      this.opts.logger?.warn(`the device could not switch to ${this.opts.sampleRate} samples/s: ${(e as Error).message}`);
    }
  }

  async close(): Promise<void> {
    this.weighOff.close();
    await this.computer.close();
    this.parts?.close();
    this.virtual?.close();
    await this.opts.device.close();
    this.log.close();
    await this.dataHold?.release();
  }

  get currentVersion(): number {
    return this.version;
  }

  /** The game position (the state's `position`): what an input's `at` is checked against. */
  get currentPosition(): number {
    return this.positions;
  }

  /** Milliseconds since the session started (the `t` of scale messages). */
  now(): number {
    return performance.now() - this.started;
  }

  /** The description of the game being played, or null before a `start`. */
  get description(): GameDescription | null {
    return this.table.module?.description ?? null;
  }

  state(role: Role): SessionState {
    const d = this.description;
    return {
      protocol: PROTOCOL_VERSION,
      version: this.version,
      role,
      game: d ? { id: d.id, name: d.name, scale: d.scale, deck: d.deck?.id ?? null } : null,
      view: viewShownTo(this.table, role),
      start: (inputLog(this.table)[0] as Record<string, unknown> | undefined) ?? null,
      inputs: inputLog(this.table).length,
      position: this.positions,
      tapFor: this.reader.tapFor,
      device: this.deviceInfo(),
      cards: this.reader.status(),
      weigh: this.weighOff.status,
      ...(d?.scale === 'count' ? { count: this.counting.status() } : {}),
      ...(d?.computer ? { computer: this.computer.status(d)! } : {}),
      warnings: warningsShownTo(this.warnings, this.fileNames),
    };
  }

  /** Every registered game as the shelf shows it, and the games put away (newest first). */
  shelf(): ShelfReply {
    const games = [...this.registry.values()].map(({ description: d }) => ({
      id: d.id,
      name: d.name,
      blurb: d.blurb,
      players: [...d.players],
      deck: d.deck ? { id: d.deck.id, name: d.deck.name, size: d.deck.cards.length } : null,
      scale: d.scale,
      options: d.options.map((o): GameOptionInfo => (o.kind === 'choice' ? { ...o, choices: [...o.choices] } : { ...o })),
      ...(d.computer ? { computer: { seats: [...d.computer.seats], levels: [...d.computer.levels] } } : {}),
    }));
    const decks = this.reader.decks.map((deck) => ({ id: deck.id, name: deck.name, cards: deck.cards.map((id) => ({ id, label: deck.label(id) })) }));
    return { games, decks, saved: this.saved.list() };
  }

  /** A tap event as `viewer` may see it (null: not at all): the table's filter (viewer-filter.ts). */
  tapShownTo(viewer: Viewer, tap: TapMsg): TapMsg | null {
    return tapShownTo(this.table, viewer, tap);
  }

  /** How the server's files are named to the table (warnings never show where they are kept). */
  private get fileNames(): FileNames {
    return {
      dataDir: this.opts.dataDir,
      gameName: (id) => this.registry.get(id)?.description.name,
      gameIds: [...this.registry.keys()],
    };
  }

  /** The game's accepted inputs as a table script, less the reveals still hidden (hidden-inputs.ts). */
  scriptText(): string {
    return logText(this.table);
  }

  /** The log as `viewer` may read it, or why not yet (viewer-filter.ts). */
  logShownTo(viewer: Viewer): LogShown {
    return logShownTo(this.table, viewer);
  }

  /** The card map of `deck` (default: the Cards screen's deck), or null for an unknown deck. */
  cardMap(deck?: string): Record<string, string> | null {
    return this.reader.cardMap(deck);
  }

  /**
   * One table-script input: appended and fsynced before the new state is announced. `made` (a
   * tablet's): refused, nothing changed, when the board has moved on since it was chosen.
   */
  input(raw: unknown, made: MadeOn = {}): Result {
    const r = this.commit(raw, made);
    if (r.ok) this.changed();
    return r;
  }

  /**
   * Takes one input into the game and the log, and lets the capabilities follow it, unannounced:
   * the caller announces (the weigh-off its verdict: once, after its own status moved).
   */
  private commit(raw: unknown, made: MadeOn, from?: 'weigh-off'): Result {
    const stale = staleProblem(made, this.positions, awaiting(this.table));
    if (stale) return fail(stale);
    const outcome = submit(this.registry, this.table, raw);
    if (!outcome.ok) return fail(outcome.reason);
    const isUndo = (raw as { type: unknown }).type === 'undo';
    const last = outcome.table.last;
    try {
      this.log.append(isUndo || !last ? { type: 'undo' } : last.input);
    } catch (e) {
      return fail(`the game log could not be written, nothing changed: ${(e as Error).message}`);
    }
    this.table = outcome.table;
    this.positions++;
    this.reader.followAwaiting();
    if (from !== 'weigh-off') this.weighOff.onGameChange();
    this.computer.poke();
    return OK;
  }

  /** The computer takes a seat of the game at a level, or gives it back to a person. */
  seatComputer(msg: ComputerMsg): Result {
    const r = this.computer.seat(this.description, msg.seat, msg.level);
    if (r.ok) this.changed();
    return r;
  }

  /**
   * Puts the current game away in games/ (never lost: the shelf lists it) and clears the table;
   * with `start`, begins that game. A `start` the game refuses changes nothing at all.
   */
  newGame(start?: unknown, computer: Record<string, string> = {}): Result {
    let game: GameDescription | null = null;
    if (start !== undefined) {
      const check = submit(this.registry, emptyTable, start);
      if (!check.ok) return fail(check.reason);
      game = check.table.module?.description ?? null;
    }
    // The computer's seats are checked before anything is put away, like the start.
    for (const [seat, level] of Object.entries(computer)) {
      const problem = this.computer.problemOf(game, seat, level);
      if (problem) return fail(`newGame: ${problem}`);
    }
    const r = this.putAway();
    if (!r.ok) return r;
    if (start === undefined) return OK;
    for (const [seat, level] of Object.entries(computer)) this.computer.seat(game, seat, level);
    return this.input(start);
  }

  /** Puts the current game away and takes up the saved game `id` where it stopped. */
  resume(id: string): Result {
    const entry = this.saved.entry(id);
    if (!entry) return fail(`resume: there is no saved game "${id.slice(0, 100)}" (see GET /api/shelf)`);
    // Refused before anything moves: the game on the table stays where it is.
    if (entry.damaged) return fail(`resume: the saved game "${id}" is damaged (${entry.damaged}); it can only be deleted`);
    const r = this.putAway({ quiet: true });
    if (!r.ok) return r;
    const taken = this.games.takeUp(id);
    if (!taken.ok) {
      this.changed();
      return taken;
    }
    for (const w of taken.warnings) this.opts.logger?.warn(w);
    this.table = taken.table;
    this.positions++;
    this.computer.restore(this.description);
    this.newTable();
    return OK;
  }

  /** Deletes the saved game `id` from the shelf for good (host only; a damaged one too). */
  deleteSaved(id: string): Result {
    return this.games.delete(id);
  }

  private putAway(opts: { quiet?: boolean } = {}): Result {
    const r = this.games.putAway(this.table);
    if (!r.ok) return r;
    this.table = emptyTable;
    this.positions++;
    this.computer.clear();
    if (!opts.quiet) this.newTable();
    else this.followNewTable();
    return OK;
  }

  /** Another game is on the table (none, or one taken up): every capability starts over with it. */
  private followNewTable(): void {
    this.reader.tapFor = null;
    this.reader.followAwaiting();
    this.weighOff.onGameChange();
    this.counting.onGameChange();
  }

  private newTable(): void {
    this.followNewTable();
    this.changed();
  }

  /** A card on the reader (the device's tag events come here too). */
  onTag(ev: TagEvent): void {
    this.reader.onTag(ev);
  }

  attributeTap(player: string | null): Result {
    return this.reader.attributeTap(player);
  }

  enrol(msg: EnrolMsg): Result {
    return this.reader.enrol(msg);
  }

  importCards(raw: unknown, deckId?: string): Result {
    return this.reader.importCards(raw, deckId);
  }

  sim(msg: SimMsg): Result | Promise<Result> {
    if (!this.virtual) return fail('sim: this table has a real rig, not the simulated one');
    if (msg.action !== 'tap' || msg.card === undefined) return this.virtual.apply(msg, null);
    const deck = this.reader.simDeck(msg);
    return 'ok' in deck ? deck : this.virtual.apply(msg, deck);
  }

  async weigh(msg: WeighMsg): Promise<Result> {
    const d = this.opts.device.device;
    const cup = msg.cup === undefined ? undefined : cupIndex(msg.cup);
    try {
      switch (msg.action) {
        case 'tare':
          // In a contest the controller tares (and checks the cups are empty); otherwise the device does.
          if (cup === undefined && this.weighOff.wantsTare) return this.weighOff.tare();
          await d.tare(cup);
          break;
        case 'calibrate':
          if (cup === undefined || msg.grams === undefined) return fail('weigh calibrate needs "cup" and "grams"');
          await d.calibrate(cup, msg.grams);
          break;
        default:
          return await this.weighOff.action(msg);
      }
    } catch (e) {
      return fail(`weigh ${msg.action}: ${(e as Error).message}`);
    }
    this.changed();
    return OK;
  }

  /** The counting scale: learn a unit, count a cup, hold it against the game's record. */
  count(msg: CountMsg): Result {
    const d = this.description;
    if (d?.scale !== 'count' || !this.table.module?.count)
      return fail(`count: ${d ? `${d.name} does not count pieces on the scale` : 'no game is under way'} (${this.countingGames()} does)`);
    return this.counting.act(msg);
  }

  /** The registered games that count pieces on the scale, for a refusal's words. */
  private countingGames(): string {
    const names = [...this.registry.values()].filter((m) => m.description.scale === 'count').map((m) => m.description.name);
    return names.join(', ') || 'no game here';
  }

  /** The resolver's live lean for `scale` messages. */
  weighLive(): ReturnType<TableWeighOff['live']> {
    return this.weighOff.live();
  }

  private deviceInfo(): DeviceInfo {
    const d = this.opts.device.device;
    const s = this.deviceStatus;
    return {
      kind: d.kind,
      cups: d.cups,
      hasReader: d.hasReader,
      sim: this.virtual !== null,
      state: s.state,
      port: s.port,
      calibrated: s.calibrated,
      ...(s.firmware ? { firmware: s.firmware } : {}),
      ...(s.lastError ? { lastError: s.lastError } : {}),
      ...(this.parts ? { parts: this.parts.status() } : {}),
      counters: { ...s.counters },
    };
  }

  private changed(): void {
    this.version++;
    this.emit('change');
  }
}
