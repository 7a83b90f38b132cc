import { describe, expect, it } from 'vitest';
import { SimRig } from './simulated-rig.ts';
import { crcHex } from '../protocol/crc8.ts';
import { encodeCommand } from '../protocol/commands.ts';
import { onSerialLines, sinceLast } from './testing/serial-lines.ts';

/** Collects the rig's lines, checking each one's framing and checksum on the way. */
function tap(rig: SimRig): { lines: string[]; bodies: () => string[][]; take: () => string[][] } {
  const lines: string[] = [];
  onSerialLines(rig.serial, (l) => {
    const star = l.lastIndexOf('*');
    if (crcHex(l.slice(0, star)) !== l.slice(star + 1)) throw new Error(`bad checksum: ${l}`);
    if (l.length + 2 > 80) throw new Error(`line too long: ${l}`);
    lines.push(l);
  });
  const body = (l: string) => l.slice(0, l.lastIndexOf('*')).split(' ');
  const fresh = sinceLast(lines);
  return { lines, bodies: () => lines.map(body), take: () => fresh().map(body) };
}

const flush = () => new Promise((r) => setImmediate(r));

function manualRig(): SimRig {
  return new SimRig({ clock: 'manual', noise: false });
}

describe('SimRig', () => {
  it('says HELLO with seq 0 at boot, then streams both channels at 10/s with heartbeats, seq increasing', async () => {
    const rig = manualRig();
    const out = tap(rig);
    rig.advance(2000);
    await flush();
    const b = out.bodies();
    expect(b[0]).toEqual(['HELLO', '0', 'proto=3', 'fw=1.2.0', 'board=sim', 'caps=scale2,rfid,rate', 'rate=10']);
    b.forEach((f, i) => expect(Number(f[1])).toBe(i));
    expect(b.filter((f) => f[0] === 'S' && f[3] === '0')).toHaveLength(20);
    expect(b.filter((f) => f[0] === 'S' && f[3] === '1')).toHaveLength(20);
    expect(b.filter((f) => f[0] === 'HB').map((f) => f.slice(2))).toEqual([
      ['1000', '1', '10'],
      ['2000', '1', '10'],
    ]);
    await rig.close();
  });

  it('turns grams into counts by its calibration, exactly when noise is off', async () => {
    const rig = manualRig();
    const out = tap(rig);
    rig.addPiece(1, 12.5);
    rig.addPiece(1, 7.5);
    rig.setRaw(0, -1234);
    rig.advance(100);
    await flush();
    const s = out.bodies().filter((f) => f[0] === 'S');
    expect(s.map((f) => [f[3], f[4]])).toEqual([
      ['0', '-1234'],
      ['1', String(Math.round(rig.calibration.offset[1] + 20 * rig.calibration.countsPerGram[1]))],
    ]);
    expect(rig.removePiece(1, 12)).toBe(true);
    expect(rig.pieces(1)).toEqual([7.5]);
    await rig.close();
  });

  it('switches to 80 samples/s on RATE and stops and starts streaming on command', async () => {
    const rig = manualRig();
    const out = tap(rig);
    rig.advance(50);
    await flush();
    out.take();
    rig.serial.write(encodeCommand({ type: 'RATE', id: 5, rate: 80 }));
    await flush();
    rig.advance(1000);
    await flush();
    const b = out.take();
    expect(b[0]?.[0]).toBe('ACK');
    expect(b[0]?.slice(2)).toEqual(['5', '80']);
    expect(b.filter((f) => f[0] === 'S').length).toBe(160);
    expect(b.find((f) => f[0] === 'HB')?.slice(3)).toEqual(['1', '80']);

    rig.serial.write(encodeCommand({ type: 'STOP', id: 6 }));
    await flush();
    rig.advance(1000);
    await flush();
    const stopped = out.take();
    expect(stopped[0]?.slice(2)).toEqual(['6']);
    expect(stopped.filter((f) => f[0] === 'S')).toHaveLength(0);
    expect(stopped.find((f) => f[0] === 'HB')?.[3]).toBe('0');

    rig.serial.write(encodeCommand({ type: 'START', id: 7 }));
    await flush();
    rig.advance(100);
    await flush();
    expect(out.take().filter((f) => f[0] === 'S').length).toBeGreaterThan(0);
    await rig.close();
  });

  it('answers ID with a HELLO then an ACK, and refuses bad commands like the firmware', async () => {
    const rig = manualRig();
    const out = tap(rig);
    await flush();
    out.take();
    rig.serial.write(encodeCommand({ type: 'ID', id: 9 }));
    rig.serial.write('PING 1*00\n');
    rig.serial.write(`FIRE 3*${crcHex('FIRE 3')}\n`);
    rig.serial.write(`RATE 4 40*${crcHex('RATE 4 40')}\n`);
    rig.serial.write(`${'X'.repeat(40)}\n`);
    await flush();
    const b = out.take();
    expect(b.map((f) => f[0])).toEqual(['HELLO', 'ACK', 'ERR', 'NAK', 'NAK', 'ERR']);
    expect(b[1]?.[2]).toBe('9');
    expect(b[2]?.[3]).toBe('CMD_CHECKSUM');
    expect(b[3]?.slice(2)).toEqual(['3', 'CMD_UNKNOWN']);
    expect(b[4]?.slice(2)).toEqual(['4', 'CMD_BAD_ARG']);
    expect(b[5]?.[3]).toBe('CMD_TOO_LONG');
    await rig.close();
  });

  it('sends exactly one TAG ON and one OFF for a tap', async () => {
    const rig = manualRig();
    const out = tap(rig);
    rig.tapCard(0, '04A1B2C3D4E5F6');
    rig.advance(1000);
    await flush();
    const tags = out
      .bodies()
      .filter((f) => f[0] === 'TAG')
      .map((f) => f.slice(3));
    expect(tags).toEqual([
      ['0', 'ON', '04A1B2C3D4E5F6'],
      ['0', 'OFF', '04A1B2C3D4E5F6'],
    ]);
    expect(() => rig.placeTag(0, 'nothex!!')).toThrow(/8 or 14/);
    expect(() => rig.placeTag(1, 'A1B2C3D4')).toThrow(/no reader 1/);
    await rig.close();
  });

  it('reports a missing HX711 at most once a second and saturation once on entry', async () => {
    const rig = manualRig();
    const out = tap(rig);
    rig.setChannelPresent(1, false);
    rig.setRaw(0, 9_000_000);
    rig.advance(2500);
    await flush();
    const b = out.bodies();
    const errs = b.filter((f) => f[0] === 'ERR').map((f) => f.slice(3));
    expect(errs.filter((e) => e[0] === 'HX_TIMEOUT')).toEqual([
      ['HX_TIMEOUT', '1'],
      ['HX_TIMEOUT', '1'],
      ['HX_TIMEOUT', '1'],
    ]);
    expect(errs.filter((e) => e[0] === 'HX_SATURATED')).toEqual([['HX_SATURATED', '0']]);
    expect(b.filter((f) => f[0] === 'S' && f[3] === '1')).toHaveLength(0);
    expect(b.find((f) => f[0] === 'S' && f[3] === '0')?.[4]).toBe('8388607');
    await rig.close();
  });

  it('goes silent when unplugged and reboots (HELLO seq 0) when plugged back', async () => {
    const rig = manualRig();
    const out = tap(rig);
    rig.advance(500);
    rig.unplug();
    rig.serial.write(encodeCommand({ type: 'PING', id: 1 }));
    rig.advance(2000);
    await flush();
    const before = out.take();
    expect(before.every((f) => Number(f[2] ?? 0) <= 500 || f[0] === 'HELLO')).toBe(true);
    rig.plug();
    rig.advance(100);
    await flush();
    const after = out.take();
    expect(after[0]?.slice(0, 2)).toEqual(['HELLO', '0']);
    await rig.close();
  });

  it('runs by itself on the wall clock', async () => {
    const rig = new SimRig({ speed: 20 });
    const out = tap(rig);
    const samples = () => out.bodies().filter((f) => f[0] === 'S').length;
    for (let i = 0; i < 500 && samples() <= 4; i++) await new Promise((r) => setTimeout(r, 20));
    await rig.close();
    expect(samples()).toBeGreaterThan(4);
  });
});

/** The PIN reports since the last take: PIN seq t pin level → [t, pin, level]. */
const pinReports = (out: ReturnType<typeof tap>): string[][] =>
  out
    .take()
    .filter((f) => f[0] === 'PIN')
    .map((f) => f.slice(2));

describe('SimRig user pins (protocol 2)', () => {
  /** A rig with pin 7 set PULLUP (the All-in button), its HELLO and ACK taken. */
  async function withButton(): Promise<{ rig: SimRig; out: ReturnType<typeof tap>; pins: () => string[][] }> {
    const rig = manualRig();
    const out = tap(rig);
    rig.serial.write(encodeCommand({ type: 'MODE', id: 1, pin: 7, mode: 'PULLUP' }));
    rig.advance(100);
    await flush();
    expect(
      out
        .take()
        .find((f) => f[0] === 'ACK')
        ?.slice(2),
    ).toEqual(['1', '1']); // the pull-up reads high
    return { rig, out, pins: () => pinReports(out) };
  }

  it('a bouncing button (levels held 12 ms, under the 20 ms debounce) gives one PIN for the press and one for the release', async () => {
    const { rig, pins } = await withButton();
    // Contact bounce on pressing: five levels of 12 ms each (each read by the rig more than once), ending low.
    for (const level of [false, null, false, null, false]) {
      rig.driveInput(7, level);
      rig.advance(12);
    }
    const settledAt = rig.time - 12;
    rig.advance(100);
    await flush();
    const press = pins();
    expect(press.map((p) => p.slice(1))).toEqual([['7', '0']]);
    // Reported once the level held 20 ms (the rig reads its pins every few ms).
    expect(Number(press[0]![0]) - settledAt).toBeGreaterThanOrEqual(20);
    expect(Number(press[0]![0]) - settledAt).toBeLessThanOrEqual(26);
    // And on letting go, ending high.
    for (const level of [null, false, null, false, null]) {
      rig.driveInput(7, level);
      rig.advance(12);
    }
    rig.advance(100);
    await flush();
    expect(pins().map((p) => p.slice(1))).toEqual([['7', '1']]);
    await rig.close();
  });

  it('ignores a glitch shorter than 20 ms and reports a press held 30 ms, as the firmware does', async () => {
    const { rig, pins } = await withButton();
    rig.driveInput(7, false);
    rig.advance(15);
    rig.driveInput(7, null);
    rig.advance(100);
    await flush();
    expect(pins()).toEqual([]);
    rig.driveInput(7, false);
    rig.advance(30);
    rig.driveInput(7, null);
    rig.advance(100);
    await flush();
    expect(pins().map((p) => p.slice(1))).toEqual([
      ['7', '0'],
      ['7', '1'],
    ]);
    await rig.close();
  });

  it('skips pin polls while nothing needs them, yet ends a timed tone and debounces a button set up after an idle hour', async () => {
    const rig = manualRig();
    const out = tap(rig);
    rig.advance(3_600_000);
    // A chirp with no input pin set: the tone alone must keep the polls going until it ends.
    rig.serial.write(encodeCommand({ type: 'MODE', id: 1, pin: 17, mode: 'OUT' }));
    rig.serial.write(encodeCommand({ type: 'TONE', id: 2, pin: 17, hz: 880, ms: 50 }));
    await flush();
    rig.advance(10);
    expect(rig.pinOutputs().get(17)?.toneHz).toBe(880);
    rig.advance(60);
    expect(rig.pinOutputs().get(17)?.toneHz).toBe(0);
    rig.advance(600_000);
    rig.serial.write(encodeCommand({ type: 'MODE', id: 3, pin: 7, mode: 'PULLUP' }));
    await flush();
    rig.advance(10);
    rig.driveInput(7, false);
    const pressedAt = rig.time;
    rig.advance(100);
    await flush();
    const press = pinReports(out);
    expect(press.map((p) => p.slice(1))).toEqual([['7', '0']]);
    expect(Number(press[0]![0]) - pressedAt).toBeGreaterThanOrEqual(20);
    expect(Number(press[0]![0]) - pressedAt).toBeLessThanOrEqual(26);
    await rig.close();
  });
});
