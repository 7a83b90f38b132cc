// Finds the compiled firmware, building it (hardware/firmware/build.sh) when it is missing or
// older than its sources, so tests and the demo always run the code in the tree.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const firmwareDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'firmware');
export const DEFAULT_HEX = join(firmwareDir, 'build', 'quartermaster.hex');
/** What the build said of its size (build.sh writes it beside the hex). */
export const BUILD_REPORT = join(firmwareDir, 'build', 'size.txt');

/** The version the firmware in the tree says in its HELLO (QM_FIRMWARE_VERSION in rig.h). */
export function builtFirmwareVersion(): string {
  const header = readFileSync(join(firmwareDir, 'quartermaster', 'rig.h'), 'utf8');
  const m = /#define QM_FIRMWARE_VERSION "([^"]+)"/.exec(header);
  if (!m?.[1]) throw new Error('hardware/firmware/quartermaster/rig.h names no QM_FIRMWARE_VERSION');
  return m[1];
}

function newestSource(): number {
  const dir = join(firmwareDir, 'quartermaster');
  const times = readdirSync(dir).map((f) => statSync(join(dir, f)).mtimeMs);
  return Math.max(statSync(join(firmwareDir, 'build.sh')).mtimeMs, ...times);
}

/**
 * Returns the path of an up-to-date hex; throws with the build's own message if it fails. `npm test`
 * builds it before vitest, and test/setup/firmware.ts before the workers start, so the run builds
 * once; a test file run alone builds it here (build.sh takes a lock).
 */
export function ensureFirmwareHex(): string {
  const fresh = (f: string): boolean => existsSync(f) && statSync(f).mtimeMs >= newestSource();
  if (fresh(DEFAULT_HEX) && fresh(BUILD_REPORT)) return DEFAULT_HEX;
  const r = spawnSync('bash', [join(firmwareDir, 'build.sh')], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`building the rig firmware failed (hardware/firmware/build.sh):\n${r.stderr || r.stdout}`);
  return DEFAULT_HEX;
}
