// The server reaches firmware-bridge only through its public face, firmware-bridge/src/index.ts
// (and ports.ts beside it, what opens a port: kept apart so that loading index.ts loads no serial
// library): the rest of the bridge (its drivers' parts, the codec, the simulations' insides) may
// change without the server knowing. All of server/: its sources, its CLI and their tests.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foundIn, relativeImports, root } from './source-files.ts';

const FACE = ['firmware-bridge/src/index.ts', 'firmware-bridge/src/ports.ts'];

/** The bridge's insides that `file` imports: anything under firmware-bridge/src/ but its face. */
function insides(file: string, text: string): string[] {
  return relativeImports(file, text)
    .map((to) => relative(root, to))
    .filter((to) => to.startsWith('firmware-bridge/src/') && !FACE.includes(to));
}

describe("firmware-bridge's public face", () => {
  it('no file of server/ imports firmware-bridge/src/ but its index.ts and ports.ts', () => {
    const found = foundIn(join(root, 'server'), insides, { tests: true });
    expect(found).toEqual([]);
  });

  it('the check finds an import of the insides, static or dynamic, and lets the face be', () => {
    const file = join(root, 'server', 'src', 'devices', 'x.ts');
    const text = [
      "import type { Device } from '../../../firmware-bridge/src/index.ts';",
      "import { openDevice } from '../../../firmware-bridge/src/ports.ts';",
      "import { SimRig } from '../../../firmware-bridge/src/sim/simulated-rig.ts';",
      "const { RigDevice } = await import('../../../firmware-bridge/src/devices/rig-device.ts');",
    ].join('\n');
    expect(insides(file, text)).toEqual(['firmware-bridge/src/sim/simulated-rig.ts', 'firmware-bridge/src/devices/rig-device.ts']);
  });
});
