// The rig as a Device: decoded samples become grams through the calibration store, tags become
// tag events, faults become errors in words, and the link's health becomes status. The same
// driver serves the real rig, the emulated firmware and the simulated rig: only the channel differs.
import { EventEmitter } from 'node:events';
import type { Cup, Device, DeviceEvents, DeviceStatus, LinkState } from '../device.ts';
import { type DeviceWords, deviceWords } from '../device-words.ts';
import type { ByteChannel } from '../transport/channel.ts';
import type { RigLink } from '../link/rig-link.ts';
import { linkOverChannel } from '../link/channel-link.ts';
import type { DeviceMessage } from '../protocol/messages.ts';
import { type CalibrationStore, toGrams, uncalibrated, type RigCalibration } from './calibration-store.ts';
import { readCup } from './collect.ts';
import { KNOWN_PROTOCOL, RigPins } from './rig-pins.ts';

export interface RigDeviceOptions {
  kind: 'rig' | 'sim' | 'emulator';
  channel: ByteChannel;
  /** Whose calibration this is, e.g. `sim`, `emulator`, `usb-<serial number>`. */
  identity: string;
  store: CalibrationStore;
  /** Used when nothing is stored (the simulated rig knows its own calibration). */
  defaults?: RigCalibration;
  /** Connected but no line for this long: the rig is reported silent. Heartbeats come every 1 s. */
  silenceMs?: number;
}

const RAW_MIN = -8388608;
const RAW_MAX = 8388607;
const cupName = (ch: string | undefined) => (ch === '0' ? 'left' : ch === '1' ? 'right' : `#${ch}`);

/** A fault the rig reports (ERR `code` `detail`) in words, with its id and values. */
export function rigErrorWords(code: string, detail?: string): DeviceWords {
  const cup = { cup: { code: cupName(detail) } };
  switch (code) {
    case 'HX_TIMEOUT':
      return deviceWords('rig/hx-timeout', `HX711 on the ${cupName(detail)} cup does not answer`, cup);
    case 'HX_SATURATED':
      return deviceWords('rig/hx-saturated', `the ${cupName(detail)} cup's load cell is at its limit (overloaded or miswired)`, cup);
    case 'RFID_ABSENT':
      return deviceWords('rig/rfid-absent', `RFID reader ${detail ?? 0} does not answer`, { reader: { code: detail ?? '0' } });
    case 'CMD_TOO_LONG':
    case 'CMD_CHECKSUM':
    case 'CMD_UNKNOWN':
    case 'CMD_BAD_ARG':
      return deviceWords('rig/bad-command', `the rig could not read a command (${code})`, { code: { code } });
    default:
      return deviceWords('rig/error', `rig error ${code}${detail ? ` ${detail}` : ''}`, { code: { code: `${code}${detail ? ` ${detail}` : ''}` } });
  }
}

export function describeRigError(code: string, detail?: string): string {
  return rigErrorWords(code, detail).text;
}

export class RigDevice extends EventEmitter<DeviceEvents> implements Device {
  readonly kind: 'rig' | 'sim' | 'emulator';
  readonly cups = 2 as const;
  readonly hasReader = true;
  readonly link: RigLink;
  /** The user pins (protocol 2) for buttons, lights and a buzzer. */
  readonly pins: RigPins;
  private readonly channel: ByteChannel;
  private calibration: RigCalibration;
  private firmware: DeviceStatus['firmware'];
  /** The samples/s the rig said last (HELLO, heartbeat), null before it said any. */
  private saidRate: number | null = null;
  private lastError: DeviceWords | undefined;
  private lastLineAt = 0;
  private silent = false;
  private watchdog: NodeJS.Timeout | null = null;

  constructor(private readonly options: RigDeviceOptions) {
    super();
    this.kind = options.kind;
    this.channel = options.channel;
    this.calibration = options.defaults ? structuredClone(options.defaults) : uncalibrated();
    this.link = linkOverChannel(this.channel);
    this.pins = new RigPins(this.link);
    this.link.on('message', (m) => this.onMessage(m));
    this.link.on('reboot', () => this.emitError('REBOOT', undefined, deviceWords('rig/restarted', 'the rig restarted')));
    this.channel.on('data', () => {
      this.lastLineAt = performance.now();
    });
    this.channel.on('state', (s, why, words) =>
      this.onState(s, words ?? (why === undefined ? undefined : deviceWords('link/other', why, { why: { code: why } }))),
    );
  }

  async start(): Promise<void> {
    if (this.watchdog) return; // already started
    const { calibration, problem } = await this.options.store.load(this.options.identity);
    if (calibration) this.calibration = calibration;
    if (problem) this.emitError('CALIBRATION_FILE', undefined, deviceWords('rig/calibration-file', problem, { why: { code: problem } }));
    const silenceMs = this.options.silenceMs ?? 3000;
    this.watchdog = setInterval(() => {
      const silentNow = this.channel.state === 'connected' && performance.now() - this.lastLineAt > silenceMs;
      if (silentNow !== this.silent) {
        this.silent = silentNow;
        if (silentNow)
          this.lastError = deviceWords('rig/silent', `no data from the rig for ${silenceMs / 1000} s`, { seconds: { count: Math.round(silenceMs / 1000) } });
        this.emit('status', this.status());
      }
    }, 250);
    await this.channel.open();
  }

  /** Lets go of the rig's serial port until retakePort() (avrdude flashes it meanwhile): its path, or null when the rig is on none. */
  async releasePort(): Promise<string | null> {
    if (!this.channel.pause) return null;
    await this.channel.pause();
    return this.channel.label;
  }

  retakePort(): void {
    this.channel.resume?.();
  }

  async stop(): Promise<void> {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
    this.link.failPending('device stopped');
    await this.channel.close();
  }

  status(): DeviceStatus {
    const state: LinkState = this.channel.state === 'connected' && this.silent ? 'disconnected' : this.channel.state;
    const s: DeviceStatus = {
      state,
      port: this.channel.label,
      calibrated: [this.isCalibrated(0), this.isCalibrated(1)],
      counters: { ...this.link.counters, reconnects: this.channel.reconnects },
    };
    if (this.firmware) s.firmware = this.firmware;
    if (this.lastError !== undefined) {
      s.lastError = this.lastError.text;
      s.problem = this.lastError;
    }
    return s;
  }

  async tare(cup?: Cup): Promise<void> {
    const cups: Cup[] = cup === undefined ? [0, 1] : [cup];
    const means = await Promise.all(cups.map((c) => readCup(this, c)));
    cups.forEach((c, i) => (this.calibration[c].offset = Math.round(means[i]!)));
    await this.saveCalibration();
  }

  async calibrate(cup: Cup, grams: number): Promise<void> {
    if (!Number.isFinite(grams) || grams <= 0) throw new RangeError(`the known weight must be a positive number of grams, got ${grams}`);
    const offset = this.calibration[cup].offset;
    if (offset === null) throw new Error(`tare the ${cup === 0 ? 'left' : 'right'} cup (empty) before calibrating it`);
    const delta = (await readCup(this, cup)) - offset;
    if (Math.abs(delta) < 20) throw new Error(`the ${cup === 0 ? 'left' : 'right'} cup's reading did not change: is the ${grams} g weight in the cup?`);
    this.calibration[cup].countsPerGram = delta / grams;
    await this.saveCalibration();
  }

  /** The samples/s the rig said last (its HELLO and each heartbeat), null before it said any. */
  rate(): number | null {
    return this.saidRate;
  }

  async setRate(samplesPerSecond: 10 | 80): Promise<void> {
    await this.link.command({ type: 'RATE', rate: samplesPerSecond });
  }

  private isCalibrated(cup: Cup): boolean {
    return this.calibration[cup].offset !== null && this.calibration[cup].countsPerGram !== null;
  }

  private async saveCalibration(): Promise<void> {
    await this.options.store.save(this.options.identity, this.calibration);
    this.emit('status', this.status());
  }

  private onState(state: LinkState, why: DeviceWords | undefined): void {
    if (state === 'connected') {
      this.lastLineAt = performance.now();
      this.silent = false;
      // A port opened on a rig that did not restart sends no HELLO by itself: ask for one.
      this.link.command({ type: 'ID' }).catch((e: Error) => {
        this.lastError = deviceWords('rig/no-hello', `no answer to ID: ${e.message}`, { why: { code: e.message } });
      });
    } else {
      this.link.failPending(why?.text ?? state);
      // The rig plugged back may be another one (firmware 1.0 has no pins): no pin command until its HELLO.
      this.pins.onDisconnect();
      if (why) this.lastError = why;
    }
    this.emit('status', this.status());
  }

  private onMessage(m: DeviceMessage): void {
    if (this.silent) {
      this.silent = false;
      this.emit('status', this.status());
    }
    const t = performance.now();
    switch (m.type) {
      case 'S':
        this.emit('sample', {
          cup: m.ch,
          t,
          deviceT: m.t,
          raw: m.raw,
          grams: toGrams(this.calibration[m.ch], m.raw),
          saturated: m.raw === RAW_MIN || m.raw === RAW_MAX,
        });
        return;
      case 'TAG':
        this.emit('tag', { reader: m.reader, uid: m.uid, present: m.present, t });
        return;
      case 'ERR':
        this.emitError(m.code, m.detail, rigErrorWords(m.code, m.detail));
        return;
      case 'HELLO':
        this.firmware = { proto: m.proto, fw: m.fw, board: m.board, caps: m.caps };
        this.saidRate = m.rate;
        // Protocol 2 is protocol 1 plus the user pins, 3 plus READS: a newer rig is used for what this host knows.
        if (m.proto > KNOWN_PROTOCOL)
          this.emitError(
            'PROTO',
            String(m.proto),
            deviceWords(
              'rig/firmware-newer',
              `the rig's firmware ${m.fw} is newer than this Quartermaster (it speaks protocol ${m.proto}, this Quartermaster ${KNOWN_PROTOCOL}): update Quartermaster; until then the rig is used as protocol ${KNOWN_PROTOCOL}`,
              { firmware: { code: m.fw }, proto: { count: m.proto }, known: { count: KNOWN_PROTOCOL } },
            ),
          );
        else if (m.proto < 1)
          this.emitError(
            'PROTO',
            String(m.proto),
            deviceWords('rig/protocol-unknown', `the rig says it speaks protocol ${m.proto}, which no Quartermaster knows: flash the rig's firmware again`, {
              proto: { code: String(m.proto) },
            }),
          );
        this.pins.onHello(m.proto, m.seq === 0);
        this.emit('status', this.status());
        return;
      case 'PIN':
        this.pins.onPin(m.pin, m.high);
        return;
      case 'HB':
        this.saidRate = m.rate;
        this.emit('status', this.status()); // once a second: counters reach the server
        return;
      default:
        return; // ACK/NAK are the link's
    }
  }

  private emitError(code: string, detail: string | undefined, words: DeviceWords): void {
    this.lastError = words;
    const message = words.text;
    const e = detail === undefined ? { code, message, t: performance.now() } : { code, detail, message, t: performance.now() };
    // An 'error' event nobody listens to would throw: the fault stays visible as status.lastError.
    if (this.listenerCount('error') > 0) this.emit('error', e);
  }
}
