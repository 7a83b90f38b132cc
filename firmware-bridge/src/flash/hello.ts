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

/** The HELLO the rig sends within `ms` of the port's opening, or null. */
export async function waitForHello(path: string, ms: number): Promise<Hello | null> {
  const until = performance.now() + ms;
  let port: SerialPort | null = null;
  while (!port) {
    if (!(await portAppears(path, Math.max(0, until - performance.now())))) return null;
    const p = new SerialPort({ path, baudRate: 115200, autoOpen: false });
    const opened = await new Promise<boolean>((resolve) => p.open((err) => resolve(!err)));
    if (opened) port = p;
    else if (performance.now() > until) return null;
    else await sleep(50);
  }
  const open = port;
  const decoder = new RigDecoder();
  try {
    return await new Promise<Hello | null>((resolve) => {
      const ask = setInterval(() => open.write(encodeCommand({ type: 'ID', id: 1 })), 1000);
      const timer = setTimeout(() => finish(null), Math.max(0, until - performance.now()));
      const finish = (hello: Hello | null): void => {
        clearInterval(ask);
        clearTimeout(timer);
        open.off('data', onData);
        resolve(hello);
      };
      const onData = (d: Buffer): void => {
        const m = decoder.push(d).messages.find((x) => x.type === 'HELLO');
        if (m?.type === 'HELLO') finish({ fw: m.fw, proto: m.proto, board: m.board });
      };
      open.on('data', onData);
      open.on('error', () => finish(null));
    });
  } finally {
    if (open.isOpen) await new Promise<void>((r) => open.close(() => r()));
  }
}
