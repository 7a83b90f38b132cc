// Whatever the host sends, the firmware neither crashes nor wedges: 256 KiB of random bytes at ten
// times the line rate, and at the real line rate every line of garbage gets exactly one answer.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { mulberry32 } from './load-cell.ts';
import { harness, type Harness } from './rig-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.finish();
  h = undefined;
});

async function drained(hh: Harness): Promise<void> {
  // The writable side calls back once the rig has taken all but a few KiB; wait for the rest.
  while (hh.rig.serial.writableLength > 0) await hh.run(20);
  await hh.run(300);
}

/** Non-empty lines (LF-terminated, an optional CR stripped) the firmware must answer. */
function linesIn(bytes: Uint8Array): number {
  let n = 0;
  let len = 0;
  let lastCr = false;
  for (const b of bytes) {
    if (b === 0x0a) {
      if (len - (lastCr ? 1 : 0) > 0) n++;
      len = 0;
    } else len++;
    lastCr = b === 0x0d;
  }
  return n;
}

describe('the firmware survives any bytes (emulated)', () => {
  it('256 KiB of random bytes at ten times the line rate neither crashes nor wedges it', { timeout: 180_000 }, async () => {
    // 115200 bytes/s is ten times what a 115200-baud line carries: the firmware's 64-byte
    // receive buffer overflows again and again, the harshest input a host could produce. The
    // emulator runs the firmware cycle by cycle, so the bytes cost emulated time: 256 KiB is 2.5 s
    // of it and a thousand lines of junk, most of them longer than the buffer (1 MiB took a minute
    // of a test run and showed nothing more).
    h = await harness({ rxBytesPerSecond: 115_200 });
    await h.next((l) => l.type === 'HELLO');
    const random = mulberry32(0x5eed);
    const junk = Buffer.alloc(1 << 18);
    for (let i = 0; i < junk.length; i++) junk[i] = Math.floor(random() * 256);
    const before = h.rig.simMillis;
    await new Promise<void>((resolve) => h!.rig.serial.write(junk, () => resolve()));
    await drained(h);
    expect(h.rig.simMillis - before).toBeGreaterThan(2000); // it really was fed, byte by byte
    const sent = h.lines.lines;
    expect(sent.filter((l) => l.type === 'HELLO').length).toBe(1); // no reset
    expect(sent.filter((l) => l.type === 'ERR').length).toBeGreaterThan(250);
    expect(sent.filter((l) => l.type === 'HB').length).toBeGreaterThanOrEqual(2); // its loop ran on
    // A LF ends whatever half-line the junk left; then the link works as before.
    h.rig.serial.write('\n');
    await h.run(50);
    expect((await h.ask('PING 77', 77)).type).toBe('ACK');
    h.rig.setRaw(0, -4242);
    await h.next((l) => l.type === 'S' && l.fields[1] === '0' && l.fields[2] === '-4242', 600);
  });

  it('at the line rate, answers every line of arbitrary bytes exactly once, then still ACKs', { timeout: 180_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 2000, maxLength: 5000 }), async (junk) => {
        const hh = await harness();
        try {
          await hh.next((l) => l.type === 'HELLO');
          const from = hh.lines.lines.length;
          const bytes = Uint8Array.of(...junk, 0x0a);
          hh.rig.serial.write(bytes);
          await drained(hh);
          const answers = hh.lines.lines.slice(from).filter((l) => l.type === 'ERR' || l.type === 'NAK');
          expect(answers.length).toBe(linesIn(bytes));
          expect((await hh.ask('PING 1', 1)).type).toBe('ACK');
        } finally {
          await hh.finish();
        }
      }),
      { numRuns: 3, seed: 20261122 },
    );
  });
});
