// After a flash: opens the port (which resets the board: the bootloader waits its second, then
// the new firmware boots) and waits for the firmware's HELLO, asking for one with ID each second.
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { SerialPort } from 'serialport';
import { encodeCommand } from '../protocol/commands.ts';
import { RigDecoder } from '../protocol/decoder.ts';

export interface Hello {
  fw: string;
  proto: number;
  board: string;
}

/** Waits up to `ms` for `path` to exist (an emulated rig's pty is renewed after each close). */
export async function portAppears(path: string, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  while (!existsSync(path)) {
    if (performance.now() > until) return false;
    await sleep(20);
  }
  return true;
}

/** The HELLO the rig sends within `ms` of the port's opening, or null. A port that closes or
 * fails before the HELLO (a board dropping off the bus as it resets, or a path renewed just as it
 * was opened) is opened again while time is left: the rig is asked again, never given up on early. */
export async function waitForHello(path: string, ms: number): Promise<Hello | null> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const port = await openPort(path, until);
    if (!port) return null;
    const heard = await listen(port, until);
    if (heard !== 'lost') return heard;
    await sleep(50);
  }
  return null;
}

/** The port at `path` open, once it is there, or null when `until` comes first. */
async function openPort(path: string, until: number): Promise<SerialPort | null> {
  for (;;) {
    if (!(await portAppears(path, Math.max(0, until - performance.now())))) return null;
    const p = new SerialPort({ path, baudRate: 115200, autoOpen: false });
    const opened = await new Promise<boolean>((resolve) => p.open((err) => resolve(!err)));
    if (opened) return p;
    if (performance.now() > until) return null;
    await sleep(50);
  }
}

/** The HELLO heard on `open` (asking with ID each second), null at `until`, or 'lost' when the port went first. */
async function listen(open: SerialPort, until: number): Promise<Hello | null | 'lost'> {
  const decoder = new RigDecoder();
  try {
    return await new Promise<Hello | null | 'lost'>((resolve) => {
      const ask = setInterval(() => open.write(encodeCommand({ type: 'ID', id: 1 })), 1000);
      const timer = setTimeout(() => finish(null), Math.max(0, until - performance.now()));
      const finish = (hello: Hello | null | 'lost'): void => {
        clearInterval(ask);
        clearTimeout(timer);
        open.off('data', onData);
        open.off('close', onLost);
        resolve(hello);
      };
      const onData = (d: Buffer): void => {
        const m = decoder.push(d).messages.find((x) => x.type === 'HELLO');
        if (m?.type === 'HELLO') finish({ fw: m.fw, proto: m.proto, board: m.board });
      };
      const onLost = (): void => finish('lost');
      open.on('data', onData);
      // Left on once finished: a write still under way may fail after the port was given up.
      open.on('error', onLost);
      open.on('close', onLost);
    });
  } finally {
    if (open.isOpen) await new Promise<void>((r) => open.close(() => r()));
  }
}
