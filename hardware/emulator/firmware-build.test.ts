// The firmware builds from a clean tree with Debian's toolchain, fits the ATmega328P with room
// for the stack, and the build says clearly what is missing when the toolchain is not there.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HEX } from './firmware-hex.ts';
import { parseIntelHex } from './intel-hex.ts';

const buildSh = join(DEFAULT_HEX, '..', '..', 'build.sh');

describe('firmware build', () => {
  it('builds a hex from scratch and reports flash and RAM that fit the chip', () => {
    const dir = mkdtempSync(join(tmpdir(), 'qm-fw-'));
    try {
      const r = spawnSync('bash', [buildSh], { encoding: 'utf8', env: { ...process.env, QM_BUILD_DIR: dir } });
      expect(r.stderr + r.stdout).not.toMatch(/error|missing/i);
      expect(r.status).toBe(0);
      const m = /flash (\d+) of 32256 bytes .*RAM (\d+) of 2048 bytes/.exec(r.stdout);
      expect(m, r.stdout).not.toBeNull();
      expect(Number(m![1])).toBeLessThan(32256);
      expect(Number(m![2])).toBeLessThan(1024); // leaves at least half the RAM to the stack
      const program = parseIntelHex(readFileSync(join(dir, 'quartermaster.hex'), 'utf8'));
      expect(program[0]).toBe(0x940c); // a JMP: the reset vector
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without the AVR toolchain, fails and names the Debian packages to install', () => {
    const bin = mkdtempSync(join(tmpdir(), 'qm-nobin-'));
    try {
      symlinkSync('/usr/bin/dirname', join(bin, 'dirname'));
      const r = spawnSync('/bin/bash', [buildSh], { encoding: 'utf8', env: { PATH: bin } });
      expect(r.status).toBe(1);
      expect(r.stderr).toMatch(/missing avr-gcc/);
      expect(r.stderr).toMatch(/apt-get install -y gcc-avr binutils-avr avr-libc arduino-core-avr/);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
