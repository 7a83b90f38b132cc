// One suite, two rigs: the simulated rig and the real firmware in the emulator, each over a real
// pty opened by serialport, must say the same things (hardware/PROTOCOL.md). This is what proves
// the simulator tells the truth. Timing is checked on the rig's own clock (`t`), never the host's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { crcHex } from '../../firmware-bridge/src/protocol/crc8.ts';
import type { DeviceMessage } from '../../firmware-bridge/src/protocol/messages.ts';
import { targets, type RigUnderTest } from './targets.ts';
import { Host, is } from './host.ts';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const intervals = (ts: number[]) => ts.slice(1).map((t, i) => t - ts[i]!);

describe.each(targets)('conformance: $name', (target) => {
  let dut: RigUnderTest;
  let host: Host;

  beforeEach(async () => {
    dut = await target.start();
    host = new Host(dut.path);
    await host.open();
    await host.waitFor(is('S'), 'the rig up and streaming', 0);
  });

  afterEach(async () => {
    await host.close();
    await dut.close();
  });

  /** Every line that reached the host was well framed, checksummed, known and decodable. */
  function expectCleanLine(): void {
    expect(host.link.counters).toMatchObject({ badChecksum: 0, tooLong: 0, unknownType: 0, malformed: 0 });
  }

  it('answers ID with a HELLO (proto 3, its capabilities, rate 10) then an ACK', async () => {
    const from = host.mark();
    const ack = await host.link.command({ type: 'ID' });
    const [hello] = await host.waitFor(is('HELLO'), 'HELLO', from);
    expect(hello).toMatchObject({ proto: 3, rate: 10 });
    expect(hello!.caps).toEqual(expect.arrayContaining(['scale2', 'rfid', 'rate']));
    expect(hello!.fw).toMatch(/^\S+$/);
    expect(hello!.seq).toBeLessThan(ack.seq);
    expectCleanLine();
  });

  const anyLine = (m: DeviceMessage): m is DeviceMessage => true;
  /** Plugs the cable back once the host has seen it go; the rig boots once the host reopened. */
  async function plugBack(): Promise<void> {
    await host.until((s) => s !== 'connected');
    await dut.plug(() => host.until((s) => s === 'connected'));
  }

  it('says HELLO with seq 0 when it boots after the cable is plugged back', async () => {
    await host.waitFor(is('S'), 'a sample');
    await dut.unplug();
    const from = host.mark();
    await plugBack();
    const [first] = await host.waitFor(anyLine, 'the first line after the reboot', from);
    expect(first).toMatchObject({ type: 'HELLO', seq: 0, proto: 3 });
    expectCleanLine();
  });

  it('counts a line the cable cut as a fragment, never glued to the HELLO after it is plugged back', async () => {
    await host.waitFor(is('S'), 'a sample');
    const fragments = host.link.counters.fragments ?? 0;
    const cut = 'S 40 2000 1 12'; // with the HELLO after it, longer than a line may be
    await dut.unplug({ bytes: cut, delivered: () => host.received(cut) });
    const from = host.mark();
    await plugBack();
    const [first] = await host.waitFor(anyLine, 'the first line after the reboot', from);
    expect(first).toMatchObject({ type: 'HELLO', seq: 0, proto: 3 });
    expectCleanLine();
    expect(host.link.counters.fragments).toBe(fragments + 1);
  });

  it('streams both channels with the exact raw counts, 10 per second on its own clock, seq without gaps', async () => {
    dut.rig.setRaw(0, 123456);
    dut.rig.setRaw(1, -654321);
    await host.waitFor(
      is('S', (m) => m.ch === 0 && m.raw === 123456),
      'left channel at 123456',
    );
    const from = host.mark();
    const left = await host.waitFor(
      is('S', (m) => m.ch === 0),
      '20 left samples',
      from,
      20,
    );
    const right = await host.waitFor(
      is('S', (m) => m.ch === 1),
      '20 right samples',
      from,
      20,
    );
    expect(new Set(left.map((s) => s.raw))).toEqual(new Set([123456]));
    expect(new Set(right.map((s) => s.raw))).toEqual(new Set([-654321]));
    const period = median(intervals(left.map((s) => s.t)));
    expect(period).toBeGreaterThanOrEqual(80);
    expect(period).toBeLessThanOrEqual(125);
    const seqs = host.log.slice(from).map((m) => m.seq);
    seqs.slice(1).forEach((s, i) => expect(s).toBe((seqs[i]! + 1) & 0xffff));
    expectCleanLine();
    expect(host.link.counters.seqGaps).toBe(0);
  });

  it('switches to 80 samples per second on RATE, and heartbeats say so', async () => {
    const ack = await host.link.command({ type: 'RATE', rate: 80 });
    expect(ack.info).toBe('80');
    const from = host.mark();
    const left = await host.waitFor(
      is('S', (m) => m.ch === 0),
      '40 left samples',
      from,
      40,
    );
    const period = median(intervals(left.slice(5).map((s) => s.t)));
    expect(period).toBeGreaterThanOrEqual(8);
    expect(period).toBeLessThanOrEqual(16);
    const [hb] = await host.waitFor(is('HB'), 'a heartbeat', from);
    expect(hb).toMatchObject({ streaming: true, rate: 80 });
    expectCleanLine();
  });

  it('stops streaming on STOP (heartbeats go on) and starts again on START', async () => {
    await host.waitFor(is('S'), 'a sample');
    const stop = await host.link.command({ type: 'STOP' });
    const from = host.mark();
    const hbs = await host.waitFor(is('HB'), 'two heartbeats', from, 2);
    expect(hbs.every((h) => !h.streaming)).toBe(true);
    expect(host.log.filter((m) => m.type === 'S' && m.seq > stop.seq)).toEqual([]);
    await host.link.command({ type: 'START' });
    await host.waitFor(is('S'), 'samples again');
    expectCleanLine();
  });

  it('sends exactly one TAG ON and one TAG OFF per card, for 7-byte and 4-byte UIDs', async () => {
    for (const uid of ['04A1B2C3D4E5F6', 'DEADBEEF']) {
      const from = host.mark();
      dut.rig.placeTag(0, uid);
      const [on] = await host.waitFor(is('TAG'), `TAG ON ${uid}`, from);
      expect(on).toMatchObject({ reader: 0, present: true, uid });
      dut.rig.removeTag(0);
      await host.waitFor(
        is('TAG', (m) => !m.present),
        `TAG OFF ${uid}`,
        from,
      );
      await host.waitFor(is('HB'), 'a heartbeat after', host.mark());
      const tags = host.log.slice(from).filter((m) => m.type === 'TAG');
      expect(tags.map((t) => t.type === 'TAG' && [t.present, t.uid])).toEqual([
        [true, uid],
        [false, uid],
      ]);
    }
    expectCleanLine();
  });

  it('reports a missing HX711 and a saturated channel', async () => {
    const from = host.mark();
    dut.rig.setChannelPresent(1, false);
    const [timeout] = await host.waitFor(
      is('ERR', (m) => m.code === 'HX_TIMEOUT'),
      'HX_TIMEOUT',
      from,
    );
    expect(timeout!.detail).toBe('1');
    dut.rig.setRaw(0, 9_000_000);
    const sat = host.mark();
    const samples = await host.waitFor(
      is('S', (m) => m.ch === 0 && m.raw === 8388607),
      '10 saturated samples',
      sat,
      10,
    );
    const errs = host.log.slice(sat).filter((m) => m.type === 'ERR' && m.code === 'HX_SATURATED' && m.seq < samples.at(-1)!.seq);
    expect(errs).toHaveLength(1);
    expect(errs[0]).toMatchObject({ detail: '0' });
    const lastTimeout = host.log.filter((m) => m.type === 'ERR' && m.code === 'HX_TIMEOUT').at(-1)!.seq;
    expect(host.log.filter((m) => m.type === 'S' && m.ch === 1 && m.seq > lastTimeout)).toEqual([]);
    expectCleanLine();
  });

  it('protocol 2 user pins: a button on a pull-up input reports debounced PIN changes; outputs, PWM and tones reach the pins', async () => {
    const rig = dut.rig;
    if (!rig.driveInput || !rig.pinOutputs) throw new Error(`${target.name} does not model the user pins`);
    const outputs = rig.pinOutputs.bind(rig);
    const ack = await host.link.command({ type: 'MODE', pin: 7, mode: 'PULLUP' });
    expect(ack).toMatchObject({ type: 'ACK', info: '1' }); // nothing pressed: the pull-up reads high
    let from = host.mark();
    rig.driveInput(7, false); // pressed: the button pulls the pin to ground
    const [down] = await host.waitFor(is('PIN'), 'PIN 7 0', from);
    expect(down).toMatchObject({ pin: 7, high: false });
    from = host.mark();
    rig.driveInput(7, null);
    const [up] = await host.waitFor(is('PIN'), 'PIN 7 1', from);
    expect(up).toMatchObject({ pin: 7, high: true });

    await host.link.command({ type: 'MODE', pin: 14, mode: 'OUT' });
    await host.link.command({ type: 'DW', pin: 14, value: 1 });
    await expect.poll(() => outputs().get(14)?.level, { timeout: 10_000 }).toBe(1);
    await host.link.command({ type: 'DW', pin: 14, value: 0 });
    await expect.poll(() => outputs().get(14)?.level, { timeout: 10_000 }).toBe(0);

    await host.link.command({ type: 'MODE', pin: 6, mode: 'PWM' });
    await host.link.command({ type: 'PWM', pin: 6, value: 128 });
    await expect.poll(() => outputs().get(6), { timeout: 10_000 }).toMatchObject({ mode: 'PWM', level: 128 / 255 });

    await host.link.command({ type: 'MODE', pin: 17, mode: 'OUT' });
    await host.link.command({ type: 'TONE', pin: 17, hz: 2000, ms: 0 });
    await expect.poll(() => Math.abs((outputs().get(17)?.toneHz ?? 0) - 2000), { timeout: 10_000 }).toBeLessThan(200);
    await host.link.command({ type: 'TONE', pin: 17, hz: 0, ms: 0 });
    await expect.poll(() => outputs().get(17)?.toneHz, { timeout: 10_000 }).toBe(0);
    expectCleanLine();
  });

  it('protocol 2 refuses pin commands that do not fit: a pin the rig uses, PWM without it, writing an input, a tone too low', async () => {
    const refused = async (cmd: Parameters<Host['link']['command']>[0]) => {
      await expect(host.link.command(cmd)).rejects.toThrow(/CMD_BAD_ARG/);
    };
    await refused({ type: 'MODE', pin: 9, mode: 'OUT' }); // the readers' RST
    await refused({ type: 'MODE', pin: 2, mode: 'IN' }); // an HX711's DOUT
    await refused({ type: 'MODE', pin: 7, mode: 'PWM' }); // only pin 6 has PWM
    await host.link.command({ type: 'MODE', pin: 15, mode: 'IN' });
    await refused({ type: 'DW', pin: 15, value: 1 }); // an input
    await refused({ type: 'TONE', pin: 15, hz: 440, ms: 100 });
    await host.link.command({ type: 'MODE', pin: 16, mode: 'OUT' });
    await refused({ type: 'TONE', pin: 16, hz: 20, ms: 100 });
    await refused({ type: 'PWM', pin: 16, value: 10 });
    // The rig goes on as before.
    await host.link.command({ type: 'PING' });
    expectCleanLine();
  });

  it('refuses bad commands: checksum (ERR), unknown (NAK), bad argument (NAK), too long (ERR)', async () => {
    const send = (line: string) => host.channel.write(line);
    const withCrc = (body: string) => `${body}*${crcHex(body)}\n`;
    let from = host.mark();
    send('PING 7*00\n');
    await host.waitFor(
      is('ERR', (m) => m.code === 'CMD_CHECKSUM'),
      'ERR CMD_CHECKSUM',
      from,
    );
    from = host.mark();
    send(withCrc('FIRE 3'));
    const [unknown] = await host.waitFor(is('NAK'), 'NAK CMD_UNKNOWN', from);
    expect(unknown).toMatchObject({ id: 3, reason: 'CMD_UNKNOWN' });
    from = host.mark();
    send(withCrc('RATE 4 40'));
    const [badArg] = await host.waitFor(is('NAK'), 'NAK CMD_BAD_ARG', from);
    expect(badArg).toMatchObject({ id: 4, reason: 'CMD_BAD_ARG' });
    from = host.mark();
    send(`PING ${'1'.repeat(40)}\n`);
    await host.waitFor(
      is('ERR', (m) => m.code === 'CMD_TOO_LONG'),
      'ERR CMD_TOO_LONG',
      from,
    );
    from = host.mark();
    send('\n');
    await expect(host.link.command({ type: 'PING' })).resolves.toMatchObject({ type: 'ACK' });
    // The blank line got no answer: only the ACK came since.
    expect(host.log.slice(from).filter((m) => m.type === 'ERR' || m.type === 'NAK')).toEqual([]);
    expectCleanLine();
  });
});
