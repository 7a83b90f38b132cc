// The firmware's serial protocol under emulation: hello, commands, errors, streaming, resets.
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './rig-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.finish();
  h = undefined;
});

describe('firmware link (emulated)', () => {
  it('boots with HELLO seq 0 listing its capabilities, then heartbeats once a second', async () => {
    h = await harness();
    const hello = await h.next((l) => l.type === 'HELLO');
    expect(hello.seq).toBe(0);
    expect(hello.fields).toEqual(['proto=3', 'fw=1.2.1', 'board=nano', 'caps=scale2,rfid,rate', 'rate=10']);
    await h.run(2200);
    const hb = h.lines.of('HB');
    expect(hb.length).toBeGreaterThanOrEqual(2);
    expect(hb[0]!.fields.slice(1)).toEqual(['1', '10']);
    const gap = Number(hb[1]!.fields[0]) - Number(hb[0]!.fields[0]);
    expect(gap).toBeGreaterThanOrEqual(990);
    expect(gap).toBeLessThanOrEqual(1010);
  });

  it('answers PING and ID (a HELLO, then the ACK) with the host-chosen id', async () => {
    h = await harness();
    await h.next((l) => l.type === 'HELLO');
    expect((await h.ask('PING 65535', 65535)).type).toBe('ACK');
    const from = h.lines.lines.length;
    const ack = await h.ask('ID 42', 42);
    expect(ack.type).toBe('ACK');
    const again = h.lines.lines.slice(from).find((l) => l.type === 'HELLO');
    expect(again?.seq).toBeGreaterThan(0);
    expect(again!.seq).toBeLessThan(ack.seq);
  });

  it('STOP silences samples but not heartbeats; START brings them back; RATE acknowledges the rate', async () => {
    h = await harness();
    await h.next((l) => l.type === 'S');
    const stop = await h.ask('STOP 7', 7);
    await h.run(1500);
    const during = h.lines.lines.filter((l) => l.seq > stop.seq);
    expect(during.filter((l) => l.type === 'S')).toEqual([]);
    expect(during.some((l) => l.type === 'HB' && l.fields[1] === '0')).toBe(true);
    await h.ask('START 8', 8);
    await h.next((l) => l.type === 'S', 1000);
    expect((await h.ask('RATE 9 80', 9)).fields).toEqual(['9', '80']);
    await h.next((l) => l.type === 'HB' && l.fields[2] === '80', 1500);
  });

  it.each([
    ['a bad checksum', 'PING 3*00\n', 'ERR', 'CMD_CHECKSUM'],
    ['no checksum', 'PING 3\n', 'ERR', 'CMD_CHECKSUM'],
    ['a lower-case command', null, 'NAK', 'CMD_UNKNOWN'],
    ['a line over 32 bytes', `PING 1${' '.repeat(40)}*00\n`, 'ERR', 'CMD_TOO_LONG'],
    ['RATE 30', 'RATE 5 30', 'NAK', 'CMD_BAD_ARG'],
    ['PING with an extra argument', 'PING 5 5', 'NAK', 'CMD_BAD_ARG'],
    ['id 0', 'PING 0', 'ERR', 'CMD_BAD_ARG'],
    ['id 65536', 'PING 65536', 'ERR', 'CMD_BAD_ARG'],
  ])('refuses %s with %s %s', async (_what, raw, type, code) => {
    h = await harness();
    await h.next((l) => l.type === 'HELLO');
    const from = h.lines.lines.length;
    if (raw === null) h.send('ping 5');
    else if (raw.endsWith('\n')) h.rig.serial.write(raw);
    else h.send(raw);
    const answer = await h.next((l) => l.type === 'ERR' || l.type === 'NAK', 1000, from);
    expect(answer.type).toBe(type);
    expect(answer.fields).toContain(code);
    if (type === 'NAK') expect(answer.fields[0]).toBe('5');
    expect((await h.ask('PING 6', 6)).type).toBe('ACK'); // and the link still works
  });

  it('accepts CRLF line endings and ignores blank lines', async () => {
    h = await harness();
    await h.next((l) => l.type === 'HELLO');
    h.rig.serial.write('\r\n\n');
    const from = h.lines.lines.length;
    h.rig.serial.write('PING 12*D4\r\n');
    const ack = await h.next((l) => l.type === 'ACK', 1000, from);
    expect(ack.fields).toEqual(['12']);
    expect(h.lines.lines.slice(from).filter((l) => l.type === 'ERR')).toEqual([]);
  });

  it('unplug silences the line; plug reboots the rig, which says HELLO with seq 0 again', async () => {
    h = await harness();
    await h.next((l) => l.type === 'HB', 1500);
    const events: string[] = [];
    h.rig.serial.on('unplug', () => events.push('unplug')).on('plug', () => events.push('plug'));
    h.rig.unplug();
    const count = h.lines.lines.length;
    await h.run(500);
    expect(h.lines.lines.length).toBe(count);
    h.rig.plug();
    const hello = await h.next((l) => l.type === 'HELLO', 1000);
    expect(hello.seq).toBe(0);
    expect(events).toEqual(['unplug', 'plug']); // as the simulated rig tells in-process channels
  });
});
