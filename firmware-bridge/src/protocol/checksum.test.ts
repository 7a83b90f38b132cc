import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkLine, salvageTail } from './checksum.ts';
import { crcHex } from './crc8.ts';

const line = (body: string) => `${body}*${crcHex(body)}`;

describe('checkLine', () => {
  it('accepts the example lines of PROTOCOL.md', () => {
    expect(checkLine('S 1 412 0 -1532*FA')).toEqual({ ok: true, body: 'S 1 412 0 -1532' });
    expect(checkLine('HB 3 1000 1 10*10')).toEqual({ ok: true, body: 'HB 3 1000 1 10' });
  });
  it('refuses a missing, short, lower-case or wrong checksum', () => {
    for (const bad of ['S 1 412 0 -1532', 'S 1 412 0 -1532*F', 'S 1 412 0 -1532*fa', 'S 1 412 0 -1532*FB', 'S 1 412 0 -1532*FA ']) {
      expect(checkLine(bad)).toEqual({ ok: false, reason: 'badChecksum' });
    }
  });
  it('refuses control bytes even under a matching checksum', () => {
    expect(checkLine(line('S 1 \x01 0'))).toEqual({ ok: false, reason: 'malformed' });
  });
  it('detects every single-byte corruption of a good line', () => {
    const good = 'TAG 4 1733 0 ON 04A1B2C3D4E5F6*AB';
    fc.assert(
      fc.property(fc.integer({ min: 0, max: good.length - 4 }), fc.integer({ min: 0x20, max: 0x7e }), (i, c) => {
        fc.pre(good.charCodeAt(i) !== c);
        const bad = good.slice(0, i) + String.fromCharCode(c) + good.slice(i + 1);
        expect(checkLine(bad).ok).toBe(false);
      }),
    );
  });
});

describe('salvageTail', () => {
  it('recovers a good line glued to noise', () => {
    expect(salvageTail(`xx\x00*zzS${line('HB 12 5000 1 10')}`)).toBe('HB 12 5000 1 10');
  });
  it('finds nothing in noise', () => {
    expect(salvageTail('HB 12 garbage*00')).toBeNull();
    expect(salvageTail('Z'.repeat(80))).toBeNull();
  });
});
