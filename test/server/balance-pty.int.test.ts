// A single-pan balance on a real serial port: the simulated MT-SICS balance behind a real pty,
// `quartermaster serve --balance mt-sics --port PTY` in its own process, and a contest weighed one
// collection after the other through the WebSocket as the tablet does it (issue 4). Cards are
// entered as inputs: a balance has no card reader.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { exposeAsPty, type PtyLink } from '../../firmware-bridge/src/pty/pty.ts';
import { mtSicsFormat } from '../../firmware-bridge/src/balance/mt-sics.ts';
import { SimBalance } from '../../firmware-bridge/src/sim/simulated-balance.ts';
import { TestClient } from '../../server/src/testing.ts';
import type { ScaleMsg, StateMsg } from '#protocol';
import { spawnServer, type ChildServer } from './child-server.ts';
import { playToWeighOff } from './to-weigh-off.ts';

let dir: string;
let balance: SimBalance;
let pty: PtyLink;
let server: ChildServer;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-balance-pty-'));
  balance = new SimBalance({ format: mtSicsFormat, seed: 4 });
  pty = await exposeAsPty(balance.serial);
  server = await spawnServer(dir, 'balance-test-token', ['--balance', 'mt-sics', '--port', pty.path]);
});
afterEach(async () => {
  await server.kill('SIGTERM');
  await pty.close();
  await balance.close();
  rmSync(dir, { recursive: true, force: true });
});

it('weighs a contest one collection after the other on a balance behind a real pty; its garbage is counted, not fatal', async () => {
  const host = await TestClient.connect(server.wsUrl, { token: server.token });
  await host.act({ type: 'watch', scale: true }); // live readings come only to a tablet that watches the scale
  const contest = await playToWeighOff(host, 3, 5);
  const state = (pred: (m: StateMsg) => boolean, ms = 20_000) => host.next<StateMsg>('state', (m) => pred(m as StateMsg), ms);
  const reads = (pred: (g: number) => boolean) =>
    host.next<ScaleMsg>('scale', (m) => (m as ScaleMsg).left !== undefined && (m as ScaleMsg).left !== null && pred((m as ScaleMsg).left as number), 20_000);

  const atTare = await state((m) => m.weigh.stage === 'tare' && m.device.state === 'connected');
  expect(atTare.device).toMatchObject({ kind: 'mt-sics', cups: 1, hasReader: false, sim: false });
  await reads((g) => Math.abs(g) < 0.05);
  await host.act({ type: 'weigh', action: 'tare' });
  await state((m) => m.weigh.stage === 'loading' && m.weigh.pan?.on === 'left');

  // A line the balance should never send: counted and shown, the game goes on.
  balance.serial.emit('data', Buffer.from('S S  lots of gold\r\n'));

  balance.setGrams(0, 61.3);
  await reads((g) => g > 60);
  await host.act({ type: 'weigh', action: 'loaded' });
  const swap = await state((m) => m.weigh.stage === 'loading' && m.weigh.pan?.on === 'right');
  expect(swap.weigh.pan?.left).toBeCloseTo(61.3, 1);
  expect(swap.weigh.message).toBe(`Take ${contest.left}'s collection off the pan and put ${contest.right}'s on, then press “On the pan”`);
  balance.setGrams(0, 0);
  await reads((g) => Math.abs(g) < 0.2);
  balance.setGrams(0, 48.9);
  await reads((g) => g > 48);
  await host.act({ type: 'weigh', action: 'loaded' });
  const decided = await state((m) => m.weigh.stage === 'verdict');
  expect(decided.weigh.verdict).toBe('left');
  expect(decided.weigh.pan?.right).toBeCloseTo(48.9, 1);
  const log = await (await fetch(`${server.url}/api/log`)).text();
  // The verdict carries what each side weighed, for the standings.
  const verdict = JSON.parse(log.trimEnd().split('\n').at(-1) ?? '{}') as { type: string; heavier: string; grams: { left: number; right: number } };
  expect(verdict).toMatchObject({ type: 'verdict', heavier: 'left' });
  expect(verdict.grams.right).toBeCloseTo(48.9, 1);
  expect(decided.device.counters.malformed).toBeGreaterThanOrEqual(1);
  await host.close();
});
