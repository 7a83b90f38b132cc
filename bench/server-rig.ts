// The rig side of server.bench.ts: firmware-bridge's simulated rig (noise off) behind its real
// driver (RigDevice over the serial Duplex, framing, CRC, sequence). Every sample line gets a
// distinct weight, and the moment it appears on the serial link is remembered, so a
// tablet can tell the latency of the reading it shows.
import { openDevice } from '../firmware-bridge/src/ports.ts';
import type { TableDevice } from '../server/src/devices/table-device.ts';

export interface BenchRig {
  device: TableDevice;
  describe: string;
  run(): void;
  pause(): void;
  /** When the sample of `cup` that read `grams` appeared on the serial link (performance.now()). */
  sentAt(cup: 0 | 1, grams: number): number | undefined;
  samplesSent(): number;
  close(): Promise<void>;
}

// Distinct weights on a 0.5 g grid: the device's grams (calibration, integer counts) round back exactly.
const key = (g: number): number => Math.round(g * 2);

export async function openBenchRig(dataDir: string): Promise<BenchRig> {
  const opened = await openDevice({ dataDir, sim: { noise: false } });
  const sim = opened.sim;
  if (!sim) throw new Error('openDevice did not give the simulated rig');
  const sent: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];
  let running = false;
  let n = 0;
  let next = 0;
  const weight = (): number => 100 + (next++ % 4000) / 2;
  const current: [number, number] = [weight(), weight()];
  sim.setGrams(0, current[0]);
  sim.setGrams(1, current[1]);
  // Registered before the device starts, so it sees each line before the server does.
  sim.serial.on('data', (chunk: Buffer | string) => {
    const t = performance.now();
    for (const line of String(chunk).split('\n')) {
      if (!line.startsWith('S ')) continue;
      n++;
      const cup = line.split(' ')[3] === '1' ? 1 : 0;
      if (!running) continue;
      sent[cup].set(key(current[cup]), t);
      current[cup] = weight();
      sim.setGrams(cup, current[cup]);
    }
  });
  return {
    device: { device: opened.device, rig: opened.rig, close: () => opened.close() },
    describe: 'simulated rig behind firmware-bridge RigDevice (serial framing, CRC, sequence)',
    run: () => void (running = true),
    pause: () => void (running = false),
    sentAt: (cup, g) => sent[cup].get(key(g)),
    samplesSent: () => n,
    close: () => opened.close(),
  };
}
