// The rig's parts on the REAL firmware (avr8js): the "All in" button pressed on the AVR's pin 7
// (bouncing, as a real contact does) starts the weigh-off in the game once, and the verdict lights
// the heavier side's LED, read back from the emulated port registers (PORTC of the ATmega328P:
// A0 left, A1 right, A2 tie).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RigDevice } from '../../firmware-bridge/src/devices/rig-device.ts';
import type { DeviceMessage } from '../../firmware-bridge/src/protocol/messages.ts';
import { startEmulatedRigOnPty, type EmulatedRigOnPty } from '../../hardware/emulated-rig/index.ts';
import { openTableDevice } from '../../server/src/devices/open.ts';
import { PART_PINS } from '../../server/src/devices/table-parts.ts';
import type { StateMsg } from '#protocol';
import { startServer, type Running } from '../../server/src/start.ts';
import { TestClient } from '../../server/src/testing.ts';
import { playToWeighOff, tareAndPour } from './to-weigh-off.ts';
import { everyGame } from '../every-game.ts';

let dir: string;
let running: Running;
let rig: EmulatedRigOnPty;
/** The PIN lines the firmware sent for the button. */
const buttonLines: Extract<DeviceMessage, { type: 'PIN' }>[] = [];
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-parts-emu-'));
  // As `serve --emulate` (server/cli/emulator.ts) starts it, kept here for its simulated clock.
  const device = await openTableDevice({ dataDir: dir, emulate: async () => (rig = await startEmulatedRigOnPty({ pace: 'realtime', noise: true })) });
  if (!(device.device instanceof RigDevice)) throw new Error('the emulated rig is a RigDevice');
  device.device.link.on('message', (m) => {
    if (m.type === 'PIN' && m.pin === PART_PINS.button) buttonLines.push(m);
  });
  running = await startServer({
    ...everyGame(),
    dataDir: dir,
    device,
    httpPort: 0,
    host: '127.0.0.1',
    token: 'emulated-parts-token',
    uiDir: null,
    logger: false,
  });
});
afterAll(async () => {
  await running?.close();
  rmSync(dir, { recursive: true, force: true });
});

const latest = (host: TestClient) => host.received.filter((m) => m.type === 'state' || m.type === 'snapshot').at(-1) as StateMsg | undefined;
const lit = () => {
  const out = rig.pinOutputs();
  return { left: out.get(PART_PINS.left)?.level, right: out.get(PART_PINS.right)?.level, tie: out.get(PART_PINS.tie)?.level };
};

/** Contact bounce on the AVR's button pin: each level held 8 ms of the rig's time (under its 20 ms debounce), the last one kept. */
async function bounce(levels: (boolean | null)[]): Promise<void> {
  for (const level of levels) {
    rig.driveInput(PART_PINS.button, level);
    await rig.waitSim(8);
  }
}

it('on the emulated firmware, the AVR pin button (bouncing) starts the weigh-off once and the verdict lights the left LED', async () => {
  const host = await TestClient.connect(`${running.url.replace(/^http/, 'ws')}/ws`, { token: 'emulated-parts-token' });
  await host.act({ type: 'watch', scale: true }); // live readings come only to a tablet that watches the scale
  await host.next<StateMsg>('snapshot');
  await expect.poll(() => latest(host)?.device.parts?.state, { timeout: 60_000 }).toBe('ready');
  await playToWeighOff(host, 2, 9);
  await tareAndPour(host, 60_000);
  const chirps = latest(host)!.device.parts!.chirps;
  const heard = buttonLines.length;
  // Pressed on the AVR's pin, bouncing: the firmware debounces it and says PIN once; johnny-five hears
  // a press. Released once heard, bouncing too (a short press is "All in"; held a second it would undo).
  await bounce([false, null, false, null, false]);
  await expect.poll(() => latest(host)?.device.parts?.pressed, { timeout: 60_000 }).toBe(true);
  await bounce([null, false, null, false, null]);
  await expect.poll(() => latest(host)?.device.parts?.pressed, { timeout: 60_000 }).toBe(false);
  await expect.poll(() => latest(host)?.weigh.stage, { timeout: 60_000 }).not.toBe('loading');
  // The emulated rig paces itself to the wall clock and falls behind on a starved machine (beside
  // a CPU hog it was read ~1–4 times a second): if the time limit comes first, the table weighs
  // longer, as it would with a lagging rig.
  for (;;) {
    const m = await host.next<StateMsg>('state', (x) => ['verdict', 'undecided'].includes((x as StateMsg).weigh.stage), 120_000);
    if (m.weigh.stage === 'verdict') break;
    // Refused only if the verdict came meanwhile: the next look finds it.
    await host.act({ type: 'weigh', action: 'longer' }).catch(() => undefined);
  }
  // The LEDs as the firmware drives them: the emulated PORTC bits.
  await expect.poll(lit, { timeout: 30_000 }).toEqual({ left: 1, right: 0, tie: 0 });
  expect(latest(host)?.weigh.verdict).toBe('left');
  // One change each way reached the host, so one "All in": its "accepted" chirp, then the verdict's
  // (a second press while weighing would have been refused, with a chirp of its own).
  expect(buttonLines.slice(heard).map((l) => l.high)).toEqual([false, true]);
  await expect.poll(() => latest(host)?.device.parts?.lastChirp, { timeout: 30_000 }).toBe('verdict');
  expect(latest(host)?.device.parts?.chirps).toBe(chirps + 2);
  await host.close();
}, 300_000);
