// A SimClock for driving chip models without an MCU in unit tests.
import type { SimClock } from './mcu.ts';

export class FakeClock implements SimClock {
  readonly hz = 16_000_000;
  cycles = 0;
  private events: { at: number; cb: () => void; live: boolean }[] = [];

  after(cycles: number, cb: () => void): () => void {
    const e = { at: this.cycles + Math.max(1, Math.round(cycles)), cb, live: true };
    this.events.push(e);
    return () => void (e.live = false);
  }

  advanceUs(us: number): void {
    const until = this.cycles + Math.round((us * this.hz) / 1e6);
    for (;;) {
      this.events.sort((a, b) => a.at - b.at);
      const next = this.events[0];
      if (!next || next.at > until) break;
      this.events.shift();
      this.cycles = next.at;
      if (next.live) next.cb();
    }
    this.cycles = until;
  }
}
