// The emulated bootloader's watchdog, on the rig's clock of timers alone: a byte at the
// bootloader's speed feeds it as it arrives, even when the line's speed (stty, on a busy computer)
// is known only after the watchdog's second; bytes at another speed never do. The speed is asked
// for as the port opens, so that the programmer's first bytes are answered without waiting for it.
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOT_WAIT_MS, BootLine, type BootRig } from './boot-line.ts';

const GET_SYNC = [0x30, 0x20];
const IN_SYNC_OK = [0x14, 0x10];

/** The few parts of a rig the bootloader touches; `plugs` counts the application's starts. */
class StubRig implements BootRig {
  readonly serial = new PassThrough();
  readonly program = new Uint16Array(16 * 1024).fill(0xffff);
  plugged = true;
  plugs = 0;
  flash(): void {}
  plug(): void {
    this.plugged = true;
    this.plugs++;
  }
  unplug(): void {
    this.plugged = false;
  }
}

let rig: StubRig;
let line: BootLine;
let heard: number[];
/** Answers the line's speed (stty's answer) last asked for, and how many times it was. */
let tellSpeed: ((baud: number) => void) | null;
let asks: number;

beforeEach(() => {
  vi.useFakeTimers();
  rig = new StubRig();
  line = new BootLine(rig, {});
  heard = [];
  tellSpeed = null;
  asks = 0;
  line.on('data', (d: Buffer) => heard.push(...d));
  line.lineSpeed = () => {
    asks++;
    return new Promise((resolve) => (tellSpeed = resolve));
  };
  line.reset();
});
afterEach(() => {
  line.destroy();
  vi.useRealTimers();
});

/** avrdude's first GET_SYNC, `atMs` after the reset, and stty's answers `answerMs` later (each time it is asked). */
async function syncWithSlowStty(atMs: number, answerMs: number, baud: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(atMs);
  line.write(Buffer.from(GET_SYNC));
  await vi.advanceTimersByTimeAsync(answerMs);
  for (let told = 0; told < asks; told++) {
    tellSpeed?.(baud);
    await vi.advanceTimersByTimeAsync(0);
  }
}

describe("the emulated bootloader's watchdog", () => {
  it('is fed by a byte at its speed heard before the second ran out, though the speed was read after it', async () => {
    await syncWithSlowStty(300, BOOT_WAIT_MS + 500, 115200);
    expect(heard).toEqual(IN_SYNC_OK);
    expect(line.inBootloader).toBe(true);
    expect(rig.plugs).toBe(0);
    // Fed when the byte was handed on: a second from then without another starts the application.
    await vi.advanceTimersByTimeAsync(BOOT_WAIT_MS - 10);
    expect(line.inBootloader).toBe(true);
    await vi.advanceTimersByTimeAsync(20);
    expect(line.inBootloader).toBe(false);
    expect(rig.plugs).toBe(1);
  });

  it('starts the application once the speed is known to be another: framing errors feed nothing', async () => {
    await syncWithSlowStty(300, BOOT_WAIT_MS + 500, 57600);
    expect(heard).toEqual([]);
    expect(line.inBootloader).toBe(false);
    expect(rig.plugs).toBe(1);
  });

  it('starts the application a second after the reset when nothing comes', async () => {
    await vi.advanceTimersByTimeAsync(BOOT_WAIT_MS - 10);
    expect(line.inBootloader).toBe(true);
    await vi.advanceTimersByTimeAsync(20);
    expect(line.inBootloader).toBe(false);
    expect(rig.plugs).toBe(1);
  });

  it('answers the first bytes at once with the speed read as the port opened, asking stty no more', async () => {
    tellSpeed?.(115200);
    await vi.advanceTimersByTimeAsync(300);
    line.write(Buffer.from(GET_SYNC));
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual(IN_SYNC_OK);
    expect(asks).toBe(1);
  });

  it('asks again at the first bytes when the speed read as the port opened was another (the opener had not set its own yet)', async () => {
    tellSpeed?.(9600);
    await vi.advanceTimersByTimeAsync(300);
    line.write(Buffer.from(GET_SYNC));
    await vi.advanceTimersByTimeAsync(0);
    expect([heard, asks]).toEqual([[], 2]);
    tellSpeed?.(115200);
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual(IN_SYNC_OK);
  });
});
