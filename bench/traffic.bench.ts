// What a tablet receives (issue 56 item 2), in bytes and messages a second, from a server on the
// simulated rig (80 samples/s, noise on, behind its real driver): a spectator on an empty table; a
// spectator while a 7 Seize game is on the table, idle and then played (an input a second by the
// host); and, for comparison, a spectator that watches the scale (the weigh-off, the Scale screen).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { openDevice } from '../firmware-bridge/src/ports.ts';
import { Chooser, playRandomGame } from '../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../games/seven-seize/testing/table-driver.ts';
import { startServer } from '../server/src/start.ts';
import { TestClient } from '../server/src/testing.ts';
import { everyGame } from '../test/every-game.ts';

const SECONDS = 10;
const say = (m: string): void => void process.stderr.write(`${m}\n`);

interface Counted {
  bytes: number;
  messages: Record<string, number>;
}

/** A spectator that counts what it receives; `watchScale`: it says it shows the scale. */
async function spectator(url: string, watchScale: boolean): Promise<{ counted: Counted; reset(): void; close(): void }> {
  const ws = new WebSocket(url);
  await new Promise((r, j) => ws.once('open', r).once('error', j));
  // Greeted as a spectator, as a tablet is by its first message.
  ws.send(JSON.stringify({ type: 'hello' }));
  if (watchScale) ws.send(JSON.stringify({ type: 'watch', scale: true }));
  const counted: Counted = { bytes: 0, messages: {} };
  ws.on('message', (data) => {
    const text = String(data);
    counted.bytes += Buffer.byteLength(text);
    const type = (JSON.parse(text) as { type: string }).type;
    counted.messages[type] = (counted.messages[type] ?? 0) + 1;
  });
  return {
    counted,
    reset() {
      counted.bytes = 0;
      counted.messages = {};
    },
    close: () => ws.close(),
  };
}

const perSecond = (c: Counted, s: number) => ({
  bytesPerSecond: Math.round(c.bytes / s),
  messagesPerSecond: Object.fromEntries(Object.entries(c.messages).map(([k, v]) => [k, +(v / s).toFixed(1)])),
});

const dataDir = mkdtempSync(join(tmpdir(), 'qm-bench-traffic-'));
const device = await openDevice({ dataDir, sim: {} });
const server = await startServer({ ...everyGame(), dataDir, device, httpPort: 0, host: '127.0.0.1', token: 'bench-token', uiDir: null, sampleRate: 80 });
const wsUrl = `${server.url.replace(/^http/, 'ws')}/ws`;
const idle = await spectator(wsUrl, false);
const watching = await spectator(wsUrl, true);
// The table settles (its cups found empty) before anything is counted.
await new Promise((r) => setTimeout(r, 4000));

async function window(what: string, during?: () => Promise<void>): Promise<Record<string, unknown>> {
  say(`traffic: ${what}, ${SECONDS} s …`);
  idle.reset();
  watching.reset();
  const t0 = performance.now();
  const until = t0 + SECONDS * 1000;
  if (during) while (performance.now() < until) await during();
  else await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const s = (performance.now() - t0) / 1000;
  return { spectator: perSecond(idle.counted, s), watchingTheScale: perSecond(watching.counted, s) };
}

const emptyTable = await window('an empty table');
const host = await TestClient.connect(wsUrl, { token: 'bench-token' });
const inputs = playRandomGame(new TableDriver(), { players: 5, tieRate: 0.2 }, new Chooser([], 42));
let next = 0;
await host.act({ type: 'input', input: inputs[next++] });
const gameOn = await window('a 7 Seize game on the table, nobody moving');
const played = await window('the game played, an input a second', async () => {
  if (next < inputs.length - 1) await host.act({ type: 'input', input: inputs[next++] });
  await new Promise((r) => setTimeout(r, 1000));
});
await host.close();
idle.close();
watching.close();
await server.close();
rmSync(dataDir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    benchmark: 'what a tablet receives: bytes and messages a second (simulated rig, 80 samples/s, noise on)',
    seconds: SECONDS,
    emptyTable,
    gameOn,
    played,
  }),
);
