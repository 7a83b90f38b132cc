import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LineFramer, MAX_LINE_BYTES } from './framing.ts';

describe('LineFramer', () => {
  it('splits on LF or CRLF across chunk boundaries and skips empty lines', () => {
    const f = new LineFramer();
    expect(f.push('HB 1 10')).toEqual([]);
    expect(f.push('00 1 10*AA\r')).toEqual([]);
    expect(f.push('\n\r\nS 2*BB\n')).toEqual([
      { kind: 'line', text: 'HB 1 1000 1 10*AA' },
      { kind: 'line', text: 'S 2*BB' },
    ]);
  });

  it('passes a line of exactly 80 bytes with CRLF and flags 81', () => {
    const f = new LineFramer();
    expect(f.push(`${'a'.repeat(78)}\r\n`)).toEqual([{ kind: 'line', text: 'a'.repeat(78) }]);
    expect(f.push(`${'b'.repeat(79)}\r\n`)[0]?.kind).toBe('overlong');
  });

  it('keeps only the tail of a megabyte without newline, and frames the next line normally', () => {
    const f = new LineFramer();
    for (let i = 0; i < 16; i++) expect(f.push(Buffer.alloc(65536, 0x5a))).toEqual([]);
    const out = f.push('HELLO 0 x*00\r\nPING*11\r\n');
    expect(out[0]).toEqual({ kind: 'overlong', tail: `${'Z'.repeat(80)}HELLO 0 x*00\r`.slice(-80, -1) });
    expect(out[1]).toEqual({ kind: 'line', text: 'PING*11' });
  });

  it('drops the line a closing port cut, says so, and frames the next port from a fresh line', () => {
    const f = new LineFramer();
    expect(f.push('S 1 100 0 5*B3\r\nS 2 200 1 12')).toEqual([{ kind: 'line', text: 'S 1 100 0 5*B3' }]);
    expect(f.cut()).toBe(true);
    expect(f.cut()).toBe(false); // closed, then reopened: one cut line
    expect(f.push('HELLO 0 proto=3*00\r\n')).toEqual([{ kind: 'line', text: 'HELLO 0 proto=3*00' }]);
    f.push('x'.repeat(200)); // cut while already too long
    expect(f.cut()).toBe(true);
    expect(f.push('PING*11\n')).toEqual([{ kind: 'line', text: 'PING*11' }]);
  });

  it('gives the same frames however the bytes are chunked', () => {
    const lineArb = fc.string({ maxLength: 120, unit: fc.constantFrom('A', ' ', '1', '*', '\r') });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1 }), (lines, cuts) => {
        const data = lines.map((l) => `${l}\n`).join('');
        const whole = new LineFramer().push(data);
        const f = new LineFramer();
        const pieces = [];
        let i = 0;
        let k = 0;
        while (i < data.length) {
          const n = cuts[k++ % cuts.length]!;
          pieces.push(...f.push(data.slice(i, i + n)));
          i += n;
        }
        expect(pieces).toEqual(whole);
        for (const p of whole) expect((p.kind === 'line' ? p.text : p.tail).length).toBeLessThanOrEqual(MAX_LINE_BYTES);
      }),
    );
  });
});
