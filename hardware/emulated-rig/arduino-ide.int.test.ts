// The sketch folder builds as it is with the Arduino IDE's own build engine (arduino-builder, the
// one IDE 1.8 runs; Debian's package), for a Nano, and that hex boots in the emulator and says
// HELLO: a user who opens hardware/firmware/quartermaster/ in the IDE gets a working rig.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEFAULT_HEX } from './firmware-hex.ts';
import { harness } from './rig-harness.ts';

const sketch = join(DEFAULT_HEX, '..', '..', 'quartermaster');
const work = mkdtempSync(join(tmpdir(), 'qm-ide-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('arduino-builder builds the sketch for a Nano, and its hex boots with HELLO in the emulator', async () => {
  // The builder wants the sketch in a folder named like its .ino, and writes nothing beside it.
  cpSync(sketch, join(work, 'quartermaster'), { recursive: true });
  mkdirSync(join(work, 'build'));
  const avr = '/usr/share/arduino/hardware/arduino/avr';
  const r = spawnSync(
    'arduino-builder',
    [
      '-compile',
      '-hardware',
      '/usr/share/arduino/hardware',
      '-hardware',
      '/usr/share/arduino-builder',
      '-tools',
      '/usr/share/arduino-builder',
      '-libraries',
      `${avr}/libraries`,
      '-fqbn',
      'arduino:avr:nano:cpu=atmega328',
      // Debian's avr-libc lacks DECIMAL_DIG, which the Arduino core's WString.cpp needs (any sketch).
      '-prefs=compiler.cpp.extra_flags=-DDECIMAL_DIG=__DECIMAL_DIG__',
      '-build-path',
      join(work, 'build'),
      join(work, 'quartermaster', 'quartermaster.ino'),
    ],
    { encoding: 'utf8', timeout: 300_000 },
  );
  expect(r.status, r.stdout + r.stderr).toBe(0);
  const used = /Sketch uses (\d+) bytes .*\n.*Global variables use (\d+) bytes/.exec(r.stdout);
  expect(used, r.stdout).not.toBeNull();
  expect(Number(used![1])).toBeLessThan(30720); // the Nano's flash after its bootloader
  expect(Number(used![2])).toBeLessThan(1024);

  const h = await harness({ hexPath: join(work, 'build', 'quartermaster.ino.hex') });
  const hello = await h.next((l) => l.type === 'HELLO');
  expect(hello.fields).toContain('board=nano');
  expect(hello.fields).toContain('caps=scale2,rfid,rate');
  await h.finish();
}, 300_000);
