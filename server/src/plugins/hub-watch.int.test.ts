// What a tablet is sent while it shows nothing that changes: an idle spectator gets no live scale
// readings and no state for the rig's heartbeats; a tablet that watches the scale (the weigh-off,
// the Scale screen) gets the readings as before, and one that watches the rig (the Device screen)
// a state with the counters at each heartbeat. Windows are counted in the simulated rig's own
// heartbeats and samples (behind its real driver), never in wall time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DeviceStatus } from '../../../firmware-bridge/src/index.ts';
import { openDevice } from '../../../firmware-bridge/src/ports.ts';
import { everyGame } from '../../../test/every-game.ts';
import { onlyMoreLines } from '../session/rig/device-watch.ts';
import { type Running, startServer } from '../start.ts';
import { type Msg, TestClient } from '../testing.ts';

let dataDir: string;
let running: Running;
let heartbeats = 0;
let samples = 0;
const beats: (() => void)[] = [];

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'qm-watch-'));
  const opened = await openDevice({ dataDir, sim: { noise: false } });
  heartbeats = 0;
  samples = 0;
  let last: DeviceStatus | null = null;
  opened.device.on('status', (s) => {
    if (last && onlyMoreLines(last, s)) heartbeats++;
    last = s;
    for (const b of beats.splice(0)) b();
  });
  opened.device.on('sample', () => samples++);
  running = await startServer({ ...everyGame(), dataDir, device: opened, httpPort: 0, host: '127.0.0.1', token: 'watch-token', uiDir: null, sampleRate: 80 });
});
afterEach(async () => {
  await running.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const wsUrl = (): string => `${running.url.replace(/^http/, 'ws')}/ws`;
/** Until the rig has sent `n` more heartbeats (about a second each) that changed nothing but its count of lines. */
async function heartbeatsPass(n: number): Promise<void> {
  const until = heartbeats + n;
  while (heartbeats < until) await new Promise<void>((r) => beats.push(r));
}
/** Everything the server sent `c` before now has arrived: the answer to a message sent after it has. */
async function caughtUp(c: TestClient): Promise<void> {
  expect(await c.request({ type: 'watch' })).toMatchObject({ type: 'ack' });
}
const count = (c: TestClient, type: string, from = 0): number => c.received.slice(from).filter((m: Msg) => m.type === type).length;
/** Until two heartbeats in a row send `c` no state: a table just started settles first (its cups
 * are found empty, which rides with the next heartbeat). */
async function settled(c: TestClient): Promise<void> {
  for (let quiet = 0; quiet < 2; ) {
    const states = count(c, 'state');
    await heartbeatsPass(1);
    await caughtUp(c);
    quiet = count(c, 'state') === states ? quiet + 1 : 0;
  }
}
type Counted = Msg & { device: { counters: { linesOk: number } } };

it('an idle spectator gets no scale readings and no state for heartbeats; one watching the scale gets the readings', async () => {
  const idle = await TestClient.connect(wsUrl());
  const watching = await TestClient.connect(wsUrl());
  await idle.next('snapshot');
  await watching.next('snapshot');
  await settled(idle);
  await watching.act({ type: 'watch', scale: true });
  const [idleFrom, watchingFrom, samples0] = [idle.received.length, watching.received.length, samples];
  await heartbeatsPass(3);
  await caughtUp(idle);
  await caughtUp(watching);
  expect(samples - samples0).toBeGreaterThan(300); // 80 a second on each cup: the readings were there to send
  expect(count(idle, 'scale')).toBe(0);
  expect(count(idle, 'state', idleFrom)).toBe(0);
  expect(count(watching, 'state', watchingFrom)).toBe(0);
  // As live as before: about one a frame (20 a second), as the readings come.
  expect(count(watching, 'scale')).toBeGreaterThan(30);

  // Stops watching: no reading after the server said yes.
  await watching.act({ type: 'watch', scale: false });
  const after = watching.received.length;
  await heartbeatsPass(1);
  await caughtUp(watching);
  expect(count(watching, 'scale', after)).toBe(0);
  await idle.close();
  await watching.close();
});

it('a real change still reaches every tablet at once, and the counters ride with it', async () => {
  const idle = await TestClient.connect(wsUrl());
  await idle.next('snapshot');
  await settled(idle);
  const before = idle.received.filter((m) => m.type === 'state' || m.type === 'snapshot').at(-1) as Counted;
  await heartbeatsPass(2);
  await caughtUp(idle);
  expect(idle.received.filter((m) => m.type === 'state').at(-1) ?? before).toBe(before);
  expect(running.session.input({ type: 'start', game: 'loot', players: ['Ann', 'Bob'] })).toEqual({ ok: true });
  const state = await idle.next<Counted>('state', (m) => (m as Counted & { game: unknown }).game !== null);
  expect(state.device.counters.linesOk).toBeGreaterThan(before.device.counters.linesOk);
  await idle.close();
});

it('a tablet watching the rig gets the counters at each heartbeat, and at once when it starts watching', async () => {
  const rig = await TestClient.connect(wsUrl());
  await rig.next('snapshot');
  await settled(rig);
  const from = rig.received.length;
  await rig.act({ type: 'watch', rig: true });
  // At once: the state is sent before the answer to the watch.
  const first = rig.received.slice(from).find((m) => m.type === 'state') as Counted | undefined;
  expect(first).toBeDefined();
  let lines = first?.device.counters.linesOk ?? 0;
  for (let i = 0; i < 3; i++) {
    const beats = heartbeats;
    const s = await rig.next<Counted>('state', (m) => (m as Counted).device.counters.linesOk > lines, 30_000);
    expect(heartbeats).toBeGreaterThan(beats);
    lines = s.device.counters.linesOk;
  }
  expect(count(rig, 'scale')).toBe(0);
  await rig.close();
});

it('refuses a watch message it cannot read, saying why', async () => {
  const c = await TestClient.connect(wsUrl());
  await c.next('snapshot');
  expect(await c.request({ type: 'watch', scale: 'yes' })).toMatchObject({ type: 'error', message: 'watch: /scale expected boolean' });
  expect(await c.request({ type: 'watch', screen: 'scale' })).toMatchObject({ type: 'error', message: expect.stringMatching(/^watch: /) });
  await heartbeatsPass(1);
  await caughtUp(c);
  expect(count(c, 'scale')).toBe(0);
  await c.close();
});
