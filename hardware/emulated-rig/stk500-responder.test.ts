import { describe, expect, it } from 'vitest';
import { BOOT_START, Stk500Responder } from './stk500-responder.ts';

/** A responder on a flash of `words` 16-bit words, with what it sent and how it ended. */
function session(words = 16 * 1024) {
  const sent: number[] = [];
  const boots: { image: Uint16Array; written: boolean }[] = [];
  const image = new Uint16Array(words).fill(0x1234);
  const r = new Stk500Responder(image, { send: (b) => sent.push(...b), boot: (img, written) => boots.push({ image: img, written }) });
  return { r, sent, boots, image, take: () => sent.splice(0) };
}

describe("the emulated rig's bootloader (answers as Optiboot 4.4)", () => {
  it('gets in sync, gives its version 4.4 and the ATmega328P signature 1E 95 0F', () => {
    const s = session();
    s.r.receive([0x30, 0x20]);
    expect(s.take()).toEqual([0x14, 0x10]);
    s.r.receive([0x41, 0x81, 0x20, 0x41, 0x82, 0x20, 0x41, 0x80, 0x20]);
    expect(s.take()).toEqual([0x14, 4, 0x10, 0x14, 4, 0x10, 0x14, 3, 0x10]);
    s.r.receive([0x75, 0x20]);
    expect(s.take()).toEqual([0x14, 0x1e, 0x95, 0x0f, 0x10]);
    s.r.receive([0x56, 0xa0, 0x03, 0xfc, 0x00, 0x20]);
    expect(s.take()).toEqual([0x14, 0x00, 0x10]);
    // SET_DEVICE (20 bytes) and SET_DEVICE_EXT (5) are taken whole, whatever arrives in what pieces.
    s.r.receive([0x42, ...new Array(20).fill(0x20)]);
    expect(s.take()).toEqual([]);
    s.r.receive([0x20, 0x45, 1, 2, 3, 4, 5]);
    s.r.receive([0x20]);
    expect(s.take()).toEqual([0x14, 0x10, 0x14, 0x10]);
    expect(s.boots).toEqual([]);
  });

  it('writes pages at word addresses into its own copy, reads them back, and boots the new image on leaving', () => {
    const s = session();
    s.r.receive([0x55, 0x40, 0x00, 0x20]); // word 0x40 = byte 0x80
    s.r.receive([0x64, 0x00, 0x04, 0x46, 0xde, 0xad, 0xbe, 0xef, 0x20]);
    expect(s.take()).toEqual([0x14, 0x10, 0x14, 0x10]);
    s.r.receive([0x55, 0x40, 0x00, 0x20, 0x74, 0x00, 0x06, 0x46, 0x20]);
    expect(s.take()).toEqual([0x14, 0x10, 0x14, 0xde, 0xad, 0xbe, 0xef, 0x34, 0x12, 0x10]);
    expect(s.image[0x40]).toBe(0x1234); // the running program is not touched until the boot
    s.r.receive([0x51, 0x20]);
    expect(s.take()).toEqual([0x14, 0x10]);
    expect(s.boots).toHaveLength(1);
    expect(s.boots[0]!.written).toBe(true);
    expect(s.boots[0]!.image[0x40]).toBe(0xadde);
    expect(s.r.ended).toBe(true);
    s.r.receive([0x30, 0x20]);
    expect(s.take()).toEqual([]);
  });

  it('never writes its own section (0x7E00 on)', () => {
    const s = session();
    s.r.receive([0x55, (BOOT_START / 2) & 0xff, BOOT_START / 2 / 256, 0x20, 0x64, 0x00, 0x02, 0x46, 0x00, 0x00, 0x20, 0x51, 0x20]);
    expect(s.boots[0]!.image[BOOT_START / 2]).toBe(0x1234);
  });

  it('starts the application, unwritten, when a command does not end in CRC_EOP (a serial monitor talking to it)', () => {
    const s = session();
    s.r.receive([...Buffer.from('ID 1*22\n')]);
    expect(s.take()).toEqual([]);
    expect(s.boots).toEqual([{ image: expect.any(Uint16Array), written: false }]);
  });

  it('flips one bit in as many read-backs of written pages as asked, then reads true again', () => {
    const s = session();
    s.r.corruptReadBacks = 1;
    const read = [0x55, 0x00, 0x00, 0x20, 0x74, 0x00, 0x02, 0x46, 0x20];
    s.r.receive(read); // not written yet: read as it is
    expect(s.take()).toEqual([0x14, 0x10, 0x14, 0x34, 0x12, 0x10]);
    s.r.receive([0x55, 0x00, 0x00, 0x20, 0x64, 0x00, 0x02, 0x46, 0x34, 0x12, 0x20]);
    s.take();
    s.r.receive(read);
    expect(s.take()).toEqual([0x14, 0x10, 0x14, 0x35, 0x12, 0x10]);
    s.r.receive(read);
    expect(s.take()).toEqual([0x14, 0x10, 0x14, 0x34, 0x12, 0x10]);
  });
});
