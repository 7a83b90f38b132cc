// A cup on a simulated scale, counted by scale/count.ts, for the counting bench: the 0.01 g
// balance (SimBalance, its MT-SICS lines through the real parser) or one load cell of the rig
// (LoadCellNoise at 10 samples/s, what SimRig adds to the true load), with the options the table
// gives each (server/src/session/scales/cup-count.ts). Manual clock, 50 ms steps.
import { mtSicsFormat, parseMtSics } from '../firmware-bridge/src/balance/mt-sics.ts';
import { LineFramer } from '../firmware-bridge/src/protocol/framing.ts';
import { LoadCellNoise } from '../firmware-bridge/src/sim/noise.ts';
import { SimBalance } from '../firmware-bridge/src/sim/simulated-balance.ts';
import { createCounter, type Counter, type CountEvent } from '../scale/count.ts';
import { counterOptionsFor } from '../server/src/session/scales/cup-count.ts';

export type CupDevice = 'balance' | 'rig';

export class CountCup {
  readonly counter: Counter;
  t = 0;
  events: CountEvent[] = [];
  private grams = 0;
  private readonly step: (ms: number) => void;
  private readonly close: () => void;

  constructor(device: CupDevice, seed: number) {
    this.counter = createCounter(counterOptionsFor(device));
    if (device === 'balance') {
      const balance = new SimBalance({ format: mtSicsFormat, clock: 'manual', seed });
      const framer = new LineFramer();
      balance.serial.write('SIR\r\n');
      this.step = (ms) => {
        balance.setGrams(0, this.grams);
        balance.advance(ms);
        for (let chunk: Buffer | null; (chunk = balance.serial.read() as Buffer | null) !== null; )
          for (const frame of framer.push(chunk)) {
            if (frame.kind !== 'line') continue;
            const p = parseMtSics(frame.text);
            if (p.ok && p.reading.kind === 'weight') this.events.push(...this.counter.sample(this.t, p.reading.grams, p.reading.stable));
          }
      };
      this.close = () => void balance.close();
    } else {
      const noise = new LoadCellNoise(seed);
      let load = 0;
      let due = 0;
      this.step = (ms) => {
        if (this.grams !== load) {
          noise.kick(this.grams - load);
          load = this.grams;
        }
        for (due += ms; due >= 100; due -= 100) this.events.push(...this.counter.sample(this.t - due + 100, load + noise.next(100, 10)));
      };
      this.close = () => {};
    }
  }

  /** Puts `grams` more (or fewer) into the cup. */
  add(grams: number): void {
    this.grams += grams;
  }

  /** Takes every piece out of the cup. */
  empty(): void {
    this.grams = 0;
  }

  /** Retries `action` every 50 ms for up to `maxMs` (the cup settling); whether it succeeded. */
  until(action: () => { ok: boolean }, maxMs = 10_000): boolean {
    return this.run(maxMs, () => action().ok) >= 0;
  }

  /** Runs the clock until `until` holds (checked every 50 ms) or `maxMs` pass; the time taken, or -1. */
  run(maxMs: number, until?: () => boolean): number {
    for (let k = 0; k < maxMs; k += 50) {
      this.t += 50;
      this.step(50);
      if (until?.()) return k + 50;
    }
    return -1;
  }

  dispose(): void {
    this.close();
  }
}
