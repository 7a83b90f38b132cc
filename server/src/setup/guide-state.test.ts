import { Value } from '@sinclair/typebox/value';
import { describe, expect, it } from 'vitest';
import { SetupGuideState } from '#protocol';
import { WIRING_PARTS } from '../../../hardware/wiring-parts.ts';
import { advance, FIRST, SETUP_STEPS, type GuideEvent, type GuideState, progress, stepOfCheckPart } from './guide-state.ts';

const apply = (s: GuideState, ...events: GuideEvent[]): GuideState =>
  events.reduce((state, e) => {
    const next = advance(state, e);
    if ('refused' in next) throw new Error(next.refused);
    return next;
  }, s);

const wired = (s: GuideState) => apply(s, ...WIRING_PARTS.map((part): GuideEvent => ({ type: 'confirmed', step: 'wiring', part })));

describe('the setup guide state', () => {
  it('walks parts, each wired part, flash, check, both cups and the cards to done, the progress bar rising at every confirmation', () => {
    let s = apply(FIRST, { type: 'confirmed', step: 'parts' });
    const seen = [progress(FIRST).percent, progress(s).percent];
    expect(s).toMatchObject({ step: 'wiring', part: 'left cup' });
    for (const part of WIRING_PARTS) {
      expect(s.part).toBe(part);
      s = apply(s, { type: 'confirmed', step: 'wiring', part });
      seen.push(progress(s).percent);
    }
    s = apply(s, { type: 'confirmed', step: 'flash' }, { type: 'confirmed', step: 'check' });
    expect(s).toMatchObject({ step: 'calibrate', cup: 'left' });
    s = apply(s, { type: 'confirmed', step: 'calibrate', cup: 'left' });
    expect(s.cup).toBe('right');
    seen.push(progress(s).percent);
    s = apply(s, { type: 'confirmed', step: 'calibrate', cup: 'right' }, { type: 'confirmed', step: 'cards' });
    seen.push(progress(s).percent);
    expect(s).toMatchObject({ step: 'done', reached: 'done', finished: true });
    expect(progress(s)).toEqual({ percent: 100, index: 6, of: 6 });
    expect(seen[0]).toBe(0);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
  });

  it('refuses a confirmation of another step, part or cup than the one under way', () => {
    expect(advance(FIRST, { type: 'confirmed', step: 'check' })).toEqual({ refused: 'the guide is at "parts", not "check"' });
    const wiring = apply(FIRST, { type: 'confirmed', step: 'parts' });
    expect(advance(wiring, { type: 'confirmed', step: 'wiring', part: 'reader' })).toEqual({ refused: 'the guide is wiring "left cup", not "reader"' });
    const calibrating = apply(wired(wiring), { type: 'confirmed', step: 'flash' }, { type: 'confirmed', step: 'check' });
    expect(advance(calibrating, { type: 'confirmed', step: 'calibrate', cup: 'right' })).toHaveProperty('refused');
  });

  it('a finding sends the builder back to the step and part it concerns, keeping how far the guide reached; confirming clears it', () => {
    const atCheck = apply(wired(apply(FIRST, { type: 'confirmed', step: 'parts' })), { type: 'confirmed', step: 'flash' });
    expect(atCheck.step).toBe('check');
    const back = apply(atCheck, { type: 'finding', finding: { step: 'wiring', part: 'right cup', says: 'it reads negative' } });
    expect(back).toMatchObject({ step: 'wiring', part: 'right cup', reached: 'check', finding: { says: 'it reads negative' } });
    expect(progress(back).percent).toBeLessThan(progress(atCheck).percent);
    const mended = apply(back, { type: 'confirmed', step: 'wiring', part: 'right cup' });
    expect(mended).toMatchObject({ step: 'wiring', part: 'reader', finding: null });
  });

  it('goes back only to a step already reached; restart keeps that it was finished once', () => {
    const wiring = apply(FIRST, { type: 'confirmed', step: 'parts' });
    expect(advance(wiring, { type: 'back', step: 'cards' })).toEqual({ refused: 'the guide has not reached "cards" yet (it is at "wiring")' });
    expect(apply(wiring, { type: 'back', step: 'parts' })).toMatchObject({ step: 'parts', reached: 'wiring' });
    const done = { ...FIRST, step: 'done' as const, reached: 'done' as const, finished: true };
    expect(apply(done, { type: 'restart' })).toEqual({ ...FIRST, finished: true });
  });

  it('is the state the protocol describes (the data directory keeps it, the tablet reads it)', () => {
    for (const step of SETUP_STEPS)
      for (const part of WIRING_PARTS) expect(Value.Check(SetupGuideState, { ...FIRST, step, reached: step, part }), `${step}, ${part}`).toBe(true);
    expect(Value.Check(SetupGuideState, { ...FIRST, step: 'sail' })).toBe(false);
  });

  it('names the step of each part the rig check reports on', () => {
    expect(stepOfCheckPart('right cup')).toEqual({ step: 'wiring', part: 'right cup' });
    expect(stepOfCheckPart('reader 0')).toEqual({ step: 'wiring', part: 'reader' });
    expect(stepOfCheckPart('buzzer')).toEqual({ step: 'wiring', part: 'button and lights' });
    expect(stepOfCheckPart('rig')).toEqual({ step: 'flash', part: null });
  });
});
