// The firmware's user pins under emulation (protocol 2): an input reports a change only once its
// level has held for 20 ms, so a bouncing button is one PIN line per press and per release.
// The emulator runs the firmware in 5 ms slices and the test moves between them: each level below
// lasts one or two slices of simulated time, whatever the host machine's load.
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './rig-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.finish();
  h = undefined;
});

/** An emulated rig with pin 7 (the All-in button) set PULLUP; `pins()` gives the PIN lines since. */
async function withButton(): Promise<{ h: Harness; pins: () => { pin: string; level: string; at: number }[] }> {
  const rig = await harness();
  h = rig;
  await rig.next((l) => l.type === 'HELLO');
  const ack = await rig.ask('MODE 1 7 PULLUP', 1);
  expect(ack.type).toBe('ACK');
  expect(ack.fields[1]).toBe('1'); // nothing pressed: the pull-up reads high
  let from = rig.lines.lines.length;
  const pins = () => {
    const got = rig.lines.lines
      .slice(from)
      .filter((l) => l.type === 'PIN')
      .map((l) => ({ pin: l.fields[1]!, level: l.fields[2]!, at: l.at }));
    from = rig.lines.lines.length;
    return got;
  };
  return { h: rig, pins };
}

/** Drives pin 7 through `levels`, each held `ms` of simulated time; the time the last one began. */
async function bounce(rig: Harness, levels: (boolean | null)[], ms: number): Promise<number> {
  let last = 0;
  for (const level of levels) {
    last = rig.rig.simMillis;
    rig.rig.driveInput(7, level);
    await rig.run(ms);
  }
  return last;
}

describe('firmware user pins (emulated)', () => {
  it('a bouncing button (levels held about 10 ms, under the 20 ms debounce) gives one PIN for the press and one for the release', async () => {
    const { h: rig, pins } = await withButton();
    // Contact bounce on pressing, ending low (the button pulls the pin to ground).
    const pressedAt = await bounce(rig, [false, null, false, null, false], 8);
    await rig.run(150);
    const press = pins();
    expect(press.map((p) => [p.pin, p.level])).toEqual([['7', '0']]);
    // Reported after the last level held 20 ms (to the emulator's 5 ms slices and the line's transmission).
    expect(press[0]!.at - pressedAt).toBeGreaterThanOrEqual(20);
    expect(press[0]!.at - pressedAt).toBeLessThanOrEqual(40);
    // And on letting go, ending high (the pull-up).
    await bounce(rig, [null, false, null, false, null], 8);
    await rig.run(150);
    expect(pins().map((p) => [p.pin, p.level])).toEqual([['7', '1']]);
  });

  it('ignores a glitch shorter than 20 ms and reports a press held 40 ms', async () => {
    const { h: rig, pins } = await withButton();
    await bounce(rig, [false, null], 12);
    await rig.run(150);
    expect(pins()).toEqual([]);
    await bounce(rig, [false, null], 40);
    await rig.run(150);
    expect(pins().map((p) => [p.pin, p.level])).toEqual([
      ['7', '0'],
      ['7', '1'],
    ]);
  });
});
