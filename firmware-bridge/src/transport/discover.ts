// Finds the rig when no --port is given: the serial ports whose USB ids are those of the usual
// boards (Arduino, CH340, FTDI, CP210x), each then asked for a HELLO. SerialPort.list() fails
// where udev is missing (containers): that is reported, not thrown.
import { SerialPort } from 'serialport';
import { RigDecoder } from '../protocol/decoder.ts';
import { encodeCommand } from '../protocol/commands.ts';

export interface PortInfo {
  path: string;
  vendorId?: string | undefined;
  productId?: string | undefined;
  serialNumber?: string | undefined;
  manufacturer?: string | undefined;
}

/** USB vendor ids of boards and USB-serial chips a rig is built on. */
export const RIG_VENDORS: Record<string, string> = {
  '2341': 'Arduino',
  '2a03': 'Arduino (arduino.org)',
  '1a86': 'CH340',
  '0403': 'FTDI',
  '10c4': 'CP210x',
};

export interface DiscoveryResult {
  /** The port that answered with a HELLO, or null. */
  found: PortInfo | null;
  candidates: PortInfo[];
  /** What went wrong on the way, in words (listing failed, a port could not be opened, …). */
  problems: string[];
}

export interface DiscoverOptions {
  list?: () => Promise<PortInfo[]>;
  probe?: (path: string) => Promise<boolean>;
}

export function isRigCandidate(p: PortInfo): boolean {
  return p.vendorId !== undefined && p.vendorId.toLowerCase() in RIG_VENDORS;
}

export async function discoverRig(options: DiscoverOptions = {}): Promise<DiscoveryResult> {
  const problems: string[] = [];
  let ports: PortInfo[] = [];
  try {
    ports = await (options.list ?? (() => SerialPort.list()))();
  } catch (e) {
    problems.push(`cannot list serial ports (${(e as Error).message}); without udev, give the port with --port PATH`);
  }
  const candidates = ports.filter(isRigCandidate);
  const probe = options.probe ?? ((path: string) => probeHello(path));
  for (const c of candidates) {
    try {
      if (await probe(c.path)) return { found: c, candidates, problems };
      problems.push(`${c.path}: no HELLO from a rig`);
    } catch (e) {
      problems.push(`${c.path}: ${(e as Error).message}`);
    }
  }
  if (candidates.length === 0 && problems.length === 0) problems.push('no serial port with the USB id of an Arduino, CH340, FTDI or CP210x');
  return { found: null, candidates, problems };
}

/**
 * Opens the port and waits for a HELLO. Opening resets most Arduinos (DTR), and the bootloader
 * takes up to ~2 s, so the rig's boot HELLO usually arrives by itself; ID asks for it otherwise.
 */
export async function probeHello(path: string, timeoutMs = 3000): Promise<boolean> {
  const port = new SerialPort({ path, baudRate: 115200, autoOpen: false });
  await new Promise<void>((resolve, reject) => port.open((err) => (err ? reject(err) : resolve())));
  const decoder = new RigDecoder();
  try {
    return await new Promise<boolean>((resolve) => {
      const ask = setInterval(() => port.write(encodeCommand({ type: 'ID', id: 1 })), 1000);
      const timer = setTimeout(() => finish(false), timeoutMs);
      const finish = (ok: boolean): void => {
        clearInterval(ask);
        clearTimeout(timer);
        port.off('data', onData);
        resolve(ok);
      };
      const onData = (d: Buffer): void => {
        if (decoder.push(d).messages.some((m) => m.type === 'HELLO')) finish(true);
      };
      port.on('data', onData);
      port.on('error', () => finish(false));
    });
  } finally {
    if (port.isOpen) await new Promise<void>((r) => port.close(() => r()));
  }
}
