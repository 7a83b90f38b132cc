// One table: the game (games/ engine), its durable input log, the card map and tap attribution,
// the device, and the weigh-off. Every change bumps `version` and emits `change`; the hub turns
// that into `state` messages. Nothing here trusts its caller: every method validates and answers
// with a Result instead of throwing.
import { EventEmitter } from 'node:events';
import { join } from 'node:path';
import { registry as defaultRegistry } from '../../../games/index.ts';
import { awaiting, emptyTable, inputLog, submit, view, type GameRegistry, type Table } from '../../../games/core/table.ts';
import type { Cup, DeviceStatus, ScaleSample, TagEvent } from '../../../firmware-bridge/src/device.ts';
import { PROTOCOL_VERSION, type DeviceInfo, type EnrolMsg, type Role, type SessionState, type SimMsg, type TapMsg, type WeighMsg } from '../protocol.ts';
import type { TableDevice } from '../devices/table-device.ts';
import { VirtualTable } from '../devices/virtual-rig.ts';
import { TableParts } from '../devices/table-parts.ts';
import { CardMapStore, checkCardMap, ENROL_ORDER, simUid } from './card-map.ts';
import { nextTapFor } from './tap-attribution.ts';
import { GameLog } from './game-log.ts';
import { publicInputs } from './hidden-inputs.ts';
import { ScaleFeed } from './scale-feed.ts';
import { TableWeighOff, type WeighOffOptions } from './weigh-off.ts';

export type Result = { ok: true } | { ok: false; message: string };
const fail = (message: string): Result => ({ ok: false, message });
const OK: Result = { ok: true };

export interface SessionOptions {
  dataDir: string;
  device: TableDevice;
  registry?: GameRegistry;
  /** Samples per second to ask of the device (where it can switch), at start and after a reconnect. */
  sampleRate?: 10 | 80;
  /** Time limit and pacing of the weigh-off (tests shorten them). */
  weighOff?: WeighOffOptions;
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
  private readonly cards: CardMapStore;
  private readonly registry: GameRegistry;
  private tapFor: string | null = null;
  private version = 1;
  private readonly warnings: string[];
  private deviceStatus: DeviceStatus;
  private readonly weighOff: TableWeighOff;
  /** The rig's own button, lights and buzzer (johnny-five), when the device has user pins. */
  private readonly parts: TableParts | null;
  private inInput = false;
  private readonly started = performance.now();

  private constructor(
    private readonly opts: SessionOptions,
    opened: { log: GameLog; table: Table; cards: CardMapStore; warnings: string[] },
  ) {
    super();
    this.registry = opts.registry ?? defaultRegistry;
    this.log = opened.log;
    this.table = opened.table;
    this.cards = opened.cards;
    this.warnings = opened.warnings;
    this.virtual = opts.device.rig ? new VirtualTable(opts.device.rig, { cups: opts.device.device.cups, reader: opts.device.device.hasReader }) : null;
    this.deviceStatus = opts.device.device.status();
    this.followAwaiting();
    this.weighOff = new TableWeighOff(
      {
        view: () => view(this.table),
        submitVerdict: (heavier, grams) => this.input(grams ? { type: 'verdict', heavier, grams } : { type: 'verdict', heavier }),
        // Inside an input the session announces once, after everything moved.
        changed: () => (this.inInput ? undefined : this.changed()),
      },
      { ...opts.weighOff, twoCups: opts.device.device.cups === 2 },
    );
    const d = opts.device.device;
    this.parts = d.pins
      ? new TableParts(d.pins, {
          allIn: () => this.weigh({ type: 'weigh', action: 'loaded' }),
          undo: async () => this.input({ type: 'undo' }),
          changed: () => this.changed(),
          warn: (m) => opts.logger?.warn(m),
        })
      : null;
    this.on('change', () => this.parts?.onWeigh(this.weighOff.status));
    this.on('tap', (t) => this.parts?.chirp(t.outcome === 'revealed' || t.outcome === 'enrolled' ? 'accepted' : 'refused'));
    d.on('sample', (s) => {
      this.scale.add(s);
      this.weighOff.onSample(s);
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

  /** Opens the data directory: replays the game log, loads the card map, starts the device. */
  static async open(opts: SessionOptions): Promise<TableSession> {
    const registry = opts.registry ?? defaultRegistry;
    const { log, table, warnings } = GameLog.open(join(opts.dataDir, 'game.jsonl'), registry);
    // A simulated rig's virtual cards are known in advance: its map starts enrolled.
    const simMap = opts.device.rig ? new Map(ENROL_ORDER.map((c) => [simUid(c), c])) : undefined;
    const cards = CardMapStore.load(join(opts.dataDir, 'cards.json'), warnings, simMap);
    for (const w of warnings) opts.logger?.warn(w);
    const session = new TableSession(opts, { log, table, cards, warnings });
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
    this.parts?.close();
    this.virtual?.close();
    await this.opts.device.close();
    this.log.close();
  }

  get currentVersion(): number {
    return this.version;
  }

  /** Milliseconds since the session started (the `t` of scale messages). */
  now(): number {
    return performance.now() - this.started;
  }

  state(role: Role): SessionState {
    return {
      protocol: PROTOCOL_VERSION,
      version: this.version,
      role,
      view: view(this.table),
      inputs: inputLog(this.table).length,
      tapFor: this.tapFor,
      device: this.deviceInfo(),
      cards: { enrolled: this.cards.size, enrolment: this.cards.enrolment },
      weigh: this.weighOff.status,
      warnings: this.warnings,
    };
  }

  /** The game's accepted inputs as a table script, less the reveals still hidden (hidden-inputs.ts). */
  scriptText(): string {
    return publicInputs(this.table)
      .map((i) => `${JSON.stringify(i)}\n`)
      .join('');
  }

  cardMap(): Record<string, string> {
    return this.cards.toJSON();
  }

  /** One table-script input: appended and fsynced before the new state is announced. */
  input(raw: unknown): Result {
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
    this.followAwaiting();
    const nested = this.inInput;
    this.inInput = true;
    try {
      this.weighOff.onGameChange();
    } finally {
      this.inInput = nested;
    }
    this.changed();
    return OK;
  }

  newGame(): Result {
    try {
      this.log.archive();
    } catch (e) {
      return fail(`the game log could not be put away: ${(e as Error).message}`);
    }
    this.table = emptyTable;
    this.tapFor = null;
    this.weighOff.onGameChange();
    this.changed();
    return OK;
  }

  attributeTap(player: string | null): Result {
    if (player !== null) {
      const participants = this.participants();
      if (!participants.includes(player)) return fail(`attributeTap: "${player}" is not at this table (${participants.join(', ') || 'no game has started'})`);
    }
    this.tapFor = player;
    this.changed();
    return OK;
  }

  enrol(msg: EnrolMsg): Result {
    const r = this.cards.apply(msg);
    if (r.ok) this.changed();
    return r;
  }

  importCards(raw: unknown): Result {
    const checked = checkCardMap(raw);
    if (!checked.ok) return fail(`card map refused: ${checked.reason}`);
    this.cards.replace(checked.map);
    this.changed();
    return OK;
  }

  sim(msg: SimMsg): Result {
    return this.virtual ? this.virtual.apply(msg) : fail('sim: this table has a real rig, not the simulated one');
  }

  /** A card on the reader: enrolment, or a reveal for the player being asked. */
  onTag(ev: TagEvent): void {
    if (!ev.present) return;
    const uid = ev.uid.toUpperCase();
    if (this.cards.enrolment) {
      // While enrolling, a tap is never a reveal, even when no card is expected.
      const card = this.cards.enrolTap(uid);
      if (card) {
        this.emit('tap', { type: 'tap', uid, card, outcome: 'enrolled' });
        this.changed();
      } else {
        const message = 'enrolling: no card is expected (pick one to enrol it again, or stop enrolling to play)';
        this.emit('tap', { type: 'tap', uid, card: this.cards.cardOf(uid), outcome: 'ignored', message });
      }
      return;
    }
    const card = this.cards.cardOf(uid);
    if (!card) return void this.emit('tap', { type: 'tap', uid, card: null, outcome: 'unknown-card', message: 'this card is not enrolled: enrol it first' });
    const a = awaiting(this.table);
    if (a?.type !== 'reveal') return void this.emit('tap', { type: 'tap', uid, card, outcome: 'ignored', message: 'the game is not waiting for a card' });
    // The game awaits a simultaneous reveal: this card is (or may yet become) one of its hidden
    // cards. Like the state, which shows them only once everyone has revealed, the event names
    // neither the card nor its sticker, to anyone, the host included. The engine's refusals name
    // only public cards (R27: an already revealed one).
    const player = this.tapFor;
    if (!player) return void this.emit('tap', { type: 'tap', outcome: 'no-player', message: 'nobody is being asked to tap: choose whose card it is first' });
    const r = this.input({ type: 'reveal', player, card });
    if (r.ok) this.emit('tap', { type: 'tap', outcome: 'revealed', player });
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
