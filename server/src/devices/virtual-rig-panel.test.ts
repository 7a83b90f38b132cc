// The virtual reader taps like a hand: each card rests on the reader, then the reader sees nothing
// for a moment before the next one, so the same card tapped twice in quick succession is two taps
// (the second one refused by R27 in 7 Seize), not one long one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RigControl } from '../../../firmware-bridge/src/index.ts';
import { VirtualTable } from './virtual-rig-panel.ts';

let reader: { at: number; uid: string | null }[];
const rig = () =>
  ({
    placeTag: (_r: 0 | 1, uid: string) => reader.push({ at: Date.now(), uid }),
    removeTag: () => reader.push({ at: Date.now(), uid: null }),
  }) as unknown as RigControl;

beforeEach(() => {
  vi.useFakeTimers();
  reader = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the virtual reader', () => {
  it('taps the same card twice as two taps, with the reader empty for at least two polls between them', () => {
    const table = new VirtualTable(rig());
    const t0 = Date.now();
    table.tap('04A1B2C3');
    vi.advanceTimersByTime(20);
    table.tap('04A1B2C3'); // tapped again while the first still rests on the reader
    vi.advanceTimersByTime(1000);
    expect(reader.map((e) => e.uid)).toEqual(['04A1B2C3', null, '04A1B2C3', null]);
    const at = reader.map((e) => e.at);
    expect(at[0]).toBe(t0);
    expect((at[2] ?? 0) - (at[1] ?? 0)).toBeGreaterThanOrEqual(100); // the sim polls its reader every 50 ms
    table.close();
  });

  it('keeps the order of quick taps of different cards', () => {
    const table = new VirtualTable(rig());
    for (const uid of ['0000000A', '0000000B', '0000000C']) table.tap(uid);
    vi.advanceTimersByTime(2000);
    expect(reader.filter((e) => e.uid !== null).map((e) => e.uid)).toEqual(['0000000A', '0000000B', '0000000C']);
    table.close();
  });
});
