import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SequenceTracker } from './sequence.ts';

describe('SequenceTracker', () => {
  it('accepts consecutive numbers and wraps from 65535 to 0', () => {
    const s = new SequenceTracker();
    expect(s.observe(65534, false)).toEqual({ kind: 'next' });
    expect(s.observe(65535, false)).toEqual({ kind: 'next' });
    expect(s.observe(0, false)).toEqual({ kind: 'next' });
  });
  it('counts the lines a gap stands for, across the wrap', () => {
    const s = new SequenceTracker();
    s.observe(65530, false);
    expect(s.observe(3, false)).toEqual({ kind: 'gap', lost: 8 });
  });
  it('sees a HELLO with seq 0 as a reboot, not a gap', () => {
    const s = new SequenceTracker();
    s.observe(0, true);
    s.observe(1, false);
    expect(s.observe(0, true)).toEqual({ kind: 'reboot' });
    expect(s.observe(1, false)).toEqual({ kind: 'next' });
  });
  it('drops a repeated line and goes on from where it was', () => {
    const s = new SequenceTracker();
    for (let i = 10; i <= 20; i++) s.observe(i, false);
    expect(s.observe(15, false)).toEqual({ kind: 'repeat' });
    expect(s.observe(21, false)).toEqual({ kind: 'next' });
  });
  it('re-synchronises on a HELLO from behind (another rig after a reconnect)', () => {
    const s = new SequenceTracker();
    for (let i = 900; i <= 910; i++) s.observe(i, false);
    expect(s.observe(500, true)).toEqual({ kind: 'next' });
    expect(s.observe(501, false)).toEqual({ kind: 'next' });
  });
  it('over any stream with drops, the lost counts add up to the lines dropped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65535 }), fc.array(fc.boolean(), { minLength: 1, maxLength: 500 }), (start, keep) => {
        const s = new SequenceTracker();
        let lost = 0;
        let dropped = 0;
        s.observe(start, false);
        keep.forEach((k, i) => {
          if (!k) return void dropped++;
          const v = s.observe((start + i + 1) & 0xffff, false);
          if (v.kind === 'gap') lost += v.lost;
        });
        const trailing = keep.length - 1 - keep.lastIndexOf(true);
        expect(lost).toBe(keep.lastIndexOf(true) < 0 ? 0 : dropped - trailing);
      }),
    );
  });
});
