// A real pseudo-terminal in front of a rig's serial Duplex, so serialport (or a person with
// `screen`) opens a device path exactly as it would a USB serial adapter.
//
//   const link = await exposeAsPty(rig.serial, { path? });   // link.path: e.g. /tmp/qm-pty-123-1
//   await link.vanish();    // the device path disappears (cable pulled); device output is dropped
//   await link.reappear();  // a fresh pty at the same path (cable plugged back)
//   await link.close();     // for good
//
// `serial` is the host side of the rig: what it emits is what the device sends, what is written
// to it are the host's commands. The pty is made by Debian `socat` (a test dependency listed in
// scripts/debian-deps.mjs); without it exposeAsPty rejects with a message naming the package.
import { spawn, type ChildProcess } from 'node:child_process';
import { lstatSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';

export interface PtyLink {
  /** Stable path of the device side (a symlink to /dev/pts/N, renewed by reappear()). */
  readonly path: string;
  /** True between vanish() and reappear(). */
  readonly vanished: boolean;
  vanish(): Promise<void>;
  reappear(): Promise<void>;
  close(): Promise<void>;
}

export interface PtyOptions {
  /** Where the symlink goes; default a fresh name in the temp directory. */
  path?: string;
}

/** Bytes queued towards a pty nobody reads before we drop them, like a cable to nobody. */
const MAX_QUEUED = 4 * 1024 * 1024;
let counter = 0;

export async function exposeAsPty(serial: Duplex, options: PtyOptions = {}): Promise<PtyLink> {
  const path = options.path ?? join(tmpdir(), `qm-pty-${process.pid}-${++counter}`);
  // socat would read commas, colons and the like as part of its address syntax.
  if (!/^[A-Za-z0-9_./-]+$/.test(path)) throw new Error(`pty path '${path}' may only hold letters, digits and _ . / -`);
  let child: ChildProcess | null = null;
  let closed = false;

  const fromDevice = (chunk: Buffer): void => {
    const stdin = child?.stdin;
    if (!stdin || stdin.destroyed || stdin.writableLength > MAX_QUEUED) return;
    stdin.write(chunk);
  };
  serial.on('data', fromDevice);

  async function start(): Promise<void> {
    removeStaleLink(path);
    const c = spawn('socat', ['-d', '-d', `pty,raw,echo=0,link=${path}`, 'STDIO'], { stdio: ['pipe', 'pipe', 'pipe'] });
    child = c;
    c.stdin.on('error', () => {}); // EPIPE while socat exits: the cable is gone anyway
    c.stdout.on('data', (chunk: Buffer) => {
      if (child === c) serial.write(chunk);
    });
    await new Promise<void>((resolve, reject) => {
      let err = '';
      const onData = (d: Buffer): void => {
        err += d.toString();
        if (err.includes('starting data transfer loop')) {
          c.stderr.off('data', onData);
          c.stderr.resume();
          resolve();
        }
      };
      c.stderr.on('data', onData);
      c.once('error', (e: NodeJS.ErrnoException) =>
        reject(e.code === 'ENOENT' ? new Error('socat not found: install the Debian package `socat` (apt-get install -y socat)') : e),
      );
      c.once('exit', (code) => reject(new Error(`socat exited with ${code} before the pty was ready: ${err.trim()}`)));
    });
  }

  async function stopChild(): Promise<void> {
    const c = child;
    child = null;
    if (c && c.exitCode === null && c.signalCode === null) {
      const exited = new Promise<void>((r) => c.once('exit', () => r()));
      c.kill('SIGTERM');
      await exited;
    }
    removeStaleLink(path);
  }

  try {
    await start();
  } catch (e) {
    serial.off('data', fromDevice);
    throw e;
  }
  return {
    path,
    get vanished() {
      return child === null && !closed;
    },
    vanish: stopChild,
    async reappear() {
      if (closed) throw new Error('pty link is closed');
      if (!child) await start();
    },
    async close() {
      closed = true;
      serial.off('data', fromDevice);
      await stopChild();
    },
  };
}

/** Removes our symlink left at `path`; anything else there is not ours to delete. */
function removeStaleLink(path: string): void {
  let isLink: boolean;
  try {
    isLink = lstatSync(path).isSymbolicLink();
  } catch {
    return; // nothing there
  }
  if (!isLink) throw new Error(`${path} exists and is not a pty link: refusing to replace it`);
  unlinkSync(path);
}
