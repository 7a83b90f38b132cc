// One table: the game (any registered game's rules), its durable input log, the games put away,
// the card maps per deck and tap attribution, the device, and the weigh-off (for a game that
// weighs contests). Every change bumps `version` and emits `change`; the hub turns
// that into `state` messages. Nothing here trusts its caller: every method validates and answers
// with a Result instead of throwing.
import { randomInt } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { registry as defaultRegistry } from '../../../games/index.ts';
import { awaiting, decksOf, emptyTable, inputLog, submit, view, type GameRegistry, type Table } from '../../../games/core/table.ts';
import type { DeckDescription, GameDescription, Viewer } from '../../../games/core/types.ts';
import type { Cup, DeviceStatus, ScaleSample, TagEvent } from '../../../firmware-bridge/src/device.ts';
import {
  PROTOCOL_VERSION,
  type ComputerMsg,
  type DeckInfo,
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
import { DEFAULT_BUDGET_MS } from '../../../games/blackbeards-booty/ai/pirate.ts';
import { checkCardMap, DeckMaps, type CardMapStore } from './card-map.ts';
import { ComputerSeats } from './computer-seats.ts';
import { moveSeats, seatsBeside } from './seat-file.ts';
import { DeckNumbers } from './deck-numbers.ts';
import { SavedGames } from './saved-games.ts';
import { nextTapFor, tapTargets } from './tap-attribution.ts';
import { GameLog } from './game-log.ts';
import { DataHold } from '../data-hold.ts';
import { logShownTo, logText, tapShownTo, viewShownTo, warningsShownTo, type LogShown } from './viewer-filter.ts';
import type { FileNames } from './file-words.ts';
import { ScaleFeed } from './scale-feed.ts';
import { TableWeighOff, type WeighOffOptions } from './weigh-off.ts';
import { CountUnits } from './count-units.ts';
import { counterOptionsFor, ledgerCheck, TableCount } from './cup-count.ts';
import { type MadeOn, staleProblem } from './made-on.ts';

export type Result = { ok: true } | { ok: false; message: string };
const fail = (message: string): Result => ({ ok: false, message });
const OK: Result = { ok: true };
/** The current game's computer seats, beside game.jsonl. */
const SEATS_FILE = 'computer-seats.json';

export interface SessionOptions {
  dataDir: string;
  device: TableDevice;
  registry?: GameRegistry;
  /** Samples per second to ask of the device (where it can switch), at start and after a reconnect. */
  sampleRate?: 10 | 80;
  /** Time limit and pacing of the weigh-off (tests shorten them). */
  weighOff?: WeighOffOptions;
  /** The computer player's thinking time per move, in ms (tests shorten it; 1 s by default). */
  computerBudgetMs?: number;
  /** Logs to pino (or anything with the same two methods). */
  logger?: { warn(msg: string): void; info(msg: string): void };
}

export interface SessionEvents {
  change: [];
  tap: [TapMsg];
  sample: [ScaleSample];
  /** The game on the table went to the shelf as the saved game `id` / was taken up from it (the logbook). */
  shelved: [{ putAway: string } | { takenUp: string }];
}

const cupIndex = (side: 'left' | 'right'): Cup => (side === 'left' ? 0 : 1);

export class TableSession extends EventEmitter<SessionEvents> {
  readonly scale = new ScaleFeed();
  readonly virtual: VirtualTable | null;
  private table: Table;
  private readonly log: GameLog;
  private readonly cards: DeckMaps;
  readonly saved: SavedGames;
  /** The printed numbers a table entered for its decks (H10), used by every later game. */
  readonly numbers: DeckNumbers;
  private readonly registry: GameRegistry;
  private tapFor: string | null = null;
  private version = 1;
  private readonly warnings: string[];
  private deviceStatus: DeviceStatus;
  private readonly weighOff: TableWeighOff;
  /** The counting scale, for a game that counts pieces (Plunder!); its units outlive a game. */
  private readonly counting: TableCount;
  /** The rig's own button, lights and buzzer (johnny-five), when the device has user pins. */
  private readonly parts: TableParts | null;
  private inInput = false;
  /** Changes with every accepted input, new game or resume: the computer's seats answer one position.
   * Starts at a random count, so an input a tablet made before a restart never matches one after it. */
  private positions = randomInt(2 ** 31);
  /** Changes whenever the games put away change (a put-away, a resume, a delete): every tablet reads the shelf again. */
  private shelfMoves = 0;
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
    this.cards = opened.cards;
    this.warnings = opened.warnings;
    this.saved = new SavedGames(join(opts.dataDir, 'games'), this.registry);
    this.numbers = DeckNumbers.open(join(opts.dataDir, 'cards'), decksOf(this.registry), this.warnings);
    this.virtual = opts.device.rig ? new VirtualTable(opts.device.rig, { cups: opts.device.device.cups, reader: opts.device.device.hasReader }) : null;
    this.deviceStatus = opts.device.device.status();
    this.followAwaiting();
    this.weighOff = new TableWeighOff(
      {
        // Only a game that weighs pairwise contests engages the weigh-off.
        view: () => (this.description?.scale === 'contest' ? view(this.table) : { game: null, awaiting: null }),
        submitVerdict: (heavier, grams) => this.input(grams ? { type: 'verdict', heavier, grams } : { type: 'verdict', heavier }),
        // Inside an input the session announces once, after everything moved.
        changed: () => (this.inInput ? undefined : this.changed()),
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
        check: (holder, pieces, n) => ledgerCheck(this.table, holder, pieces, n),
        submit: (input) => this.input(input),
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
    this.computer = new ComputerSeats(
      {
        current: () => (this.table.module && this.table.last ? { game: this.table.module.id, state: this.table.last.state, version: this.positions } : null),
        input: (raw) => this.input(raw).ok,
      },
      { changed: () => this.changed(), warn: (m) => opts.logger?.warn(m) },
      opts.computerBudgetMs ?? DEFAULT_BUDGET_MS,
      { path: join(opts.dataDir, SEATS_FILE), warn: (m) => this.warn(m) },
    );
    this.computer.restore(this.description);
    this.on('change', () => this.parts?.onWeigh(this.weighOff.status));
    // A tap the table took (a reveal, an enrolment, a Loot card picked on the tablet) chirps yes; any other no.
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

  /** The table as it stands (immutable): what the logbook looks at after each change. */
  get current(): Table {
    return this.table;
  }

  get dataDir(): string {
    return this.opts.dataDir;
  }

  /** The description of the game being played, or null before a `start`. */
  get description(): GameDescription | null {
    return this.table.module?.description ?? null;
  }

  state(role: Role): SessionState {
    const d = this.description;
    const deck = this.cardsDeck();
    return {
      protocol: PROTOCOL_VERSION,
      version: this.version,
      role,
      game: d ? { id: d.id, name: d.name, scale: d.scale, deck: d.deck?.id ?? null } : null,
      view: viewShownTo(this.table, role),
      start: (inputLog(this.table)[0] as Record<string, unknown> | undefined) ?? null,
      inputs: inputLog(this.table).length,
      position: this.positions,
      shelf: this.shelfMoves,
      tapFor: this.tapFor,
      device: this.deviceInfo(),
      cards: {
        deck: deck?.deck.id ?? null,
        enrolled: deck?.size ?? 0,
        enrolment: deck?.enrolment ?? null,
        decks: this.deckInfos(),
      },
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
    const decks = this.cards.decks.map((deck) => ({ id: deck.id, name: deck.name, cards: deck.cards.map((id) => ({ id, label: deck.label(id) })) }));
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

  private deckInfos(): DeckInfo[] {
    return this.cards.decks.map((deck) => ({ id: deck.id, name: deck.name, size: deck.cards.length, enrolled: this.cards.get(deck.id)?.size ?? 0 }));
  }

  /** The deck the Cards screen is about: the one being enrolled, else the current game's, else the first. */
  private cardsDeck(): CardMapStore | null {
    const current = this.description?.deck;
    return this.cards.enrolling() ?? (current ? this.cards.get(current.id) : null) ?? this.cards.get(this.cards.decks[0]?.id ?? '') ?? null;
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
    const store = deck === undefined ? this.cardsDeck() : this.cards.get(deck);
    return store ? store.toJSON() : null;
  }

  /**
   * One table-script input: appended and fsynced before the new state is announced. `made` (a
   * tablet's): refused, nothing changed, when the board has moved on since it was chosen.
   */
  input(raw: unknown, made: MadeOn = {}): Result {
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
    this.followAwaiting();
    const nested = this.inInput;
    this.inInput = true;
    try {
      this.weighOff.onGameChange();
    } finally {
      this.inInput = nested;
    }
    this.changed();
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
      const problem = ComputerSeats.problem(game, seat, level);
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
    try {
      const { table, warnings } = this.log.adopt(this.saved.pathOf(id), this.registry);
      this.saved.forget(id);
      this.emit('shelved', { takenUp: id });
      this.shelfMoves++;
      for (const w of warnings) this.opts.logger?.warn(w);
      this.table = table;
      this.positions++;
      moveSeats(seatsBeside(this.saved.pathOf(id)), join(this.opts.dataDir, SEATS_FILE), (m) => this.warn(m));
      this.computer.restore(this.description);
    } catch (e) {
      this.changed();
      return fail(`resume: the saved game could not be taken up: ${(e as Error).message}`);
    }
    this.tapFor = null;
    this.followAwaiting();
    this.weighOff.onGameChange();
    this.counting.onGameChange();
    this.changed();
    return OK;
  }

  /** Deletes the saved game `id` from the shelf for good (host only; a damaged one too). */
  deleteSaved(id: string): Result {
    try {
      if (!this.saved.delete(id)) return fail(`deleteSaved: there is no saved game "${id.slice(0, 100)}" (see GET /api/shelf)`);
    } catch (e) {
      return fail(`deleteSaved: the saved game could not be deleted: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    }
    this.shelfMoves++;
    this.changed();
    return OK;
  }

  /** The shelf's summary of the game just put away; without it, the shelf makes it once by replaying. */
  private keepSummary(id: string): void {
    try {
      this.saved.keep(id, this.table);
    } catch (e) {
      this.warn(`the shelf's summary of the game put away could not be written (${(e as Error).message}): it is made again from the log`);
    }
  }

  private putAway(opts: { quiet?: boolean } = {}): Result {
    try {
      const id = this.saved.nameFor(this.table.module?.id ?? null);
      const target = this.saved.pathOf(id);
      // The seats go with the game (a game too short to keep leaves them, and clear() drops them).
      if (this.log.archive(target)) {
        moveSeats(join(this.opts.dataDir, SEATS_FILE), seatsBeside(target), (m) => this.warn(m));
        this.keepSummary(id);
        this.emit('shelved', { putAway: id });
        this.shelfMoves++;
      }
    } catch (e) {
      return fail(`the game log could not be put away: ${(e as Error).message}`);
    }
    this.table = emptyTable;
    this.positions++;
    this.computer.clear();
    this.tapFor = null;
    this.weighOff.onGameChange();
    this.counting.onGameChange();
    if (!opts.quiet) this.changed();
    return OK;
  }

  attributeTap(player: string | null): Result {
    if (player !== null) {
      // A player at the table, or a pile the reveal still waits cards from (The High Seize, H11).
      const piles = tapTargets(awaiting(this.table));
      const participants = [...this.participants(), ...(piles?.field === 'pile' ? piles.names : [])];
      if (!participants.includes(player)) return fail(`attributeTap: "${player}" is not at this table (${participants.join(', ') || 'no game has started'})`);
    }
    this.tapFor = player;
    this.changed();
    return OK;
  }

  enrol(msg: EnrolMsg): Result {
    const store = msg.deck === undefined ? this.cardsDeck() : this.cards.get(msg.deck);
    if (!store)
      return fail(msg.deck === undefined ? 'enrol: no registered game has a deck' : `enrol: unknown deck "${msg.deck}" (known: ${this.knownDecks()})`);
    const deck = store.deck;
    switch (msg.action) {
      case 'start':
        // Nothing to walk through: an open enrolment would only swallow the taps (redo one with `select`).
        if (store.missing().length === 0) return fail(`all ${deck.cards.length} cards are enrolled: pick a card to enrol it again`);
        this.cards.stopAll();
        store.startEnrolment();
        break;
      case 'select': {
        const card = msg.card === undefined ? null : deck.canonical(msg.card);
        if (!card) return fail(`enrol select needs "card", a card of ${deck.name} (e.g. "${deck.cards[0]}")`);
        this.cards.stopAll();
        store.startEnrolment(card);
        break;
      }
      case 'cancel':
        this.cards.stopAll();
        break;
      case 'clear':
        // A full disk: refused, and the map stays as it was in memory and on disk.
        try {
          store.replace(new Map());
        } catch (e) {
          return fail(`enrol clear: ${(e as Error).message}`);
        }
        break;
      case 'import': {
        if (msg.map === undefined) return fail(`enrol import needs "map": {"UID": "card", ...}`);
        const r = this.importCards(msg.map, deck.id);
        if (!r.ok) return r;
        break;
      }
    }
    this.changed();
    return OK;
  }

  importCards(raw: unknown, deckId?: string): Result {
    const store = deckId === undefined ? this.cardsDeck() : this.cards.get(deckId);
    if (!store) return fail(`card map refused: unknown deck "${deckId}" (known: ${this.knownDecks()})`);
    const checked = checkCardMap(raw, store.deck);
    if (!checked.ok) return fail(`card map refused: ${checked.reason}`);
    try {
      store.replace(checked.map);
    } catch (e) {
      return fail(`card map refused: ${(e as Error).message}`);
    }
    this.changed();
    return OK;
  }

  private knownDecks(): string {
    return this.cards.decks.map((d) => d.id).join(', ') || 'none';
  }

  sim(msg: SimMsg): Result | Promise<Result> {
    if (!this.virtual) return fail('sim: this table has a real rig, not the simulated one');
    let deck: DeckDescription | null = null;
    if (msg.action === 'tap' && msg.card !== undefined) {
      deck = msg.deck === undefined ? (this.cardsDeckForSim() ?? null) : (this.cards.get(msg.deck)?.deck ?? null);
      if (!deck)
        return fail(msg.deck === undefined ? 'sim tap: no deck to take the card from' : `sim tap: unknown deck "${msg.deck}" (known: ${this.knownDecks()})`);
    }
    return this.virtual.apply(msg, deck);
  }

  /** The virtual panel's deck: the current game's, else the Cards screen's. */
  private cardsDeckForSim(): DeckDescription | undefined {
    return this.description?.deck ?? this.cardsDeck()?.deck;
  }

  /** A card on the reader: enrolment, or a reveal for the player being asked. */
  onTag(ev: TagEvent): void {
    if (!ev.present) return;
    const uid = ev.uid.toUpperCase();
    const enrolling = this.cards.enrolling();
    if (enrolling) {
      // While enrolling, a tap is never a reveal, even when no card is expected.
      let card: string | null;
      try {
        card = enrolling.enrolTap(uid);
      } catch (e) {
        // A full disk: the map is as it was, and the tap is refused in words (never an uncaught throw).
        return void this.emit('tap', { type: 'tap', uid, card: null, outcome: 'rejected', message: (e as Error).message });
      }
      if (card) {
        // A sticker is one card: enrolled here, it leaves any other deck's map.
        for (const d of this.cards.decks) {
          if (d.id === enrolling.deck.id) continue;
          try {
            this.cards.get(d.id)?.forget(uid);
          } catch (e) {
            this.warn(`${(e as Error).message}: the sticker may still count as a card of ${d.name} too`);
          }
        }
        this.emit('tap', { type: 'tap', uid, card, deck: enrolling.deck.id, outcome: 'enrolled' });
        this.changed();
      } else {
        const message = 'enrolling: no card is expected (pick one to enrol it again, or stop enrolling to play)';
        this.emit('tap', { type: 'tap', uid, card: this.cards.find(uid)?.card ?? null, outcome: 'ignored', message });
      }
      return;
    }
    const found = this.cards.find(uid);
    const gameDeck = this.description?.deck ?? null;
    if (!found) {
      const where = gameDeck ? `enrol it with ${gameDeck.name} on the Cards screen` : 'enrol it on the Cards screen';
      return void this.emit('tap', { type: 'tap', uid, card: null, outcome: 'unknown-card', message: `this card is not enrolled: ${where}` });
    }
    const { card, deck } = found;
    if (gameDeck && deck.id !== gameDeck.id)
      return void this.emit('tap', {
        type: 'tap',
        uid,
        card,
        deck: deck.id,
        outcome: 'wrong-deck',
        message: `${deck.label(card)} is a card of ${deck.name}, not of ${this.description?.name}'s deck (${gameDeck.name})`,
      });
    const a = awaiting(this.table);
    if (a?.type !== 'reveal') {
      // A game played face up takes the tap as the card picked on the tablet (the tablet then asks the rest).
      if (a && this.description?.tapsPick) return void this.emit('tap', { type: 'tap', uid, card, outcome: 'picked' });
      return void this.emit('tap', { type: 'tap', uid, card, outcome: 'ignored', message: 'the game is not waiting for a card' });
    }
    // The game awaits a simultaneous reveal: this card is (or may yet become) one of its hidden
    // cards. Like the state, which shows them only once everyone has revealed, the event names
    // neither the card nor its sticker, to anyone, the host included. The engine's refusals name
    // only public cards (R27: an already revealed one).
    const player = this.tapFor;
    if (!player) return void this.emit('tap', { type: 'tap', outcome: 'no-player', message: 'nobody is being asked to tap: choose whose card it is first' });
    // A pile's cards are turned over face up (The High Seize, H11): its taps may name the card.
    const pile = tapTargets(a)?.field === 'pile';
    const r = this.input(pile ? { type: 'reveal', pile: player, card } : { type: 'reveal', player, card });
    if (r.ok) this.emit('tap', pile ? { type: 'tap', outcome: 'revealed', player, card } : { type: 'tap', outcome: 'revealed', player });
    else this.emit('tap', { type: 'tap', outcome: 'rejected', player, message: r.message });
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

  /** The counting scale (Plunder!): learn a unit, count a cup, hold it against the ledger. */
  count(msg: CountMsg): Result {
    const d = this.description;
    if (d?.scale !== 'count') return fail(`count: ${d ? `${d.name} does not count pieces on the scale` : 'no game is under way'} (Plunder! does)`);
    return this.counting.act(msg);
  }

  /** The resolver's live lean for `scale` messages. */
  weighLive(): ReturnType<TableWeighOff['live']> {
    return this.weighOff.live();
  }

  private participants(): string[] {
    const v = view(this.table) as { participants?: unknown };
    return Array.isArray(v.participants) ? v.participants.filter((p): p is string => typeof p === 'string') : [];
  }

  /** Keeps `tapFor` on someone the game still waits a card from: the tablet asks them in turn. */
  private followAwaiting(): void {
    this.tapFor = nextTapFor(awaiting(this.table), this.participants(), this.tapFor);
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
