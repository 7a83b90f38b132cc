import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crc8, crcHex } from './crc8.ts';

/** Bit-by-bit reference straight from the CRC definition, to check the table against. */
function reference(text: string): number {
  let crc = 0;
  for (const ch of Buffer.from(text, 'latin1')) {
    crc ^= ch;
    for (let b = 0; b < 8; b++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

describe('crc8 (CRC-8/SMBUS)', () => {
  it('has the documented check value F4 for "123456789"', () => {
    expect(crcHex('123456789')).toBe('F4');
  });
  it('matches the ready-to-paste commands of PROTOCOL.md', () => {
    expect(crcHex('PING 1')).toBe('AD');
    expect(crcHex('ID 2')).toBe('20');
    expect(crcHex('START 3')).toBe('7E');
    expect(crcHex('STOP 4')).toBe('A9');
    expect(crcHex('RATE 5 80')).toBe('BB');
    expect(crcHex('RATE 6 10')).toBe('3C');
  });
  it('agrees with the bit-by-bit definition for any printable text', () => {
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }), (s) => crc8(s) === reference(s)));
  });
  it('is zero for the empty body', () => {
    expect(crc8('')).toBe(0);
  });
});
