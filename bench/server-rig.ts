// The rig side of server.bench.ts: drives both cups at a fixed sample rate with a distinct weight
// per sample, and remembers when each sample left the rig, so a tablet can compute its latency.
import { fakeTableDevice } from '../server/src/devices/fake-rig.ts';
import type { TableDevice } from '../server/src/devices/table-device.ts';

export interface BenchRig {
  device: TableDevice;
  describe: string;
  run(): void;
  pause(): void;
  /** When the sample whose left cup read `grams` left the rig (performance.now()), if known. */
  sentAt(grams: number): number | undefined;
  samplesSent(): number;
  close(): Promise<void>;
}

const key = (g: number): number => Math.round(g * 10);

export async function openBenchRig(sps: number): Promise<BenchRig> {
  const dev = fakeTableDevice({ rate: 0 });
  const sent = new Map<number, number>();
  let k = 0;
  let n = 0;
  let timer: NodeJS.Timeout | null = null;
  return {
    device: dev,
    describe: 'in-memory rig (no serial link yet)',
    run() {
      const start = performance.now();
      const tick = (): void => {
        const g = 100 + (k++ % 5000) / 10;
        dev.fake.setGrams(0, g);
        dev.fake.setGrams(1, g / 2);
        const t = performance.now();
        sent.set(key(g), t);
        dev.fake.emitSamples(t);
        n += 2;
        timer = setTimeout(tick, Math.max(0, start + (k * 1000) / sps - performance.now()));
      };
      tick();
    },
    pause() {
      if (timer) clearTimeout(timer);
    },
    sentAt: (g) => sent.get(key(g)),
    samplesSent: () => n,
    close: () => dev.close(),
  };
}
