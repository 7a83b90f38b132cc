// The rig's own parts (issue 15) on the simulated rig, read back from its pins: each chirp plays
// its own tone on the buzzer for its own time, each verdict lights its own light (left heavier,
// right heavier, tie); and at the table, a tap taken chirps "accepted" and a tap refused "refused".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CalibrationStore } from '../../firmware-bridge/src/devices/calibration-store.ts';
import { RigDevice } from '../../firmware-bridge/src/devices/rig-device.ts';
import { openDevice } from '../../firmware-bridge/src/open-device.ts';
import { SimRig } from '../../firmware-bridge/src/sim/simulated-rig.ts';
import { DuplexChannel } from '../../firmware-bridge/src/transport/channel.ts';
import { PART_PINS, TableParts, type Chirp } from '../../server/src/devices/table-parts.ts';
import type { TapMsg, WeighStatus } from '#protocol';
import { TableSession } from '../../server/src/session/table-session.ts';
import { everyGame } from '../every-game.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'qm-parts-sim-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** TableParts on a simulated rig whose clock moves only by hand: tones and lights stay put to be read. */
async function partsOnSim() {
  const sim = new SimRig({ clock: 'manual', noise: false });
  // The rig's clock stands still between steps: no heartbeats, so no silence alarm either.
  const device = new RigDevice({
    kind: 'sim',
    channel: new DuplexChannel(sim.serial, 'sim'),
    identity: 'sim',
    store: new CalibrationStore(tempDir()),
    silenceMs: 3_600_000,
  });
  const tone = vi.spyOn(device.pins, 'tone');
  const warnings: string[] = [];
  const parts = new TableParts(device.pins, {
    allIn: async () => ({ ok: true }),
    undo: async () => ({ ok: true }),
    changed: () => {},
    warn: (m) => warnings.push(m),
  });
  cleanups.push(async () => {
    parts.close();
    await device.stop();
    await sim.close();
  });
  await device.start();
  await expect.poll(() => parts.status().state).toBe('ready');
  const lit = () => {
    const out = sim.pinOutputs();
    return { left: out.get(PART_PINS.left)?.level, right: out.get(PART_PINS.right)?.level, tie: out.get(PART_PINS.tie)?.level };
  };
  const buzzer = () => sim.pinOutputs().get(PART_PINS.buzzer)?.toneHz;
  return { sim, device, parts, tone, warnings, lit, buzzer };
}

const weigh = (stage: WeighStatus['stage'], verdict: WeighStatus['verdict'] = null): WeighStatus => ({
  stage,
  contest: { left: 'Ann', right: 'Bob' },
  message: '',
  verdict,
});

describe('the buzzer on the simulated rig', () => {
  it('a tap accepted, a tap refused and a verdict each play their own chirp on the buzzer pin, for their own time', async () => {
    const { sim, parts, tone, warnings, buzzer } = await partsOnSim();
    // What each chirp is: a short high beep, a long low one, and a middle one for the verdict.
    const expected: Record<Chirp, { hz: number; ms: number }> = {
      accepted: { hz: 2000, ms: 80 },
      refused: { hz: 300, ms: 250 },
      verdict: { hz: 1200, ms: 400 },
    };
    const play: Record<Chirp, () => void> = {
      accepted: () => parts.chirp('accepted'),
      refused: () => parts.chirp('refused'),
      // The verdict's chirp comes from the weigh-off reaching a verdict, not from anyone asking.
      verdict: () => {
        parts.onWeigh(weigh('weighing'));
        parts.onWeigh(weigh('verdict', 'left'));
      },
    };
    let chirps = 0;
    for (const kind of ['accepted', 'refused', 'verdict'] as const) {
      const { hz, ms } = expected[kind];
      const calls = tone.mock.calls.length;
      play[kind]();
      chirps++;
      expect(parts.status()).toMatchObject({ chirps, lastChirp: kind });
      // One TONE on the buzzer's pin (johnny-five's Piezo rounds the pitch to a whole half-period in µs).
      expect(tone.mock.calls.length).toBe(calls + 1);
      const [pin, playedHz, playedMs] = tone.mock.calls.at(-1)!;
      expect(pin).toBe(PART_PINS.buzzer);
      expect(Math.abs(playedHz - hz)).toBeLessThanOrEqual(2);
      expect(playedMs).toBe(ms);
      // The rig plays it on the pin, and stops by itself when the chirp is over.
      await expect.poll(buzzer).toBe(playedHz);
      sim.advance(ms - 10);
      expect(buzzer()).toBe(playedHz);
      sim.advance(20);
      expect(buzzer()).toBe(0);
    }
    // The verdict chirps once, however often the weigh-off says it again while it is shown.
    parts.onWeigh(weigh('verdict', 'left'));
    expect(parts.status().chirps).toBe(chirps);
    expect(tone.mock.calls.length).toBe(chirps);
    expect(warnings).toEqual([]);
  });
});

describe('the verdict lights on the simulated rig', () => {
  it.each([
    ['left', { left: 1, right: 0, tie: 0 }],
    ['right', { left: 0, right: 1, tie: 0 }],
    ['none', { left: 0, right: 0, tie: 1 }],
  ] as const)('a verdict of %s lights its light only, read from the rig pins', async (verdict, pins) => {
    const { parts, lit, warnings } = await partsOnSim();
    parts.onWeigh(weigh('loading'));
    await expect.poll(lit).toEqual({ left: 0, right: 0, tie: 0 });
    parts.onWeigh(weigh('weighing'));
    expect(parts.status().lights).toEqual({ left: false, right: false, tie: false, blinking: true });
    parts.onWeigh(weigh('verdict', verdict));
    const lights = { left: pins.left === 1, right: pins.right === 1, tie: pins.tie === 1, blinking: false };
    expect(parts.status().lights).toEqual(lights);
    await expect.poll(lit).toEqual(pins);
    if (verdict === 'none') {
      // The tiebreak that follows a tie (R22) keeps the tie light on.
      parts.onWeigh(weigh('tiebreak', 'none'));
      expect(parts.status().lights).toEqual(lights);
      await expect.poll(lit).toEqual(pins);
    }
    // The next contest: every light off.
    parts.onWeigh(weigh('tare'));
    expect(parts.status().lights).toEqual({ left: false, right: false, tie: false, blinking: false });
    await expect.poll(lit).toEqual({ left: 0, right: 0, tie: 0 });
    expect(warnings).toEqual([]);
  });
});

describe('the lights after the rig was unplugged', () => {
  it('show what the weigh-off shows now, not what they last showed before the cable came out', async () => {
    const { sim, device, parts, lit, warnings } = await partsOnSim();
    parts.onWeigh(weigh('weighing'));
    parts.onWeigh(weigh('verdict', 'left'));
    await expect.poll(lit).toEqual({ left: 1, right: 0, tie: 0 });
    sim.unplug();
    // The next contest begins while the rig is away: the lights go out on the tablet, not on the rig.
    parts.onWeigh(weigh('tare'));
    expect(parts.status().lights).toEqual({ left: false, right: false, tie: false, blinking: false });
    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    // The rig restarts with every pin an input (its HELLO with seq 0); the host sets them again as
    // they last reached it (the left light on), then says the pins are ready.
    const setUp = new Promise<void>((resolve) => {
      let restarted = false;
      device.link.on('message', (m) => {
        if (m.type === 'HELLO' && m.seq === 0) restarted = true;
      });
      device.pins.on('ready', () => restarted && resolve());
    });
    sim.plug();
    await setUp;
    // Its lights follow the weigh-off again.
    expect(lit()).toEqual({ left: 0, right: 0, tie: 0 });
    expect(parts.status().state).toBe('ready');
  });
});

describe('parts that stop answering', () => {
  it('a rig that comes back with firmware 1.0 (no pins): the tablet shows no light and hears no chirp', async () => {
    const { device, parts, tone } = await partsOnSim();
    parts.onWeigh(weigh('weighing'));
    parts.onWeigh(weigh('verdict', 'right'));
    expect(parts.status()).toMatchObject({ state: 'ready', lights: { right: true }, chirps: 1 });
    // Its HELLO says protocol 1 (as the device hears it from a rig flashed back to 1.0).
    device.pins.onHello(1, true);
    expect(parts.status()).toMatchObject({
      state: 'unavailable',
      message: expect.stringMatching(/protocol 1/),
      lights: { left: false, right: false, tie: false, blinking: false },
    });
    parts.chirp('refused');
    parts.onWeigh(weigh('weighing'));
    parts.onWeigh(weigh('verdict', 'left'));
    expect(parts.status()).toMatchObject({ chirps: 1, lights: { left: false, right: false, tie: false, blinking: false } });
    expect(tone).toHaveBeenCalledTimes(1);
  });
});

describe('at the table: which taps chirp which', () => {
  async function table() {
    const dataDir = tempDir();
    const opened = await openDevice({ dataDir, sim: { noise: false } });
    const session = await TableSession.open({ ...everyGame(), dataDir, device: { device: opened.device, rig: opened.rig, close: () => opened.close() } });
    cleanups.push(() => session.close());
    await expect.poll(() => session.state('host').device.parts?.state, { timeout: 20_000 }).toBe('ready');
    const parts = () => session.state('host').device.parts!;
    /** A tap through the virtual rig; the table's answer to it, and the chirp it gave. */
    const tap = async (what: { card: string } | { uid: string }): Promise<{ outcome: TapMsg['outcome']; chirp: Chirp | null }> => {
      const before = parts().chirps;
      const answered = new Promise<TapMsg>((resolve) => session.once('tap', resolve));
      const placed = await session.sim({ type: 'sim', action: 'tap', ...what });
      expect(placed).toEqual({ ok: true });
      const t = await answered;
      // One chirp per tap.
      expect(parts().chirps).toBe(before + 1);
      return { outcome: t.outcome, chirp: parts().lastChirp };
    };
    return { session, tap };
  }

  it('7 Seize: a card revealed chirps "accepted"; a card refused (R27), a tap nobody was asked for and an unknown card chirp "refused"', async () => {
    const { session, tap } = await table();
    expect(session.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] })).toEqual({ ok: true });
    expect(await tap({ card: '9H' })).toEqual({ outcome: 'revealed', chirp: 'accepted' });
    expect(await tap({ card: '9H' })).toEqual({ outcome: 'rejected', chirp: 'refused' });
    expect(await tap({ card: '4S' })).toEqual({ outcome: 'revealed', chirp: 'accepted' });
    expect(session.reader.attributeTap(null)).toEqual({ ok: true });
    expect(await tap({ card: 'KD' })).toEqual({ outcome: 'no-player', chirp: 'refused' });
    expect(await tap({ uid: 'DEADBEEF' })).toEqual({ outcome: 'unknown-card', chirp: 'refused' });
  });

  it('Loot: a card tapped to pick it on the tablet is taken, and chirps "accepted"', async () => {
    const { session, tap } = await table();
    expect(session.input({ type: 'start', game: 'loot', players: ['Ann', 'Bob', 'Cy'] })).toEqual({ ok: true });
    expect(await tap({ card: 'AD' })).toEqual({ outcome: 'picked', chirp: 'accepted' });
  });
});
