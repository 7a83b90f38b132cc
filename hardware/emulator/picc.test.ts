// The card model and CRC_A, against ISO/IEC 14443-3 values.
import { describe, expect, it } from 'vitest';
import { Picc, crcA } from './picc.ts';

const withCrc = (...bytes: number[]): Uint8Array => Uint8Array.of(...bytes, ...crcA(bytes));

describe('ISO 14443-3 card model', () => {
  it('CRC_A matches the standard check values', () => {
    expect(crcA([0x50, 0x00])).toEqual([0x57, 0xcd]); // HLTA
    expect(crcA([0x00, 0x00])).toEqual([0xa0, 0x1e]); // ISO/IEC 14443-3 annex B example
  });

  it('selects a 7-byte UID over two cascade levels and then halts; WUPA wakes it, REQA does not', () => {
    const card = new Picc('04A1B2C3D4E5F6');
    expect([...card.receive(Uint8Array.of(0x26), 7)!]).toEqual([0x44, 0x00]);
    const cl1 = card.receive(Uint8Array.of(0x93, 0x20), 0)!;
    expect([...cl1]).toEqual([0x88, 0x04, 0xa1, 0xb2, 0x88 ^ 0x04 ^ 0xa1 ^ 0xb2]);
    expect(card.receive(withCrc(0x93, 0x70, ...cl1), 0)![0]).toBe(0x04); // UID not complete
    const cl2 = card.receive(Uint8Array.of(0x95, 0x20), 0)!;
    expect([...cl2.subarray(0, 4)]).toEqual([0xc3, 0xd4, 0xe5, 0xf6]);
    const sak = card.receive(withCrc(0x95, 0x70, ...cl2), 0)!;
    expect(sak[0]).toBe(0x00);
    expect([...sak.subarray(1)]).toEqual(crcA([0x00]));
    expect(card.receive(withCrc(0x50, 0x00), 0)).toBeNull(); // halted: no answer
    expect(card.receive(Uint8Array.of(0x26), 7)).toBeNull();
    expect(card.receive(Uint8Array.of(0x52), 7)).not.toBeNull();
  });

  it('stays silent on a select with a wrong CRC or BCC', () => {
    const card = new Picc('DEADBEEF');
    card.receive(Uint8Array.of(0x52), 7);
    const cl1 = card.receive(Uint8Array.of(0x93, 0x20), 0)!;
    const bad = withCrc(0x93, 0x70, ...cl1);
    bad[7] = bad[7]! ^ 1;
    expect(card.receive(bad, 0)).toBeNull();
  });

  it('refuses UIDs that are not 4 or 7 bytes of upper-case hex', () => {
    expect(() => new Picc('04A1B2')).toThrow(/8 or 14/);
    expect(() => new Picc('deadbeef')).toThrow(/8 or 14/);
  });
});
