// The guide's place in the data directory: kept, read back, and a damaged file set aside in words.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST, type GuideState } from './guide-state.ts';
import { loadGuide, SETUP_FILE, saveGuide } from './setup-file.ts';
import { tempDirs } from '../../../test/temp-dir.ts';

const dir = tempDirs('qm-setup-file-');

describe("the setup guide's file", () => {
  it('starts at the first step without one, and reads back what was kept', () => {
    const d = dir();
    expect(loadGuide(d)).toEqual({ state: FIRST, problem: null });
    const left: GuideState = { ...FIRST, step: 'calibrate', cup: 'right', reached: 'calibrate', finding: { step: 'calibrate', part: null, says: 'too light' } };
    saveGuide(d, left);
    expect(loadGuide(d)).toEqual({ state: left, problem: null });
  });

  it('sets a damaged file aside in words, starting from the first step', () => {
    const d = dir();
    writeFileSync(join(d, SETUP_FILE), '{"step":');
    expect(loadGuide(d)).toEqual({
      state: FIRST,
      problem: expect.stringMatching(/setup\.json could not be read \(.+\): the guide starts again from its first step/),
    });
    writeFileSync(join(d, SETUP_FILE), JSON.stringify({ ...FIRST, step: 'sail' }));
    expect(loadGuide(d)).toEqual({
      state: FIRST,
      problem: expect.stringMatching(/setup\.json is not the setup guide's state: the guide starts again from its first step/),
    });
  });
});
