// MFRC522 and tags through the real firmware: one ON and one OFF per tap with the right UID
// (4- and 7-byte), debouncing, a missing reader, and the optional second reader.
import { afterEach, describe, expect, it } from 'vitest';
import { harness, type Harness } from './rig-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.finish();
  h = undefined;
});

const tagLines = (h: Harness): string[] => h.lines.of('TAG').map((l) => l.fields.slice(1).join(' '));

describe('RFID tags (emulated)', () => {
  it.each([
    ['a 7-byte NTAG213 sticker', '04A1B2C3D4E5F6'],
    ['a 4-byte MIFARE Classic card', 'DEADBEEF'],
  ])('one tap of %s gives exactly one ON and one OFF with its UID', async (_what, uid) => {
    h = await harness();
    await h.next((l) => l.type === 'HELLO');
    h.rig.placeTag(0, uid);
    await h.run(800); // resting on the reader: polled again and again, still one ON
    h.rig.removeTag(0);
    await h.run(600);
    expect(tagLines(h)).toEqual([`0 ON ${uid}`, `0 OFF ${uid}`]);
    const [on, off] = h.lines.of('TAG');
    expect(Number(off!.fields[0]) - Number(on!.fields[0])).toBeGreaterThan(700);
  });

  it('a card missed for a poll or two at the edge of the field is still one tap', async () => {
    h = await harness();
    await h.next((l) => l.type === 'HELLO');
    h.rig.placeTag(0, '04112233445566');
    await h.run(300);
    for (let i = 0; i < 3; i++) {
      h.rig.removeTag(0);
      await h.run(60); // about one poll
      h.rig.placeTag(0, '04112233445566');
      await h.run(200);
    }
    h.rig.removeTag(0);
    await h.run(600);
    expect(tagLines(h)).toEqual(['0 ON 04112233445566', '0 OFF 04112233445566']);
  });

  it('a different card put down at once gives OFF for the old one and ON for the new one', async () => {
    h = await harness();
    await h.next((l) => l.type === 'HELLO');
    h.rig.placeTag(0, 'DEADBEEF');
    await h.run(300);
    h.rig.placeTag(0, '04A1B2C3D4E5F6');
    await h.run(300);
    expect(tagLines(h)).toEqual(['0 ON DEADBEEF', '0 OFF DEADBEEF', '0 ON 04A1B2C3D4E5F6']);
  });

  it('a missing reader is reported at boot with RFID_ABSENT, and the scale keeps working', async () => {
    h = await harness({ readerPresent: [false, false] });
    const hello = await h.next((l) => l.type === 'HELLO');
    expect(hello.fields).toContain('caps=scale2,rfid,rate');
    const absent = await h.next((l) => l.type === 'ERR', 500, 0);
    expect(absent.fields.slice(1)).toEqual(['RFID_ABSENT', '0']);
    expect(absent.seq).toBe(1);
    await h.next((l) => l.type === 'S', 1500);
    expect((await h.ask('PING 4', 4)).type).toBe('ACK');
  });

  it('a second reader is found at boot (caps rfid2) and reports its own taps as reader 1', async () => {
    h = await harness({ readerPresent: [true, true] });
    const hello = await h.next((l) => l.type === 'HELLO');
    expect(hello.fields).toContain('caps=scale2,rfid,rfid2,rate');
    h.rig.placeTag(1, 'CAFEF00D');
    h.rig.placeTag(0, '04000000000001');
    await h.run(600);
    h.rig.removeTag(1);
    await h.run(800);
    expect(tagLines(h).sort()).toEqual(['0 ON 04000000000001', '1 OFF CAFEF00D', '1 ON CAFEF00D']);
  });

  it('two stickers on one reader: anticollision picks the same one every poll; lifting it reveals the other', async () => {
    // The UIDs differ only in their very last bit: the collision is found at cascade level 2,
    // after rounds that send partial bytes.
    h = await harness();
    await h.next((l) => l.type === 'HELLO');
    h.rig.addTag(0, '04A1B2C3D4E5F6');
    h.rig.addTag(0, '04A1B2C3D4E5F7');
    await h.run(600);
    expect(tagLines(h)).toEqual(['0 ON 04A1B2C3D4E5F7']); // the 1 branch wins, poll after poll
    const reader = h.rig.mfrc522![0]!;
    expect(reader.collisions).toBeGreaterThanOrEqual(5); // one per poll at least: really resolved
    h.rig.removeTag(0, '04A1B2C3D4E5F7');
    await h.run(400);
    h.rig.removeTag(0, '04A1B2C3D4E5F6');
    await h.run(400);
    expect(tagLines(h)).toEqual(['0 ON 04A1B2C3D4E5F7', '0 OFF 04A1B2C3D4E5F7', '0 ON 04A1B2C3D4E5F6', '0 OFF 04A1B2C3D4E5F6']);
  });

  it('a 4-byte card and a 7-byte sticker together (their ATQAs collide too) still give one clean read', async () => {
    h = await harness();
    await h.next((l) => l.type === 'HELLO');
    h.rig.addTag(0, '04A1B2C3D4E5F6'); // CL1 starts with the cascade tag 0x88
    h.rig.addTag(0, 'DEADBEEF');
    await h.run(600);
    h.rig.removeTag(0);
    await h.run(400);
    // 0x88 and 0xDE first differ at bit 1 (LSB first): 0xDE has the 1.
    expect(tagLines(h)).toEqual(['0 ON DEADBEEF', '0 OFF DEADBEEF']);
  });
});
