// The simulated commercial single-pan balance (0.01 g) behind a serial Duplex: the counterpart of
// simulated-rig.ts for a user without the balance, so the single-pan weigh-off (one collection
// after the other) runs anywhere. It prints and answers as its kind's BalanceFormat says
// (mt-sics.ts, a-and-d.ts): what balance-device.ts sends on connect starts it; tare stays host-side.
import { Duplex } from 'node:stream';
import type { BalanceFormat, Shown } from '../balance/balance-format.ts';
import type { RigControl } from '../rig-control.ts';
import { CommandReader } from './command-reader.ts';
import { mulberry32 } from './noise.ts';

/** How a simulated device runs: its clock, noise and pace (a kind takes those that apply to it). */
export interface SimulationOptions {
  /** 'wall' (default): runs by itself in real time × speed. 'manual': only advance() moves time. */
  clock?: 'wall' | 'manual';
  speed?: number;
  seed?: number;
  /** The last digit's flicker of a 0.01 g balance (default on); off gives exact values. */
  noise?: boolean;
  /** Weight lines per second while streaming (default 10). */
  ratePerSecond?: number;
  /** Balance milliseconds from a load change to a stable reading (default 800). */
  settleMs?: number;
  /** Grams above which the balance reports overload (default 2200). */
  capacity?: number;
}

export interface SimBalanceOptions extends SimulationOptions {
  /** How the balance prints and answers. */
  format: BalanceFormat;
}

// Stable readings of a 0.01 g balance flicker by about a digit, never by several.
const FLICKER_RMS = 0.006;
const FLICKER_MAX = 0.015;
const ONE_PAN = 'a single-pan balance has one pan (channel 0)';

/** The pan's motion after a load change, as the fraction of the change still to come: a damped
 *  swing past the new load (about 11 % overshoot) that is exactly over at s = 1 (settleMs). */
function swing(s: number): number {
  return Math.exp(-6 * s) * Math.cos(2.5 * Math.PI * s);
}

export class SimBalance implements RigControl {
  readonly serial: Duplex;
  readonly format: BalanceFormat;
  /** The balance reads grams: RigControl's counts are grams too. */
  readonly calibration = { offset: [0, 0] as [number, number], countsPerGram: [1, 1] as [number, number] };
  private readonly periodMs: number;
  private readonly settleMs: number;
  private readonly capacity: number;
  private readonly random: () => number;
  private noise: boolean;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  // Physical world: survives unplugging.
  private t = 0;
  private load = 0;
  private from = 0; // the reading when the load last changed
  private changedAt = -Infinity;
  private present = true;

  // Balance state: a plugged-back balance waits for the host's SIR again.
  private isPlugged = true;
  private commands = new CommandReader();
  private streaming = false;
  private stableWanted = false; // 'when stable': the next stable reading is printed
  private nextLine = 0;

  constructor(options: SimBalanceOptions) {
    this.format = options.format;
    const rate = options.ratePerSecond ?? 10;
    this.settleMs = options.settleMs ?? 800;
    this.capacity = options.capacity ?? 2200;
    if (!(rate > 0 && rate <= 1000)) throw new RangeError(`ratePerSecond must be in (0, 1000], got ${rate}`);
    if (!(this.settleMs >= 0)) throw new RangeError(`settleMs must be 0 or more, got ${this.settleMs}`);
    // Both layouts hold at most 99999.99 g.
    if (!(this.capacity > 0 && this.capacity < 100_000)) throw new RangeError(`capacity must be in (0, 100000) g, got ${this.capacity}`);
    this.periodMs = 1000 / rate;
    this.noise = options.noise ?? true;
    this.random = mulberry32(options.seed ?? 1);
    this.serial = new Duplex({
      read() {},
      write: (chunk: Buffer, _enc, done) => {
        if (this.listening()) for (const c of this.commands.push(chunk)) this.onCommand('line' in c ? c.line.trim() : null);
        done();
      },
    });
    if ((options.clock ?? 'wall') === 'wall') {
      const speed = options.speed ?? 1;
      let wall = performance.now();
      this.timer = setInterval(() => {
        const elapsed = performance.now() - wall;
        wall += elapsed;
        this.advance(elapsed * speed);
      }, 10);
    }
  }

  /** Moves the balance's clock forward, printing every line that falls due on the way. */
  advance(ms: number): void {
    const target = this.t + ms;
    while (this.nextLine <= target) {
      this.t = this.nextLine;
      this.nextLine += this.periodMs;
      this.onLineDue();
    }
    this.t = target;
  }

  // --- RigControl -------------------------------------------------------------------------------

  setRaw(channel: 0 | 1, counts: number): void {
    this.setGrams(channel, counts);
  }
  /** The load on the pan: the reading swings to it over settleMs (dynamic), then is stable. */
  setGrams(channel: 0 | 1, grams: number): void {
    this.onePan(channel);
    if (!Number.isFinite(grams)) throw new RangeError(`a load is a finite number of grams, got ${grams}`);
    if (grams === this.load) return;
    this.from = this.exact();
    this.load = grams;
    this.changedAt = this.t;
  }
  setNoise(enabled: boolean): void {
    this.noise = enabled;
  }
  /** An absent pan is a balance that neither prints nor hears anything. */
  setChannelPresent(channel: 0 | 1, present: boolean): void {
    this.onePan(channel);
    this.present = present;
  }
  placeTag(): void {
    throw new Error('a balance has no card reader');
  }
  removeTag(): void {
    throw new Error('a balance has no card reader');
  }
  unplug(): void {
    this.cable(false);
  }
  /** The balance is back and waits for the host's SIR again. */
  plug(): void {
    this.cable(true);
  }
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    this.serial.push(null);
  }

  // --- balance ----------------------------------------------------------------------------------

  /** 'unplug' / 'plug' on `serial` let an in-process channel say so at once. */
  private cable(plugged: boolean): void {
    if (plugged === this.isPlugged) return;
    if (plugged) {
      // Reset before 'plug': an in-process channel sends its SIR from within that emit.
      this.streaming = false;
      this.stableWanted = false;
      this.commands = new CommandReader();
    }
    this.isPlugged = plugged;
    this.serial.emit(plugged ? 'plug' : 'unplug');
  }

  private onePan(channel: 0 | 1): void {
    if (channel !== 0) throw new RangeError(ONE_PAN);
  }

  private listening(): boolean {
    return this.isPlugged && this.present && !this.closed;
  }

  /** The pan's true reading now, without flicker. */
  private exact(): number {
    const s = (this.t - this.changedAt) / this.settleMs;
    return s < 1 ? this.load + (this.from - this.load) * swing(s) : this.load;
  }

  /** What the display shows now, in 0.01 g. */
  private read(): Shown {
    const settling = this.t - this.changedAt < this.settleMs;
    const grams = Math.round((this.exact() + (this.noise ? this.flicker() : 0)) * 100) / 100;
    return grams > this.capacity ? 'overload' : { grams, stable: !settling };
  }

  private flicker(): number {
    // Box-Muller; 1 - random() keeps the logarithm finite.
    const g = Math.sqrt(-2 * Math.log(1 - this.random())) * Math.cos(2 * Math.PI * this.random());
    return Math.max(-FLICKER_MAX, Math.min(FLICKER_MAX, g * FLICKER_RMS));
  }

  private onLineDue(): void {
    if (!this.streaming && !this.stableWanted) return;
    const r = this.read();
    if (this.stableWanted && r !== 'overload' && !r.stable) return;
    this.stableWanted = false;
    this.print(this.format.print(r));
  }

  private print(line: string): void {
    if (this.listening()) this.serial.push(`${line}\r\n`);
  }

  private startStreaming(): void {
    this.stableWanted = false;
    if (this.streaming) return;
    this.streaming = true;
    this.nextLine = this.t; // the first reading at once, then every period
  }

  /** One command line from the host; null for one too long to read. */
  private onCommand(line: string | null): void {
    const answer = this.format.answer(line);
    switch (answer) {
      case 'stream':
        return this.startStreaming();
      case 'once':
        this.streaming = false;
        return this.print(this.format.print(this.read()));
      case 'when stable':
        this.streaming = false;
        this.stableWanted = true;
        return;
    }
    if ('say' in answer) return this.print(answer.say);
    this.streaming = false;
    this.stableWanted = false;
    this.print(answer.reset);
  }
}
