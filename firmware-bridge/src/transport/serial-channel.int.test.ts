import { describe, expect, it } from 'vitest';
import { SerialChannel } from './serial-channel.ts';
import { DuplexChannel } from './channel.ts';
import { exposeAsPty } from '../pty/pty.ts';
import { SimRig } from '../sim/simulated-rig.ts';
import type { LinkState } from '../device.ts';

function waitFor(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const t = setInterval(() => {
      if (check()) {
        clearInterval(t);
        resolve();
      } else if (Date.now() - started > ms) {
        clearInterval(t);
        reject(new Error(`timed out waiting for ${what}`));
      }
    }, 10);
  });
}

describe('SerialChannel over a real pty', () => {
  it('reads the rig, notices the device vanish, and reopens a fresh port when it is back', async () => {
    const rig = new SimRig({ speed: 10 });
    const pty = await exposeAsPty(rig.serial);
    const channel = new SerialChannel({ path: pty.path });
    const states: LinkState[] = [];
    let bytes = '';
    channel.on('state', (s) => states.push(s));
    channel.on('data', (d) => (bytes += d.toString('latin1')));
    try {
      await channel.open();
      expect(channel.state).toBe('connected');
      await waitFor(() => bytes.includes('\r\nS '), 'samples');
      await pty.vanish();
      await waitFor(() => channel.state !== 'connected', 'the disconnect');
      expect(states).toContain('disconnected');
      expect(channel.state).toBe('reconnecting');
      await pty.reappear();
      await waitFor(() => channel.state === 'connected', 'the reconnect');
      expect(channel.reconnects).toBe(1);
      const before = bytes.length;
      await waitFor(() => bytes.length > before + 50, 'bytes after the reconnect');
      channel.write('PING 1*AD\n');
      await waitFor(() => /ACK \d+ 1\*/.test(bytes), 'the ACK');
    } finally {
      await channel.close();
      await pty.close();
      await rig.close();
    }
  });

  it('keeps trying a path that does not exist yet, and says why', async () => {
    const channel = new SerialChannel({ path: '/nonexistent/qm-tty', watchMs: 20 });
    const why: (string | undefined)[] = [];
    channel.on('state', (_s, w) => why.push(w));
    await channel.open();
    expect(channel.state).toBe('connecting');
    expect(why.join()).toMatch(/cannot open \/nonexistent\/qm-tty/);
    await channel.close();
  });
});

describe('DuplexChannel', () => {
  it('reports the simulated cable being pulled and plugged at once', async () => {
    const rig = new SimRig({ clock: 'manual' });
    const channel = new DuplexChannel(rig.serial, 'sim');
    const states: LinkState[] = [];
    channel.on('state', (s) => states.push(s));
    await channel.open();
    rig.unplug();
    rig.plug();
    expect(states).toEqual(['connected', 'disconnected', 'connected']);
    expect(channel.reconnects).toBe(1);
    await channel.close();
    await rig.close();
  });
});
