// A long poll's waits: a reader of an older version is answered at once, a reader of the version
// that stands when it moves (release) or when its time is up, whichever comes first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VersionWaits } from './version-waits.ts';

afterEach(() => {
  vi.useRealTimers();
});

const settled = async (p: Promise<void>): Promise<boolean> => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('version waits', () => {
  it('answers a reader of an older version at once, and one of the version that stands when it moves', async () => {
    vi.useFakeTimers();
    const waits = new VersionWaits();
    expect(await settled(waits.past(3, 4, 10_000))).toBe(true);
    const reader = waits.past(4, 4, 10_000);
    expect(await settled(reader)).toBe(false);
    waits.release();
    expect(await settled(reader)).toBe(true);
  });

  it('answers a reader when its time is up, and lets it go from the waits (a later release finds none)', async () => {
    vi.useFakeTimers();
    const waits = new VersionWaits();
    const reader = waits.past(1, 1, 500);
    vi.advanceTimersByTime(499);
    expect(await settled(reader)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(reader)).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    waits.release();
  });
});
