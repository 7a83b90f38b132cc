// The card model, CRC_A and how the reader hears several cards at once, against ISO/IEC 14443-3.
import { describe, expect, it } from 'vitest';
import { combine } from './mfrc522-model.ts';
import { Picc, crcA } from './picc.ts';

const withCrc = (...bytes: number[]): Uint8Array => Uint8Array.of(...bytes, ...crcA(bytes));
const bytesOf = (card: Picc, frame: Uint8Array, txLastBits = 0): number[] | null => {
  const a = card.receive(frame, txLastBits);
  return a ? [...a.bytes] : null;
};

describe('ISO 14443-3 card model', () => {
  it('CRC_A matches the standard check values', () => {
    expect(crcA([0x50, 0x00])).toEqual([0x57, 0xcd]); // HLTA
    expect(crcA([0x00, 0x00])).toEqual([0xa0, 0x1e]); // ISO/IEC 14443-3 annex B example
  });

  it('selects a 7-byte UID over two cascade levels and then halts; WUPA wakes it, REQA does not', () => {
    const card = new Picc('04A1B2C3D4E5F6');
    expect(bytesOf(card, Uint8Array.of(0x26), 7)).toEqual([0x44, 0x00]);
    const cl1 = bytesOf(card, Uint8Array.of(0x93, 0x20))!;
    expect(cl1).toEqual([0x88, 0x04, 0xa1, 0xb2, 0x88 ^ 0x04 ^ 0xa1 ^ 0xb2]);
    expect(bytesOf(card, withCrc(0x93, 0x70, ...cl1))![0]).toBe(0x04); // UID not complete
    const cl2 = bytesOf(card, Uint8Array.of(0x95, 0x20))!;
    expect(cl2.slice(0, 4)).toEqual([0xc3, 0xd4, 0xe5, 0xf6]);
    const sak = bytesOf(card, withCrc(0x95, 0x70, ...cl2))!;
    expect(sak).toEqual([0x00, ...crcA([0x00])]);
    expect(card.receive(withCrc(0x50, 0x00), 0)).toBeNull(); // halted: no answer
    expect(card.receive(Uint8Array.of(0x26), 7)).toBeNull();
    expect(card.receive(Uint8Array.of(0x52), 7)).not.toBeNull();
  });

  it('answers an anticollision frame that ends inside a byte with the rest of its bits, if the known bits are its own', () => {
    const card = new Picc('DEADBEEF'); // CL1: DE AD BE EF, each byte LSB first on the air
    card.receive(Uint8Array.of(0x52), 7);
    // 11 known bits: all of 0xDE and the low 3 bits of 0xAD (101).
    const answer = card.receive(Uint8Array.of(0x93, 0x33, 0xde, 0x05), 3)!;
    expect(answer.firstBit).toBe(3);
    expect([...answer.bytes]).toEqual([0xad & 0xf8, 0xbe, 0xef, 0xde ^ 0xad ^ 0xbe ^ 0xef]);
    // Known bits that are not its own: silence, and it stays ready for the next round.
    expect(card.receive(Uint8Array.of(0x93, 0x33, 0xde, 0x04), 3)).toBeNull();
    expect(bytesOf(card, Uint8Array.of(0x93, 0x20))).toEqual([0xde, 0xad, 0xbe, 0xef, 0xde ^ 0xad ^ 0xbe ^ 0xef]);
  });

  it('stays silent on a select with a wrong CRC', () => {
    const card = new Picc('DEADBEEF');
    card.receive(Uint8Array.of(0x52), 7);
    const cl1 = bytesOf(card, Uint8Array.of(0x93, 0x20))!;
    const bad = withCrc(0x93, 0x70, ...cl1);
    bad[7] = bad[7]! ^ 1;
    expect(card.receive(bad, 0)).toBeNull();
  });

  it('refuses UIDs that are not 4 or 7 bytes of upper-case hex', () => {
    expect(() => new Picc('04A1B2')).toThrow(/8 or 14/);
    expect(() => new Picc('deadbeef')).toThrow(/8 or 14/);
  });
});

describe('several cards answering at once', () => {
  it('agreeing bits come through; the first differing bit is the collision, counted from 1', () => {
    const rx = combine(
      [
        { bytes: Uint8Array.of(0b0000_0110), firstBit: 0 },
        { bytes: Uint8Array.of(0b0000_0010), firstBit: 0 },
      ],
      0,
    );
    expect(rx.collPos).toBe(3);
    expect([...rx.bytes]).toEqual([0b0000_0110]); // ORed up to the collision, 0 after it
  });

  it('places the answer from rxAlign and counts the collision position from bit 0 of the first byte', () => {
    const a = { bytes: Uint8Array.of(0b1010_1000, 0xff), firstBit: 3 };
    const b = { bytes: Uint8Array.of(0b1010_1000, 0x7f), firstBit: 3 };
    const rx = combine([a, b], 3);
    expect(rx.collPos).toBe(16); // bit 7 of the second byte
    expect([...rx.bytes]).toEqual([0b1010_1000, 0xff]);
    expect(combine([a], 3).collPos).toBeNull();
  });
});
