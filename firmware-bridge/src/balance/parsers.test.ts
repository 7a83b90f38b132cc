import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseMtSics } from './mt-sics.ts';
import { parseAandD } from './a-and-d.ts';

describe('parseMtSics', () => {
  it('reads stable and dynamic weights in g, kg and mg', () => {
    expect(parseMtSics('S S     100.00 g')).toEqual({ ok: true, reading: { kind: 'weight', grams: 100, stable: true } });
    expect(parseMtSics('S D      12.34 g')).toEqual({ ok: true, reading: { kind: 'weight', grams: 12.34, stable: false } });
    expect(parseMtSics('S S    -0.0150 kg')).toEqual({ ok: true, reading: { kind: 'weight', grams: -15, stable: true } });
    expect(parseMtSics('S S      250.0 mg')).toEqual({ ok: true, reading: { kind: 'weight', grams: 0.25, stable: true } });
  });
  it('reads overload, underload and refusals', () => {
    expect(parseMtSics('S +')).toEqual({ ok: true, reading: { kind: 'overload' } });
    expect(parseMtSics('S -')).toEqual({ ok: true, reading: { kind: 'underload' } });
    expect(parseMtSics('S I')).toEqual({ ok: true, reading: { kind: 'refused', code: 'SI' } });
    expect(parseMtSics('ES')).toEqual({ ok: true, reading: { kind: 'refused', code: 'ES' } });
  });
  it('refuses bad lines with a reason', () => {
    expect(parseMtSics('S S     100.00 lb')).toMatchObject({ ok: false, reason: /unit 'lb'/ });
    expect(parseMtSics('S X     100.00 g')).toMatchObject({ ok: false, reason: /not an MT-SICS/ });
    expect(parseMtSics('S S     1.2.3 g')).toMatchObject({ ok: false, reason: /not a number/ });
    expect(parseMtSics('ST,+00123.45  g')).toMatchObject({ ok: false });
    expect(parseMtSics('')).toMatchObject({ ok: false });
  });
  it('reads back any weight it is given in its documented layout', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999999, max: 9999999 }), fc.boolean(), (centigrams, stable) => {
        const value = (centigrams / 100).toFixed(2).padStart(10);
        const r = parseMtSics(`S ${stable ? 'S' : 'D'} ${value} g`);
        expect(r).toEqual({ ok: true, reading: { kind: 'weight', grams: centigrams / 100, stable } });
      }),
    );
  });
});

describe('parseAandD', () => {
  it('reads stable and unstable weights', () => {
    expect(parseAandD('ST,+00123.45  g')).toEqual({ ok: true, reading: { kind: 'weight', grams: 123.45, stable: true } });
    expect(parseAandD('US,-00001.20  g')).toEqual({ ok: true, reading: { kind: 'weight', grams: -1.2, stable: false } });
    expect(parseAandD('ST,+0.012345 kg')).toEqual({ ok: true, reading: { kind: 'weight', grams: 12.345, stable: true } });
  });
  it('reads overload at either end', () => {
    expect(parseAandD('OL,+9999999 E')).toEqual({ ok: true, reading: { kind: 'overload' } });
    expect(parseAandD('OL,-9999999 E')).toEqual({ ok: true, reading: { kind: 'underload' } });
  });
  it('refuses bad lines with a reason', () => {
    expect(parseAandD('QT,+0000123 PC')).toMatchObject({ ok: false, reason: /counting mode/ });
    expect(parseAandD('ST,+00123.45 ct')).toMatchObject({ ok: false, reason: /unit 'ct'/ });
    expect(parseAandD('XX,+00123.45  g')).toMatchObject({ ok: false, reason: /not an A&D/ });
    expect(parseAandD('ST 00123.45  g')).toMatchObject({ ok: false });
    expect(parseAandD('S S     100.00 g')).toMatchObject({ ok: false });
  });
  it('never throws on any line', () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (s) => typeof parseAandD(s).ok === 'boolean'));
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (s) => typeof parseMtSics(s).ok === 'boolean'));
  });
});
