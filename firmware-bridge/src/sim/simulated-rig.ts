// The simulated rig: two load cells and an RFID reader behind a serial Duplex that speaks exactly
// hardware/PROTOCOL.md, the default device of `npm start`. Its clock is either paced to the wall
// clock (optionally sped up) or advanced by hand (`clock: 'manual'`, for fast deterministic tests).
import { Duplex } from 'node:stream';
import type { PinOutput, RigControl } from '../rig-control.ts';
import { SimUserPins } from './user-pins.ts';
import { crcHex } from '../protocol/crc8.ts';
import { parseCommandLine, type Command, type CommandError } from '../protocol/commands.ts';
import { CommandReader } from './command-reader.ts';
import { LoadCellNoise } from './noise.ts';

export interface SimRigOptions {
  /** 'wall' (default): runs by itself in real time × speed. 'manual': only advance() moves time. */
  clock?: 'wall' | 'manual';
  speed?: number;
  seed?: number;
  /** Realistic load-cell noise (default on); off gives exact counts, for conformance. */
  noise?: boolean;
  readers?: 1 | 2;
  fw?: string;
  board?: string;
  calibration?: { offset: [number, number]; countsPerGram: [number, number] };
  /**
   * Rig milliseconds from power-on to the HELLO (a real board's bootloader waits about a second
   * before the sketch runs). Default 0; the pty conformance suite uses 1000 so that the host has
   * reopened the port before the HELLO, as with a real board.
   */
  bootMs?: number;
  /** The protocol the simulated firmware speaks: 3 (default: user pins and READS), 2 (firmware
   * 1.1, no READS), 1 (firmware 1.0, no pins), or a higher number for a firmware newer than this
   * host (it has what 3 has). */
  proto?: number;
  /** The load cells' warm-up drift after power-on (~1.8 g over 2 minutes, sim/noise.ts); default off. */
  warmUp?: boolean;
}

const RAW_MIN = -8388608;
const RAW_MAX = 8388607;
const TAG_POLL_MS = 50;
/** The user pins are read this often (the firmware reads them every pass of its loop): a level
 * must hold for the 20 ms debounce, not from one reader poll to the next. */
const PIN_POLL_MS = 5;
const UID = /^(?:[0-9A-F]{8}|[0-9A-F]{14})$/;

type Channel = 0 | 1;

export class SimRig implements RigControl {
  readonly serial: Duplex;
  readonly calibration: { offset: [number, number]; countsPerGram: [number, number] };
  private readonly fw: string;
  private readonly board: string;
  private readonly readers: 1 | 2;
  private readonly bootMs: number;
  private readonly proto: number;
  private cardPolls: [{ reads: number; misses: number }, { reads: number; misses: number }] = [
    { reads: 0, misses: 0 },
    { reads: 0, misses: 0 },
  ];
  private running = false;
  private readonly noiseModel: [LoadCellNoise, LoadCellNoise];
  private noise: boolean;
  private readonly commands = new CommandReader();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  // Physical world: survives unplugging.
  private readonly base: [number, number] = [0, 0]; // counts without noise
  private readonly pieceList: [number[], number[]] = [[], []];
  private readonly present: [boolean, boolean] = [true, true];
  private readonly onReader: [string | null, string | null] = [null, null];
  private later: { at: number; run: () => void }[] = [];

  // Firmware state: reset by a reboot (plug()).
  private isPlugged = true;
  private t = 0;
  private seq = 0;
  private rate: 10 | 80 = 10;
  private streaming = true;
  private nextSample = 0;
  private nextHb = 1000;
  private nextPoll = TAG_POLL_MS;
  private nextPinPoll = PIN_POLL_MS;
  private readonly lastConversion: [number, number] = [0, 0];
  private readonly lastTimeoutErr: [number, number] = [-Infinity, -Infinity];
  private readonly saturated: [boolean, boolean] = [false, false];
  private readonly reported: [string | null, string | null] = [null, null];
  private readonly userPins = new SimUserPins();

  constructor(options: SimRigOptions = {}) {
    this.proto = options.proto ?? 3;
    this.fw = options.fw ?? (this.proto === 1 ? '1.0.0' : this.proto === 2 ? '1.1.0' : `1.${this.proto - 1}.0`);
    this.board = options.board ?? 'sim';
    this.readers = options.readers ?? 1;
    this.bootMs = options.bootMs ?? 0;
    this.noise = options.noise ?? true;
    const seed = options.seed ?? 1;
    const warmUp = options.warmUp ?? false;
    this.noiseModel = [new LoadCellNoise(seed * 2 + 1, { warmUp }), new LoadCellNoise(seed * 2 + 2, { warmUp })];
    const cal = options.calibration ?? { offset: [8423, -12040], countsPerGram: [420.4, 415.9] };
    this.calibration = { offset: [...cal.offset], countsPerGram: [...cal.countsPerGram] };
    this.base = [this.calibration.offset[0], this.calibration.offset[1]];
    this.serial = new Duplex({
      read() {},
      write: (chunk: Buffer, _enc, done) => {
        if (this.isPlugged && this.running && !this.closed) for (const c of this.commands.push(chunk)) this.onCommandChunk(c);
        done();
      },
    });
    this.boot();
    if ((options.clock ?? 'wall') === 'wall') {
      const speed = options.speed ?? 1;
      let last = performance.now();
      this.timer = setInterval(() => {
        const now = performance.now();
        this.advance((now - last) * speed);
        last = now;
      }, 10);
    }
  }

  /** Milliseconds since the rig's last boot. */
  get time(): number {
    return this.t;
  }
  get plugged(): boolean {
    return this.isPlugged;
  }

  /** Moves the rig's clock forward, sending every line that falls due on the way. */
  advance(ms: number): void {
    const target = this.t + ms;
    for (;;) {
      // No pin to watch: the next poll stays one period ahead, so a pin set up later is debounced
      // from then on, as the firmware's loop would.
      const watching = this.userPins.watching();
      if (!watching) this.nextPinPoll = this.t + PIN_POLL_MS;
      const due = Math.min(this.nextSample, this.nextHb, this.nextPoll, watching ? this.nextPinPoll : Infinity, ...this.later.map((l) => l.at));
      if (due > target) break;
      this.t = due;
      const ready = this.later.filter((l) => l.at <= due);
      if (ready.length > 0) {
        this.later = this.later.filter((l) => l.at > due);
        for (const l of ready) l.run();
      } else if (watching && due === this.nextPinPoll) {
        this.nextPinPoll += PIN_POLL_MS;
        for (const c of this.userPins.poll(this.t)) this.send('PIN', this.millis(), c.pin, c.high ? 1 : 0);
      } else if (due === this.nextPoll) {
        this.nextPoll += TAG_POLL_MS;
        this.pollReaders();
      } else if (due === this.nextHb) {
        this.nextHb += 1000;
        this.send('HB', this.millis(), this.streaming ? 1 : 0, this.rate);
        if (this.proto >= 3) this.sendReadCounts();
      } else {
        this.nextSample += 1000 / this.rate;
        this.convert(0);
        this.convert(1);
      }
    }
    this.t = target;
  }

  // --- RigControl -------------------------------------------------------------------------------

  setRaw(channel: Channel, counts: number): void {
    this.pieceList[channel] = [];
    this.base[channel] = Math.round(counts);
  }
  setGrams(channel: Channel, grams: number): void {
    const counts = this.calibration.offset[channel] + grams * this.calibration.countsPerGram[channel];
    this.noiseModel[channel].kick((counts - this.base[channel]) / this.calibration.countsPerGram[channel]);
    this.base[channel] = counts;
  }
  setNoise(enabled: boolean): void {
    this.noise = enabled;
  }
  setChannelPresent(channel: Channel, present: boolean): void {
    if (present && !this.present[channel]) this.lastConversion[channel] = this.t;
    this.present[channel] = present;
  }
  placeTag(reader: Channel, uid: string): void {
    if (reader >= this.readers) throw new RangeError(`the simulated rig has no reader ${reader}`);
    if (!UID.test(uid)) throw new RangeError(`a tag UID is 8 or 14 upper-case hex digits, got '${uid}'`);
    this.onReader[reader] = uid;
  }
  removeTag(reader: Channel): void {
    this.onReader[reader] = null;
  }
  /** Also emits 'unplug' on `serial`, so an in-process channel reports it at once. */
  unplug(): void {
    if (!this.isPlugged) return;
    this.isPlugged = false;
    this.serial.emit('unplug');
  }
  plug(): void {
    if (this.isPlugged) return;
    this.isPlugged = true;
    this.serial.emit('plug');
    this.boot();
  }
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.serial.push(null);
  }

  // --- conveniences for the tablet's virtual-rig panel ------------------------------------------

  /** Puts a piece of booty of `grams` into a cup. */
  addPiece(cup: Channel, grams: number): void {
    if (!Number.isFinite(grams) || grams <= 0) throw new RangeError(`a piece weighs a positive number of grams, got ${grams}`);
    this.pieceList[cup].push(grams);
    this.setGrams(cup, this.load(cup));
  }
  /** Takes a piece of `grams` (the closest in weight) out of a cup; false when the cup is empty. */
  removePiece(cup: Channel, grams: number): boolean {
    const list = this.pieceList[cup];
    if (list.length === 0) return false;
    let best = 0;
    list.forEach((g, i) => {
      if (Math.abs(g - grams) < Math.abs(list[best]! - grams)) best = i;
    });
    list.splice(best, 1);
    this.setGrams(cup, this.load(cup));
    return true;
  }
  /** Empties a cup. */
  clearCup(cup: Channel): void {
    this.pieceList[cup] = [];
    this.setGrams(cup, 0);
  }
  pieces(cup: Channel): readonly number[] {
    return [...this.pieceList[cup]];
  }
  /** Places a card on a reader and takes it off `holdMs` of rig time later. */
  tapCard(reader: Channel, uid: string, holdMs = 300): void {
    this.placeTag(reader, uid);
    this.later.push({ at: this.t + holdMs, run: () => this.onReader[reader] === uid && this.removeTag(reader) });
  }

  /** A button (or anything) wired to a user pin drives it; null lets it float. */
  driveInput(pin: number, high: boolean | null): void {
    this.userPins.drive(pin, high);
  }
  pinOutputs(): Map<number, PinOutput> {
    return this.userPins.outputs();
  }

  // --- firmware ---------------------------------------------------------------------------------

  private load(cup: Channel): number {
    return this.pieceList[cup].reduce((a, b) => a + b, 0);
  }

  private millis(): number {
    return Math.floor(this.t) >>> 0;
  }

  private boot(): void {
    const b = this.bootMs;
    this.t = 0;
    this.seq = 0;
    this.rate = 10;
    this.streaming = true;
    this.running = b === 0;
    this.nextSample = b + 1000 / this.rate;
    this.nextHb = b + 1000;
    this.nextPoll = b + TAG_POLL_MS;
    this.nextPinPoll = b + PIN_POLL_MS;
    this.lastConversion[0] = this.lastConversion[1] = b;
    this.lastTimeoutErr[0] = this.lastTimeoutErr[1] = -Infinity;
    this.saturated[0] = this.saturated[1] = false;
    this.reported[0] = this.reported[1] = null;
    this.userPins.reset();
    this.later = this.later.map((l) => ({ at: 0, run: l.run })); // pending card removals happen at once
    if (b === 0) this.sendHello();
    else
      this.later.push({
        at: b,
        run: () => {
          this.running = true;
          this.sendHello();
        },
      });
  }

  private sendHello(): void {
    const caps = ['scale2', 'rfid', ...(this.readers === 2 ? ['rfid2'] : []), 'rate'];
    this.send('HELLO', `proto=${this.proto}`, `fw=${this.fw}`, `board=${this.board}`, `caps=${caps.join(',')}`, `rate=${this.rate}`);
  }

  private send(type: string, ...fields: (string | number)[]): void {
    if (!this.isPlugged || this.closed) return;
    const body = [type, this.seq, ...fields].join(' ');
    this.seq = (this.seq + 1) & 0xffff;
    this.serial.push(`${body}*${crcHex(body)}\r\n`);
  }

  private convert(ch: Channel): void {
    const period = 1000 / this.rate;
    if (!this.present[ch]) {
      // A missing HX711 never signals ready: report it after 4 periods, then at most once a second.
      if (this.t - this.lastConversion[ch] >= 4 * period && this.t - this.lastTimeoutErr[ch] >= 1000) {
        this.lastTimeoutErr[ch] = this.t;
        this.send('ERR', this.millis(), 'HX_TIMEOUT', ch);
      }
      return;
    }
    const dt = this.t - this.lastConversion[ch];
    this.lastConversion[ch] = this.t;
    const noiseGrams = this.noise ? this.noiseModel[ch].next(dt, this.rate) : 0;
    const raw = Math.min(RAW_MAX, Math.max(RAW_MIN, Math.round(this.base[ch] + noiseGrams * this.calibration.countsPerGram[ch])));
    // Like the firmware, the HX711 keeps converting while streaming is stopped: only S lines stop.
    if (this.streaming) this.send('S', this.millis(), ch, raw);
    const atExtreme = raw === RAW_MIN || raw === RAW_MAX;
    if (atExtreme && !this.saturated[ch]) this.send('ERR', this.millis(), 'HX_SATURATED', ch);
    this.saturated[ch] = atExtreme;
  }

  /** Protocol 3, as the firmware: each poll while a card lay on a reader, once a second. */
  private sendReadCounts(): void {
    for (const r of [0, 1] as const) {
      const { reads, misses } = this.cardPolls[r];
      if (reads + misses > 0) this.send('READS', this.millis(), r, reads, misses);
      this.cardPolls[r] = { reads: 0, misses: 0 };
    }
  }

  private pollReaders(): void {
    for (const r of [0, 1] as const) {
      const now = this.onReader[r];
      const was = this.reported[r];
      if (now !== null) this.cardPolls[r].reads++;
      else if (was !== null) this.cardPolls[r].misses++;
      if (now === was) continue;
      if (was !== null) this.send('TAG', this.millis(), r, 'OFF', was);
      if (now !== null) this.send('TAG', this.millis(), r, 'ON', now);
      this.reported[r] = now;
    }
  }

  private onCommandChunk(chunk: { line: string } | { tooLong: true }): void {
    if ('tooLong' in chunk) return this.refuse('CMD_TOO_LONG');
    const parsed = parseCommandLine(chunk.line);
    if (!parsed.ok) return this.refuse(parsed.error, parsed.id);
    this.execute(parsed.command);
  }

  private refuse(code: CommandError, id?: number): void {
    if (id === undefined) this.send('ERR', this.millis(), code);
    else this.send('NAK', id, code);
  }

  private execute(cmd: Command): void {
    switch (cmd.type) {
      case 'PING':
        return this.send('ACK', cmd.id);
      case 'ID':
        this.sendHello();
        return this.send('ACK', cmd.id);
      case 'RATE':
        this.rate = cmd.rate;
        this.nextSample = this.t + 1000 / this.rate;
        return this.send('ACK', cmd.id, cmd.rate);
      case 'START':
        this.streaming = true;
        return this.send('ACK', cmd.id);
      case 'STOP':
        this.streaming = false;
        return this.send('ACK', cmd.id);
      case 'MODE':
      case 'DW':
      case 'PWM':
      case 'TONE':
        if (this.proto < 2) return this.send('NAK', cmd.id, 'CMD_UNKNOWN');
        return this.executePin(cmd);
    }
  }

  private executePin(cmd: Extract<Command, { type: 'MODE' | 'DW' | 'PWM' | 'TONE' }>): void {
    switch (cmd.type) {
      case 'MODE':
        if (!this.userPins.setMode(cmd.pin, cmd.mode, this.t)) return this.send('NAK', cmd.id, 'CMD_BAD_ARG');
        // An input's ACK carries its level, as the firmware's does.
        return cmd.mode === 'IN' || cmd.mode === 'PULLUP' ? this.send('ACK', cmd.id, this.userPins.level(cmd.pin)) : this.send('ACK', cmd.id);
      case 'DW':
        return this.userPins.write(cmd.pin, cmd.value) ? this.send('ACK', cmd.id) : this.send('NAK', cmd.id, 'CMD_BAD_ARG');
      case 'PWM':
        return this.userPins.pwm(cmd.pin, cmd.value) ? this.send('ACK', cmd.id) : this.send('NAK', cmd.id, 'CMD_BAD_ARG');
      case 'TONE':
        return this.userPins.tone(cmd.pin, cmd.hz, cmd.ms, this.t) ? this.send('ACK', cmd.id) : this.send('NAK', cmd.id, 'CMD_BAD_ARG');
    }
  }
}
