// The rig's own parts (issue: johnny-five on the rig): on the simulated rig, the "All in" button
// starts the weigh-off, the verdict lights the heavier side's light, and a long press undoes. The
// rig runs on a virtual clock, in this process (virtual-table.ts); a press is held on the wall
// clock, as johnny-five times it.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { TestClient } from '../../server/src/testing.ts';
import type { ScaleMsg, StateMsg } from '#protocol';
import { startVirtualTable, type VirtualTable } from './virtual-table.ts';
import { playToWeighOff, tareAndPour, tareCups } from './to-weigh-off.ts';

let server: VirtualTable;
beforeEach(async () => {
  server = await startVirtualTable();
});
afterEach(async () => {
  await server.close();
});

const latest = (host: TestClient) => host.received.filter((m) => m.type === 'state' || m.type === 'snapshot').at(-1) as StateMsg | undefined;
const stage = (s: StateMsg['weigh']['stage']) => (m: unknown) => (m as StateMsg).weigh.stage === s;
/** Which chirp the tablet was told of as the buzzer's `n`th (null if no state showed it). */
function chirpHeard(host: TestClient, n: number): string | null {
  const states = host.received.filter((m) => m.type === 'state') as StateMsg[];
  return states.find((m) => m.device.parts?.chirps === n)?.device.parts?.lastChirp ?? null;
}

/** From the tare to the verdict of a contest with `grams` in each cup (2 pieces a side), "All in"
 * pressed on the rig's button; at the time limit the table calls a tie. The first verdict state. */
/** A host tablet watching the scale, the rig's parts ready, and a game of 7 Seize at its first weigh-off. */
async function atWeighOff(): Promise<TestClient> {
  const host = await TestClient.connect(server.wsUrl, { token: server.token });
  await host.act({ type: 'watch', scale: true }); // live readings come only to a tablet that watches the scale
  await host.next<StateMsg>('snapshot');
  await expect.poll(() => latest(host)?.device.parts?.state, { timeout: 20_000 }).toBe('ready');
  await playToWeighOff(host, 2, 9);
  return host;
}

async function weighWithButton(host: TestClient, grams: { left: number; right: number }): Promise<StateMsg> {
  await host.next<StateMsg>('state', stage('tare'));
  await tareCups(host);
  await host.act({ type: 'sim', action: 'addPiece', cup: 'left', grams: grams.left, count: 2 });
  await host.act({ type: 'sim', action: 'addPiece', cup: 'right', grams: grams.right, count: 2 });
  await host.next<ScaleMsg>('scale', (m) => ((m as ScaleMsg).left ?? 0) > 2 * grams.left - 3 && ((m as ScaleMsg).right ?? 0) > 2 * grams.right - 3, 30_000);
  await host.act({ type: 'sim', action: 'button', pressed: true });
  await host.act({ type: 'sim', action: 'button', pressed: false });
  await host.next<StateMsg>('state', stage('weighing'), 20_000);
  const ended = await host.next<StateMsg>('state', (m) => ['verdict', 'undecided'].includes((m as StateMsg).weigh.stage), 60_000);
  if (ended.weigh.stage === 'verdict') return ended;
  await host.act({ type: 'weigh', action: 'tie' });
  return host.next<StateMsg>('state', stage('verdict'), 20_000);
}

it('the rig button says "All in, weigh!", the verdict lights the left light (R21), a long press undoes', async () => {
  const host = await atWeighOff();
  await tareAndPour(host, 30_000);
  const chirps = latest(host)!.device.parts!.chirps;
  // The button instead of the tablet's "All in, weigh!".
  await host.act({ type: 'sim', action: 'button', pressed: true });
  await host.act({ type: 'sim', action: 'button', pressed: false });
  const weighing = await host.next<StateMsg>('state', stage('weighing'), 20_000);
  expect(weighing.device.parts?.lights.blinking).toBe(true);
  const decided = await host.next<StateMsg>('state', (m) => (m as StateMsg).device.parts?.lights.left === true, 60_000);
  expect(decided.weigh.verdict).toBe('left');
  expect(decided.device.parts?.lights).toEqual({ left: true, right: false, tie: false, blinking: false });
  // The buzzer: "accepted" for the press, then the verdict's chirp.
  const chirped = await host.next<StateMsg>('state', (m) => (m as StateMsg).device.parts?.lastChirp === 'verdict', 20_000);
  expect(chirped.device.parts?.chirps).toBe(chirps + 2);
  expect(chirpHeard(host, chirps + 1)).toBe('accepted');
  const inputs = decided.inputs;
  // Held for more than a second: undo.
  await host.act({ type: 'sim', action: 'button', pressed: true });
  await host.next<StateMsg>('state', (m) => (m as StateMsg).inputs === inputs - 1, 20_000);
  await host.act({ type: 'sim', action: 'button', pressed: false });
  await host.close();
});

it('a button press refused by the weigh-off (nothing to weigh) changes nothing', async () => {
  const host = await TestClient.connect(server.wsUrl, { token: server.token });
  await host.act({ type: 'watch', scale: true }); // live readings come only to a tablet that watches the scale
  await host.next<StateMsg>('snapshot');
  await playToWeighOff(host, 2, 9);
  const atTare = await host.next<StateMsg>('state', stage('tare'));
  await expect.poll(() => latest(host)?.device.parts?.state, { timeout: 20_000 }).toBe('ready');
  const chirps = latest(host)!.device.parts!.chirps;
  await host.act({ type: 'sim', action: 'button', pressed: true });
  await host.act({ type: 'sim', action: 'button', pressed: false });
  // The buzzer says no; the weigh-off still waits for the tare.
  const refused = await host.next<StateMsg>('state', (m) => ((m as StateMsg).device.parts?.chirps ?? 0) > chirps, 20_000);
  expect(refused.device.parts?.lastChirp).toBe('refused');
  expect(refused.weigh.stage).toBe('tare');
  await host.act({ type: 'sim', action: 'button', pressed: 'yes' }).then(
    () => {
      throw new Error('a bad "pressed" was accepted');
    },
    (e: Error) => expect(e.message).toMatch(/pressed/),
  );
  const log = await (await fetch(`${server.url}/api/log`)).text();
  expect(log.trimEnd().split('\n')).toHaveLength(atTare.inputs);
  await host.close();
});

it('a right-heavier verdict lights the right light on the tablet, and the buzzer chirps for the press and the verdict', async () => {
  const host = await atWeighOff();
  const chirps = latest(host)!.device.parts!.chirps;
  const decided = await weighWithButton(host, { left: 20, right: 30 });
  expect(decided.weigh.verdict).toBe('right');
  const lit = await host.next<StateMsg>('state', (m) => (m as StateMsg).device.parts?.lastChirp === 'verdict', 20_000);
  expect(lit.device.parts?.lights).toEqual({ left: false, right: true, tie: false, blinking: false });
  expect(lit.device.parts?.chirps).toBe(chirps + 2);
  await host.close();
});

it('a tie lights the tie light on the tablet, and it stays on for the tiebreak (R22)', async () => {
  const host = await atWeighOff();
  const decided = await weighWithButton(host, { left: 25, right: 25 });
  expect(decided.weigh.verdict).toBe('none');
  const lit = await host.next<StateMsg>('state', (m) => (m as StateMsg).device.parts?.lastChirp === 'verdict', 20_000);
  expect(lit.device.parts?.lights).toEqual({ left: false, right: false, tie: true, blinking: false });
  const tiebreak = await host.next<StateMsg>('state', stage('tiebreak'), 20_000);
  expect(tiebreak.device.parts?.lights).toEqual({ left: false, right: false, tie: true, blinking: false });
  await host.close();
});
