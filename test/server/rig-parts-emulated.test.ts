// The rig's parts on the REAL firmware (avr8js): the "All in" button pressed on the AVR's pin 7
// starts the weigh-off in the game, and the verdict lights the heavier side's LED, read back from
// the emulated port registers (PORTC of the ATmega328P: A0 left, A1 right, A2 tie).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEmulator } from '../../server/cli/emulator.ts';
import { openTableDevice } from '../../server/src/devices/open.ts';
import { PART_PINS } from '../../server/src/devices/table-parts.ts';
import type { ScaleMsg, StateMsg } from '../../server/src/protocol.ts';
import { startServer, type Running } from '../../server/src/start.ts';
import { TestClient } from '../../server/src/testing.ts';
import { playToWeighOff, tareCups } from './to-weigh-off.ts';

let dir: string;
let running: Running;
let rig: NonNullable<Awaited<ReturnType<typeof openTableDevice>>['rig']>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-parts-emu-'));
  const device = await openTableDevice({ dataDir: dir, emulate: startEmulator });
  rig = device.rig!;
  running = await startServer({ dataDir: dir, device, httpPort: 0, host: '127.0.0.1', token: 'emulated-parts-token', uiDir: null, logger: false });
});
afterAll(async () => {
  await running?.close();
  rmSync(dir, { recursive: true, force: true });
});

const latest = (host: TestClient) => host.received.filter((m) => m.type === 'state' || m.type === 'snapshot').at(-1) as StateMsg | undefined;
const lit = () => {
  const out = rig.pinOutputs!();
  return { left: out.get(PART_PINS.left)?.level, right: out.get(PART_PINS.right)?.level, tie: out.get(PART_PINS.tie)?.level };
};

it('on the emulated firmware, the AVR pin button starts the weigh-off and the verdict lights the left LED', async () => {
  const host = await TestClient.connect(`${running.url.replace(/^http/, 'ws')}/ws?token=emulated-parts-token`);
  await host.next<StateMsg>('snapshot');
  await expect.poll(() => latest(host)?.device.parts?.state, { timeout: 60_000 }).toBe('ready');
  await playToWeighOff(host, 2, 9);
  await host.next<StateMsg>('state', (m) => (m as StateMsg).weigh.stage === 'tare', 30_000);
  await tareCups(host);
  await host.act({ type: 'sim', action: 'addPiece', cup: 'left', grams: 30, count: 2 });
  await host.act({ type: 'sim', action: 'addPiece', cup: 'right', grams: 20, count: 2 });
  await host.next<ScaleMsg>('scale', (m) => ((m as ScaleMsg).left ?? 0) > 57 && ((m as ScaleMsg).right ?? 0) > 37, 60_000);
  // Pressed on the AVR's pin: the firmware debounces it and says PIN; johnny-five hears a press.
  // Released once heard (a short press is "All in"; held a second it would undo instead).
  rig.driveInput!(PART_PINS.button, false);
  await expect.poll(() => latest(host)?.device.parts?.pressed, { timeout: 60_000 }).toBe(true);
  rig.driveInput!(PART_PINS.button, null);
  await expect.poll(() => latest(host)?.device.parts?.pressed, { timeout: 60_000 }).toBe(false);
  await expect.poll(() => latest(host)?.weigh.stage, { timeout: 60_000 }).not.toBe('loading');
  await host.next<StateMsg>('state', (m) => (m as StateMsg).weigh.stage === 'verdict', 90_000);
  // The LEDs as the firmware drives them: the emulated PORTC bits.
  await expect.poll(lit, { timeout: 30_000 }).toEqual({ left: 1, right: 0, tie: 0 });
  expect(latest(host)?.weigh.verdict).toBe('left');
  await host.close();
}, 300_000);
