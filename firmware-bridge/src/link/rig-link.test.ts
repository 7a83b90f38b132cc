import { afterEach, describe, expect, it, vi } from 'vitest';
import { RigLink, CommandError } from './rig-link.ts';
import { SimRig } from '../sim/simulated-rig.ts';
import { crcHex } from '../protocol/crc8.ts';
import type { DeviceMessage } from '../protocol/messages.ts';

const line = (body: string) => `${body}*${crcHex(body)}\r\n`;

/** A link wired to a simulated rig in manual time: commands are answered synchronously. */
function wired(): { rig: SimRig; link: RigLink; messages: DeviceMessage[] } {
  const rig = new SimRig({ clock: 'manual', noise: false });
  const link = new RigLink((data) => rig.serial.write(data));
  rig.serial.on('data', (d: Buffer) => link.receive(d));
  const messages: DeviceMessage[] = [];
  link.on('message', (m) => messages.push(m));
  return { rig, link, messages };
}

describe('RigLink', () => {
  it('runs commands against the simulated rig and resolves with their ACK', async () => {
    const { rig, link, messages } = wired();
    await expect(link.command({ type: 'PING' })).resolves.toMatchObject({ type: 'ACK', id: 1 });
    await expect(link.command({ type: 'RATE', rate: 80 })).resolves.toMatchObject({ id: 2, info: '80' });
    await link.command({ type: 'ID' });
    expect(messages.filter((m) => m.type === 'HELLO')).toHaveLength(2);
    await rig.close();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a command the rig did not hear, with a fresh id', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const link = new RigLink((d) => sent.push(d));
    const done = link.command({ type: 'PING' }, { timeoutMs: 20, retries: 2 });
    vi.advanceTimersByTime(25);
    expect(sent).toEqual(['PING 1*AD\n', `PING 2*${crcHex('PING 2')}\n`]);
    link.receive(line('ACK 5 2'));
    await expect(done).resolves.toMatchObject({ id: 2 });
  });

  it('gives up after its retries with a TIMEOUT error', async () => {
    const sent: string[] = [];
    const link = new RigLink((d) => sent.push(d));
    const err = await link.command({ type: 'STOP' }, { timeoutMs: 5, retries: 1 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CommandError);
    expect((err as CommandError).code).toBe('TIMEOUT');
    expect(sent).toHaveLength(2);
  });

  it('rejects on NAK with the reason, and fails pending commands when the link drops', async () => {
    const link = new RigLink(() => {});
    const refused = link.command({ type: 'RATE', rate: 10 });
    link.receive(line('NAK 3 1 CMD_BAD_ARG'));
    await expect(refused).rejects.toMatchObject({ code: 'CMD_BAD_ARG' });
    const pending = link.command({ type: 'PING' });
    link.failPending('cable unplugged');
    await expect(pending).rejects.toMatchObject({ code: 'DISCONNECTED', message: /cable unplugged/ });
  });

  it('ignores a late ACK for a command already settled', () => {
    const link = new RigLink(() => {});
    expect(() => link.receive(line('ACK 1 999'))).not.toThrow();
    expect(link.counters.linesOk).toBe(1);
  });
});
