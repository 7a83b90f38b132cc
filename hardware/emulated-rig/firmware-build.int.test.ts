// The firmware builds with Debian's toolchain, fits the ATmega328P with room for the stack, and
// the build says clearly what is missing when the toolchain is not there. The build checked is the
// run's own (hardware/firmware/build/, made by `npm test` before vitest, else here): build.sh
// always compiles everything afresh, so it is a build from scratch, and the run builds only once.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_REPORT, DEFAULT_HEX, ensureFirmwareHex } from './firmware-hex.ts';
import { parseIntelHex } from './intel-hex.ts';

const buildSh = join(DEFAULT_HEX, '..', '..', 'build.sh');

describe('firmware build', () => {
  it('builds a hex and reports flash and RAM that fit the chip', () => {
    const hex = ensureFirmwareHex();
    const report = readFileSync(BUILD_REPORT, 'utf8');
    expect(report).toContain(`firmware: ${hex}`);
    const m = /flash (\d+) of 32256 bytes .*RAM (\d+) of 2048 bytes/.exec(report);
    expect(m, report).not.toBeNull();
    expect(Number(m![1])).toBeLessThan(32256);
    expect(Number(m![2])).toBeLessThan(1024); // leaves at least half the RAM to the stack
    const text = readFileSync(hex, 'utf8');
    expect(parseIntelHex(text)[0]).toBe(0x940c); // a JMP: the reset vector
    // The report is this hex's: its data records hold as many bytes as it says of flash (text and data).
    const dataBytes = text
      .split('\n')
      .filter((l) => l.slice(7, 9) === '00')
      .reduce((n, l) => n + Number.parseInt(l.slice(1, 3), 16), 0);
    expect(dataBytes).toBe(Number(m![1]));
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
