import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIntelHex } from './intel-hex.ts';

function record(addr: number, type: number, data: number[]): string {
  const bytes = [data.length, addr >> 8, addr & 0xff, type, ...data];
  const sum = (0x100 - (bytes.reduce((a, b) => a + b, 0) & 0xff)) & 0xff;
  return `:${[...bytes, sum].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join('')}`;
}

describe('Intel HEX loader', () => {
  it('puts every data record at its address (little-endian words), for any layout', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ at: fc.integer({ min: 0, max: 2000 }), data: fc.uint8Array({ minLength: 1, maxLength: 16 }) }), { maxLength: 20 }),
        (recs) => {
          const text = [...recs.map((r) => record(r.at * 16, 0, [...r.data])), record(0, 1, [])].join('\n');
          const expected = new Uint8Array(32 * 1024);
          for (const r of recs) expected.set(r.data, r.at * 16);
          expect(Buffer.from(parseIntelHex(text).buffer).equals(expected)).toBe(true);
        },
      ),
    );
  });

  it('refuses a bad checksum, a truncated file, data beyond the flash, and non-records, naming the line', () => {
    const eof = record(0, 1, []);
    const bad = `${record(0, 0, [1, 2]).slice(0, -2)}00`;
    expect(() => parseIntelHex(`${bad}\n${eof}`)).toThrow(/line 1: bad checksum/);
    expect(() => parseIntelHex(record(0, 0, [1]))).toThrow(/no end-of-file/);
    expect(() => parseIntelHex(`${record(0x7fff, 0, [1, 2])}\n${eof}`)).toThrow(/beyond/);
    expect(() => parseIntelHex(`hello\n${eof}`)).toThrow(/line 1: not a record/);
  });
});
