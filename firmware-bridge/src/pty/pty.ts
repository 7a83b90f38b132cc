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
//
// With `onOpen`, the link sees each open of the device path, as a board's auto-reset does (a USB
// serial adapter pulls the reset line when the port opens): socat waits for the path to be opened
// (wait-slave), ends when the last opener closes it, and is started afresh for the next open, so
// the path is missing for a few milliseconds after each close. Device output is dropped while
// nobody has the path open, as a cable to nobody would. lineSpeed() reads the baud rate the opener set.
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { lstatSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';

export interface PtyLink {
  /** Stable path of the device side (a symlink to /dev/pts/N, renewed by reappear()). */
  readonly path: string;
  /** True between vanish() and reappear(). */
  readonly vanished: boolean;
  /** The baud rate the opener set on the line (read with `stty`), or null when it cannot be read. */
  lineSpeed(): Promise<number | null>;
  vanish(): Promise<void>;
  reappear(): Promise<void>;
  close(): Promise<void>;
}

export interface PtyOptions {
  /** Where the symlink goes; default a fresh name in the temp directory. */
  path?: string;
  /** Called each time the device path is opened (see the top of this file). */
  onOpen?: () => void;
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
  const onOpen = options.onOpen;
  // Whether the host has the path open: always, as far as a link without onOpen can tell.
  let opened = onOpen === undefined;

  const fromDevice = (chunk: Buffer): void => {
    const stdin = child?.stdin;
    if (!opened) return;
    if (!stdin || stdin.destroyed || stdin.writableLength > MAX_QUEUED) return;
    stdin.write(chunk);
  };
  serial.on('data', fromDevice);

  async function start(): Promise<void> {
    removeStaleLink(path);
    const address = onOpen ? `pty,raw,echo=0,link=${path},wait-slave,pty-interval=0.005` : `pty,raw,echo=0,link=${path}`;
    const c = spawn('socat', ['-d', '-d', ...(onOpen ? ['-t', '0.01'] : []), address, 'STDIO'], { stdio: ['pipe', 'pipe', 'pipe'] });
    child = c;
    c.stdin.on('error', () => {}); // EPIPE while socat exits: the cable is gone anyway
    c.stdout.on('data', (chunk: Buffer) => {
      if (child === c) serial.write(chunk);
    });
    await new Promise<void>((resolve, reject) => {
      let err = '';
      let partial = '';
      // Each of socat's lines is read once: a line told again as more arrives would be a second
      // open (a reset of a board nobody opened) when socat's end comes in a later chunk.
      const hearLine = (line: string): void => {
        if (!onOpen) {
          if (line.includes('starting data transfer loop')) {
            c.stderr.off('data', onData);
            c.stderr.resume();
            resolve();
          }
          return;
        }
        if (line.includes('PTY is ')) resolve();
        if (child !== c) return;
        if (!opened && line.includes('starting data transfer loop')) {
          opened = true;
          onOpen();
        } else if (opened && line.includes('probably PTY closed')) {
          // The last opener closed it: the path goes now, not once socat has exited.
          opened = false;
          removeStaleLink(path);
        }
      };
      const onData = (d: Buffer): void => {
        const text = d.toString();
        err = (err + text).slice(-4096);
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) hearLine(line);
      };
      if (onOpen)
        c.once('exit', () => {
          // The last opener closed the path: wait for the next one.
          if (child !== c) return;
          opened = false;
          child = null;
          if (!closed) void start().catch(() => {});
        });
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

  let vanished = false;
  try {
    await start();
  } catch (e) {
    serial.off('data', fromDevice);
    throw e;
  }
  return {
    path,
    get vanished() {
      return vanished;
    },
    async vanish() {
      vanished = true;
      opened = onOpen === undefined;
      await stopChild();
    },
    lineSpeed: () => lineSpeed(path),
    async reappear() {
      if (closed) throw new Error('pty link is closed');
      vanished = false;
      if (!child) await start();
    },
    async close() {
      closed = true;
      serial.off('data', fromDevice);
      await stopChild();
    },
  };
}

/** The line's baud rate as `stty` reads it on the device side, or null. */
function lineSpeed(path: string): Promise<number | null> {
  return new Promise((resolve) => {
    execFile('stty', ['-F', path, 'speed'], { timeout: 2000 }, (err, stdout) => {
      const speed = Number(stdout.trim());
      resolve(err || !Number.isInteger(speed) ? null : speed);
    });
  });
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
  try {
    unlinkSync(path);
  } catch (e) {
    // socat, exiting, may take its link away between the look and the unlink: gone is what was asked.
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
}
