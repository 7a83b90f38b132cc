// Finds the compiled firmware, building it (hardware/firmware/build.sh) when it is missing or
// older than its sources, so tests and the demo always run the code in the tree.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const firmwareDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'firmware');
export const DEFAULT_HEX = join(firmwareDir, 'build', 'quartermaster.hex');

function newestSource(): number {
  const dir = join(firmwareDir, 'quartermaster');
  const times = readdirSync(dir).map((f) => statSync(join(dir, f)).mtimeMs);
  return Math.max(statSync(join(firmwareDir, 'build.sh')).mtimeMs, ...times);
}

/** Returns the path of an up-to-date hex; throws with the build's own message if it fails. */
export function ensureFirmwareHex(): string {
  if (existsSync(DEFAULT_HEX) && statSync(DEFAULT_HEX).mtimeMs >= newestSource()) return DEFAULT_HEX;
  const r = spawnSync('bash', [join(firmwareDir, 'build.sh')], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`building the rig firmware failed (hardware/firmware/build.sh):\n${r.stderr || r.stdout}`);
  return DEFAULT_HEX;
}
