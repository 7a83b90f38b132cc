// johnny-five on the rig: a Board on the RigIO plugin over the simulated rig's link, with a
// Button, a Led and a Piezo whose effects are read back from the rig's pins.
import five from 'johnny-five';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RigDevice } from '../devices/rig-device.ts';
import { CalibrationStore } from '../devices/calibration-store.ts';
import { SimRig } from '../sim/simulated-rig.ts';
import { DuplexChannel } from '../transport/channel.ts';
import { RigIO } from './rig-io.ts';
import { rigPiezoController } from './rig-piezo.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

async function rigWithBoard(proto = 2) {
  const sim = new SimRig({ noise: false, proto });
  const store = new CalibrationStore(mkdtempSync(join(tmpdir(), 'qm-j5-')));
  const device = new RigDevice({ kind: 'sim', channel: new DuplexChannel(sim.serial, 'sim'), identity: 'sim', store });
  cleanups.push(async () => {
    await device.stop();
    await sim.close();
  });
  const errors: string[] = [];
  const io = new RigIO(device.pins, (m) => errors.push(m));
  await device.start();
  return { sim, device, io, errors };
}

function boardOn(io: RigIO): Promise<five.Board> {
  const board = new five.Board({ io, repl: false, debug: false, sigint: false } as five.BoardOption);
  return new Promise((resolve) => board.on('ready', () => resolve(board)));
}

describe('RigIO: johnny-five over the rig protocol', () => {
  it('a Button on a pull-up pin sees presses and releases of the rig pin', async () => {
    const { sim, io, errors } = await rigWithBoard();
    const board = await boardOn(io);
    const button = new five.Button({ pin: 7, isPullup: true, board });
    const seen: string[] = [];
    button.on('press', () => seen.push('press'));
    button.on('release', () => seen.push('release'));
    // The level the rig reports when the pull-up is set: up (johnny-five says 'release' once).
    await expect.poll(() => seen).toEqual(['release']);
    sim.driveInput(7, false);
    await expect.poll(() => seen).toEqual(['release', 'press']);
    sim.driveInput(7, null);
    await expect.poll(() => seen).toEqual(['release', 'press', 'release']);
    expect(errors).toEqual([]);
  });

  it('a Led lights the rig pin and a Piezo plays a tone on the rig', async () => {
    const { sim, io, errors } = await rigWithBoard();
    const board = await boardOn(io);
    const led = new five.Led({ pin: 14, board });
    led.on();
    await expect.poll(() => sim.pinOutputs().get(14)?.level).toBe(1);
    led.off();
    await expect.poll(() => sim.pinOutputs().get(14)?.level).toBe(0);
    const piezo = new five.Piezo({ pin: 17, board, controller: rigPiezoController } as five.PiezoOption);
    piezo.frequency(2000, 5000);
    await expect.poll(() => sim.pinOutputs().get(17)?.toneHz).toBe(2000);
    piezo.noTone();
    await expect.poll(() => sim.pinOutputs().get(17)?.toneHz).toBe(0);
    expect(errors).toEqual([]);
  });

  it('refuses a pin the rig uses, in words', async () => {
    const { io } = await rigWithBoard();
    await boardOn(io);
    expect(() => io.pinMode(9, io.MODES.OUTPUT)).toThrow(/pin 9 is not free on the rig/);
  });

  it('on firmware 1.0 (protocol 1) it never becomes ready and says why', async () => {
    const { device, io } = await rigWithBoard(1);
    await expect.poll(() => device.status().firmware?.proto).toBe(1);
    expect(io.isReady).toBe(false);
    expect(io.unavailable()).toMatch(/protocol 1, which has no pins .*flash firmware 1\.1/);
    await expect(device.pins.write(14, 1)).rejects.toThrow(/protocol 1/);
  });

  it('on a firmware newer than this host (protocol 4) it says "update Quartermaster" and drives the pins as protocol 3 does', async () => {
    const { sim, device, io, errors } = await rigWithBoard(4);
    const faults: { code: string; message: string }[] = [];
    device.on('error', (e) => faults.push(e));
    await expect.poll(() => device.status().firmware?.proto).toBe(4);
    // Said in words where the tablet shows the device's last problem.
    expect(device.status().lastError).toMatch(/firmware 1\.3\.0 is newer than this Quartermaster .*protocol 4.*: update Quartermaster/);
    // The ID the device asks on connecting is answered with a HELLO: it is said again, as a fault.
    await expect.poll(() => faults.map((f) => f.code)).toContain('PROTO');
    expect(faults.find((f) => f.code === 'PROTO')?.message).toMatch(/update Quartermaster/);
    // Used for what this host knows: the pins of protocol 2.
    expect(io.unavailable()).toBeNull();
    const board = await boardOn(io);
    const led = new five.Led({ pin: 14, board });
    led.on();
    await expect.poll(() => sim.pinOutputs().get(14)?.level).toBe(1);
    expect(errors).toEqual([]);
  });

  it('sends no pin command while the rig is unplugged (the one plugged back may be firmware 1.0), and sets the pins again after its HELLO', async () => {
    const { sim, device, io, errors } = await rigWithBoard();
    const board = await boardOn(io);
    const led = new five.Led({ pin: 16, board });
    led.on();
    await expect.poll(() => sim.pinOutputs().get(16)?.level).toBe(1);
    const command = vi.spyOn(device.link, 'command');
    const pinCommands = () => command.mock.calls.map(([c]) => c.type).filter((t) => ['MODE', 'DW', 'PWM', 'TONE'].includes(t));
    sim.unplug();
    expect(device.pins.unavailable()).toMatch(/has not said which firmware/);
    await expect(device.pins.write(16, 0)).rejects.toThrow(/has not said which firmware/);
    led.off();
    await expect.poll(() => errors.length).toBe(1);
    expect(errors[0]).toMatch(/write pin 16: the rig has not said which firmware/);
    expect(pinCommands()).toEqual([]);
    sim.plug();
    // The rig restarted with every pin an input: its HELLO has the host set pin 16 again, as it was last set.
    await expect.poll(() => sim.pinOutputs().get(16)?.level, { timeout: 10_000 }).toBe(1);
    expect(pinCommands()).toContain('MODE');
  });

  it('sets the pins again after the rig restarts (it forgets them)', async () => {
    const { sim, io } = await rigWithBoard();
    const board = await boardOn(io);
    const led = new five.Led({ pin: 15, board });
    led.on();
    await expect.poll(() => sim.pinOutputs().get(15)?.level).toBe(1);
    sim.unplug();
    sim.plug();
    await expect.poll(() => sim.pinOutputs().get(15)?.level, { timeout: 10_000 }).toBe(1);
  });
});
