import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RigDecoder } from './decoder.ts';
import { crcHex } from './crc8.ts';
import { mulberry32 } from '../sim/noise.ts';

const line = (body: string) => `${body}*${crcHex(body)}\r\n`;

describe('RigDecoder', () => {
  it('decodes good lines and counts each kind of bad one', () => {
    const d = new RigDecoder();
    const b = d.push(
      line('HELLO 0 proto=1 fw=1.0.0 board=nano caps=scale2,rfid,rate rate=10') +
        'S 1 412 0 -1532*FB\r\n' + // bad checksum
        line('ZAP 2 1') + // unknown type
        line('S 3 412 7 5') + // malformed
        'x'.repeat(200) +
        '\r\n' + // too long
        line('S 6 500 1 77'), // two lines lost (4, 5) since seq 3
    );
    expect(b.messages.map((m) => m.type)).toEqual(['HELLO', 'S']);
    expect(d.counters).toMatchObject({ linesOk: 2, badChecksum: 1, unknownType: 1, malformed: 1, tooLong: 1 });
    // seq 3 was decoded far enough to be dropped as malformed, so the sequence saw 0 then 6.
    expect(d.counters).toMatchObject({ seqGaps: 1, linesLost: 5 });
  });

  it('forgives only the first, partial line after (re)opening the port, as a fragment', () => {
    const d = new RigDecoder();
    // We came in halfway through "S 1 412 0 -1532*FA": its tail fails the checksum.
    const b = d.push(`12 0 -1532*FA\r\n${line('S 2 418 1 20977')}S 3 412 0 -1532*00\r\n`);
    expect(b.messages.map((m) => m.seq)).toEqual([2]);
    expect(d.counters).toMatchObject({ fragments: 1, badChecksum: 1, linesOk: 1 });
    d.portChanged(); // a reconnect: the next first line may be partial again
    d.push(`ccc*12\r\n${line('S 4 500 0 1')}`);
    expect(d.counters).toMatchObject({ fragments: 2, badChecksum: 1, linesOk: 2 });
  });

  it("counts the line a closing port cut as a fragment, and reads the next port's first line whole", () => {
    const d = new RigDecoder();
    d.push(`${line('S 1 100 0 5')}S 2 200 1 1248`); // the cable pulled halfway through seq 2
    d.portChanged(); // closed
    d.portChanged(); // reopened
    const b = d.push(line('HELLO 0 proto=3 fw=1.2.1 board=nano caps=scale2,rfid,rate rate=10'));
    expect(b.messages).toMatchObject([{ type: 'HELLO', seq: 0 }]);
    expect(b.reboot).toBe(true);
    expect(d.counters).toMatchObject({ fragments: 1, tooLong: 0, badChecksum: 0, linesOk: 2 });
  });

  it('keeps a good first line after opening', () => {
    const d = new RigDecoder();
    expect(d.push(line('S 9 412 0 -1532')).messages).toHaveLength(1);
    expect(d.counters.fragments).toBe(0);
  });

  it('flags a reboot and drops a repeated line', () => {
    const d = new RigDecoder();
    d.push(line('HELLO 0 proto=1 fw=1 board=b caps= rate=10') + line('HB 1 1000 1 10') + line('HB 2 2000 1 10'));
    const again = d.push(line('HB 2 2000 1 10') + line('HB 3 3000 1 10'));
    expect(again.messages.map((m) => m.seq)).toEqual([3]);
    expect(d.counters.duplicates).toBe(1);
    const boot = d.push(line('HELLO 0 proto=1 fw=1 board=b caps= rate=10'));
    expect(boot.reboot).toBe(true);
  });

  it('survives a megabyte of random bytes and decodes the next good line', () => {
    const d = new RigDecoder();
    const random = mulberry32(99);
    const noise = Buffer.alloc(1 << 20);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.floor(random() * 256);
    d.push(noise);
    const rejected = d.counters.badChecksum + d.counters.tooLong + d.counters.malformed + d.counters.unknownType;
    expect(rejected).toBeGreaterThan(1000);
    const b = d.push(`\n${line('HB 7 1000 1 10')}`);
    expect(b.messages).toEqual([{ type: 'HB', seq: 7, t: 1000, streaming: true, rate: 10 }]);
  });

  it('recovers a good line sent right after a megabyte without a newline', () => {
    const d = new RigDecoder();
    d.push(Buffer.alloc(1 << 20, 0x41));
    const b = d.push(line('TAG 4 1733 0 ON 04A1B2C3D4E5F6'));
    expect(d.counters.tooLong).toBe(1);
    expect(b.messages).toHaveLength(1);
    expect(b.messages[0]).toMatchObject({ type: 'TAG', uid: '04A1B2C3D4E5F6' });
  });

  it('never throws and accounts for every line, whatever the bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2000 }), (bytes) => {
        const d = new RigDecoder();
        d.push(Buffer.from(bytes));
        const c = d.counters;
        const lines = Buffer.from(bytes)
          .toString('latin1')
          .split('\n')
          .slice(0, -1)
          .filter((l) => l !== '' && l !== '\r').length;
        expect(c.linesOk + c.badChecksum + c.tooLong + c.malformed + c.unknownType + (c.duplicates ?? 0) + (c.fragments ?? 0)).toBe(lines);
      }),
    );
  });
});
