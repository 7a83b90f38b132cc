// The companion in this process on the simulated rig with a virtual clock: the rig's time, the
// samples' stamps and the weigh-off's clock (all performance.now()) move as fast as the machine
// can run them instead of with the wall. For tests of what happens, not of how long it takes: the
// tablet's WebSocket, the rig's driver and the server are the real ones. Wall-clock timers (how
// long a verdict stays on screen, johnny-five's hold of a button) still run on the wall.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDevice } from '../../firmware-bridge/src/open-device.ts';
import { startServer } from '../../server/src/start.ts';
import { everyGame } from '../every-game.ts';

export interface VirtualTable {
  url: string;
  /** The table's `/ws` (a host presents `token` in its hello). */
  wsUrl: string;
  token: string;
  /** Virtual milliseconds since the table started. */
  readonly virtualMs: number;
  close(): Promise<void>;
}

/** Virtual time moves in steps of half a sample period at 80 samples/s, events handled between. */
const STEP_MS = 6.25;
/** At most this many times the wall's pace: a test awaiting a wall-clock timer leaves the CPU to others. */
const MAX_SPEED = 20;
const TOKEN = 'virtual-table-token';

export async function startVirtualTable(): Promise<VirtualTable> {
  const dataDir = mkdtempSync(join(tmpdir(), 'qm-virtual-table-'));
  const realNow = performance.now.bind(performance);
  const start = realNow();
  // Never behind the wall: anything that read the clock before keeps seeing it go forward.
  let virtual = start;
  performance.now = () => virtual;
  const opened = await openDevice({ sim: { clock: 'manual' }, dataDir });
  const sim = opened.sim!;
  let running = true;
  const pumped = (async () => {
    while (running) {
      virtual += STEP_MS;
      sim.advance(STEP_MS);
      const ahead = virtual - start > MAX_SPEED * (realNow() - start);
      await new Promise<void>((r) => (ahead ? setTimeout(r, 1) : setImmediate(r)));
    }
  })();
  try {
    const server = await startServer({
      ...everyGame(),
      dataDir,
      device: { device: opened.device, rig: opened.rig, close: () => opened.close() },
      httpPort: 0,
      host: '127.0.0.1',
      token: TOKEN,
      uiDir: null,
    });
    return {
      url: server.url,
      wsUrl: `${server.url.replace(/^http/, 'ws')}/ws`,
      token: TOKEN,
      get virtualMs() {
        return virtual - start;
      },
      async close() {
        try {
          await server.close();
        } finally {
          running = false;
          await pumped;
          performance.now = realNow;
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (e) {
    running = false;
    await pumped;
    await opened.close();
    performance.now = realNow;
    rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}
