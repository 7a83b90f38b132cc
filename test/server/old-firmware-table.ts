// A companion on a fresh data directory whose rig (the emulated one, with its bootloader, behind a
// pty) runs an older firmware than the one this companion brings: the table of the firmware
// update's tests. A file's beforeAll starts it and its afterAll stops it and removes the directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { builtFirmwareVersion, ensureFirmwareHex, type EmulatedRigOnPty, startEmulatedRigOnPty } from '../../hardware/emulated-rig/index.ts';
import { openTableDevice } from '../../server/src/devices/open.ts';
import { type Running, startServer } from '../../server/src/start.ts';
import { firmwareVariant } from '../cli/firmware-variant.ts';
import { everyGame } from '../every-game.ts';

export interface OldFirmwareTable {
  /** The firmware this companion brings, and the older one the rig runs (as long, its digits 0). */
  readonly brought: string;
  readonly old: string;
  readonly dir: string;
  readonly rig: EmulatedRigOnPty;
  readonly running: Running;
}

/** `prepare`: writes what the data directory holds before the server starts. */
export function oldFirmwareTable(name: string, token: string, prepare?: (dir: string) => void): OldFirmwareTable {
  const brought = builtFirmwareVersion();
  const old = brought.replace(/\d/g, '0');
  let dir: string | undefined;
  let rig: EmulatedRigOnPty | undefined;
  let running: Running | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `qm-${name}-`));
    prepare?.(dir);
    rig = await startEmulatedRigOnPty({ pace: 'fast', hexPath: firmwareVariant(old).path, bootloader: {} });
    const device = await openTableDevice({ dataDir: dir, port: rig.path, firmware: { version: brought, hexPath: ensureFirmwareHex } });
    running = await startServer({ dataDir: dir, device, ...everyGame(), httpPort: 0, host: '127.0.0.1', token, uiDir: null, logger: false });
  });
  afterAll(async () => {
    await running?.close();
    await rig?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const started = <T>(what: T | undefined): T => {
    if (what === undefined) throw new Error('the old-firmware table is used before its beforeAll started it');
    return what;
  };
  return {
    brought,
    old,
    get dir() {
      return started(dir);
    },
    get rig() {
      return started(rig);
    },
    get running() {
      return started(running);
    },
  };
}
