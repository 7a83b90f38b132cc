import { describe, expect, it } from 'vitest';
import { mkdtemp, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CalibrationStore, toGrams, uncalibrated } from './calibration-store.ts';

const dir = () => mkdtemp(join(tmpdir(), 'qm-cal-'));

describe('CalibrationStore', () => {
  it('saves and reloads a calibration per device identity', async () => {
    const store = new CalibrationStore(await dir());
    const cal = uncalibrated();
    cal[1] = { offset: 1200, countsPerGram: 420.5 };
    await store.save('serial-A1B2/dev:ttyUSB0', cal);
    expect((await store.load('serial-A1B2/dev:ttyUSB0')).calibration).toEqual(cal);
    expect((await store.load('another-rig')).calibration).toBeNull();
  });

  it('reports a damaged or hand-edited file instead of throwing', async () => {
    const d = await dir();
    const store = new CalibrationStore(d);
    await mkdir(join(d, 'calibration'));
    await writeFile(store.fileFor('x'), '{ not json');
    expect(await store.load('x')).toMatchObject({ calibration: null, problem: /damaged/ });
    await writeFile(
      store.fileFor('x'),
      JSON.stringify({
        cups: [
          { offset: 1, countsPerGram: 0 },
          { offset: null, countsPerGram: null },
        ],
      }),
    );
    expect(await store.load('x')).toMatchObject({ calibration: null, problem: /expected/ });
  });

  it('turns counts into grams only when tared and calibrated', () => {
    expect(toGrams({ offset: 100, countsPerGram: 10 }, 600)).toBe(50);
    expect(toGrams({ offset: 100, countsPerGram: null }, 600)).toBeNull();
    expect(toGrams({ offset: null, countsPerGram: 10 }, 600)).toBeNull();
  });
});
