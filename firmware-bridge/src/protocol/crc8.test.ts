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
  /** PROTOCOL.md's ready-to-paste commands: each body with its checksum. */
  const PASTED = { 'PING 1': 'AD', 'ID 2': '20', 'START 3': '7E', 'STOP 4': 'A9', 'RATE 5 80': 'BB', 'RATE 6 10': '3C' };
  it.each(Object.entries(PASTED))('matches the ready-to-paste command "%s*%s" of PROTOCOL.md', (body, crc) => {
    expect(crcHex(body)).toBe(crc);
  });
  it('agrees with the bit-by-bit definition for any printable text', () => {
    fc.assert(fc.property(fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }), (s) => crc8(s) === reference(s)));
  });
  it('is zero for the empty body', () => {
    expect(crc8('')).toBe(0);
  });
});
