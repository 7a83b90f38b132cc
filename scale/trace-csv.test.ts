import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatTraceCsv, parseTraceCsv } from './trace-csv.ts';
import type { Trace } from './trace.ts';

const ok = (text: string): Trace => {
  const r = parseTraceCsv(text);
  if (!r.ok) throw new Error(r.message);
  return r.trace;
};
const error = (text: string): string => {
  const r = parseTraceCsv(text);
  if (r.ok) throw new Error('expected a refusal');
  return r.message;
};

describe('weigh trace CSV', () => {
  it('reads rows, empty fields, comments and the #loaded mark', () => {
    const t = ok('# a comment\nt_ms,left_g,right_g\n0,0.03,-0.11\n5,,0.07\n# note\n100,0.01,\n#loaded,100\n150,81.4,79.95\n');
    expect(t.loadedAt).toBe(100);
    expect(t.rows).toEqual([
      { t: 0, left: 0.03, right: -0.11 },
      { t: 5, right: 0.07 },
      { t: 100, left: 0.01 },
      { t: 150, left: 81.4, right: 79.95 },
    ]);
  });

  it('accepts CRLF, spaces around fields and a trace without a mark', () => {
    const t = ok('t_ms, left_g, right_g\r\n 10 , 1.5 , 2 \r\n');
    expect(t).toEqual({ rows: [{ t: 10, left: 1.5, right: 2 }], loadedAt: null });
  });

  it.each([
    ['', 'line 1: missing header'],
    ['0,1,2\n', 'line 1: missing header'],
    ['t_ms,left_g,right_g\n0,1,2\n5,abc,3\n', 'line 3: left_g "abc" is not a number'],
    ['t_ms,left_g,right_g\n0,1,2\n5,1,2\n6,1,NaN\n', 'line 4: right_g "NaN" is not a number'],
    ['t_ms,left_g,right_g\nx,1,2\n', 'line 2: t_ms "x" is not a number'],
    ['t_ms,left_g,right_g\n10,1,2\n5,1,2\n', 'line 3: t_ms decreases (5 after 10)'],
    ['t_ms,left_g,right_g\n10,1,2,3\n', 'line 2: expected 3 fields'],
    ['t_ms,left_g,right_g\n10,1,2\n#loaded,5\n', 'line 3: #loaded at 5 ms comes after a sample at 10 ms'],
    ['t_ms,left_g,right_g\n#loaded,5\n#loaded,6\n', 'line 3: a second #loaded mark'],
    ['t_ms,left_g,right_g\n#loaded\n', 'line 2: #loaded needs a time'],
    ['t_ms,left_g,right_g\n#loaded,5\n4,1,1\n', 'line 3: t_ms decreases'],
    ['t_ms,left_g,right_g\n-1,1,1\n', 'line 2: t_ms -1 is negative'],
  ])('refuses %j with a line-numbered reason', (text, reason) => {
    expect(error(text)).toContain(reason);
  });

  it('writes what it reads back (any trace)', () => {
    const grams = fc.double({ min: -1e4, max: 1e4, noNaN: true }).map((g) => Math.round(g * 100) / 100);
    const traceArb = fc
      .array(fc.record({ dt: fc.integer({ min: 0, max: 200 }), left: fc.option(grams, { nil: undefined }), right: fc.option(grams, { nil: undefined }) }), {
        maxLength: 60,
      })
      .chain((steps) => {
        let t = 0;
        const rows = steps.map((s) => {
          t += s.dt;
          const row: Trace['rows'][number] = { t };
          if (s.left !== undefined) row.left = s.left === 0 ? 0 : s.left;
          if (s.right !== undefined) row.right = s.right === 0 ? 0 : s.right;
          return row;
        });
        return fc.record({ rows: fc.constant(rows), loadedAt: fc.option(fc.integer({ min: 0, max: t }), { nil: null }) });
      });
    fc.assert(
      fc.property(traceArb, (trace) => {
        expect(ok(formatTraceCsv(trace, ['round trip']))).toEqual(trace);
      }),
    );
  });
});
