// The rig check's analysis on made-up recordings: each fault a builder meets is named by the
// finding it belongs to, with what to do; a healthy rig is healthy; and rules that hold for every
// recording (an offset changes nothing, one finding per part and measurement) hold.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../../lib/prng.ts';
import { analyse, reportText } from './analyse.ts';
import { driftCountsPerSecond, noiseCounts, samplesPerSecond } from './cup-signal.ts';
import type { CheckRecording, Finding, RawSample } from './recording.ts';

interface CupModel {
  rate?: number;
  noiseGrams?: number;
  driftGramsPerMinute?: number;
  countsPerGram?: number;
  offset?: number;
  present?: boolean;
}

interface Made {
  seed?: number;
  cups?: [CupModel, CupModel];
  grams?: number;
  tags?: CheckRecording['card'];
  buttonLevels?: boolean[];
  seen?: boolean[];
}

/** A recording of a rig made of `cups`, as the runner would record it (quick windows). */
function made(m: Made = {}): CheckRecording {
  const random = mulberry32(m.seed ?? 1);
  const gaussian = () => Math.sqrt(-2 * Math.log(Math.max(random(), 1e-12))) * Math.cos(2 * Math.PI * random());
  const cups = m.cups ?? [{}, {}];
  const grams = m.grams ?? 200;
  const window = (cup: CupModel, fromMs: number, toMs: number, load: number): RawSample[] => {
    if (cup.present === false) return [];
    const rate = cup.rate ?? 80;
    const cpg = cup.countsPerGram ?? 430;
    const out: RawSample[] = [];
    for (let t = fromMs; t < toMs; t += 1000 / rate) {
      const g = load + (cup.noiseGrams ?? 0.47) * gaussian() + ((cup.driftGramsPerMinute ?? 0) * t) / 60_000;
      out.push({ t: Math.round(t), raw: Math.round((cup.offset ?? 10_000) + g * cpg) });
    }
    return out;
  };
  const both = (from: number, to: number, load: number) => cups.map((c) => window(c, from, to, load)) as [RawSample[], RawSample[]];
  return {
    firmware: { proto: 3, fw: '1.2.0', caps: ['scale2', 'rfid', 'rate'] },
    askedRate: 80,
    errors: cups.flatMap((c, i) => (c.present === false ? [{ code: 'HX_TIMEOUT', detail: String(i) }] : [])),
    empty: { seconds: 10, samples: both(1000, 11_000, 0) },
    weight: { grams, loaded: both(11_000, 17_000, grams), doubled: both(17_000, 20_000, 2 * grams), settleMs: 1000 },
    card: m.tags === undefined ? { heldSeconds: 3, tags: [{ reader: 0, present: true, uid: '04A1B2C3' }], polls: polls(20, 0) } : m.tags,
    button: { pin: 7, levelAtStart: 1, levels: m.buttonLevels ?? [false, true] },
    outputs: (['left light', 'right light', 'tie light', 'buzzer'] as const).map((part, i) => ({ part, pin: 14 + i, seen: m.seen?.[i] ?? true })),
  };
}

/** Three READS lines a second apart (protocol 3). */
function polls(reads: number, misses: number) {
  return [2000, 3000, 4000].map((t) => ({ t, reads, misses }));
}

const problems = (r: CheckRecording): Finding[] => analyse(r).findings.filter((f) => f.status === 'problem');
const named = (r: CheckRecording) => problems(r).map((f) => `${f.part}: ${f.measure}`);

describe('the rig check names each fault a builder meets', () => {
  it('a healthy rig is healthy, every part measured', () => {
    const report = analyse(made());
    expect(report.findings.filter((f) => f.status !== 'ok')).toEqual([]);
    expect(report.healthy).toBe(true);
    expect(reportText(report)).toMatch(/^The rig is healthy\./);
  });

  it('an HX711 missing: its cup is not present, the rest of that cup not measured', () => {
    const r = made({ cups: [{}, { present: false }] });
    expect(named(r)).toEqual(['right cup: present']);
    expect(problems(r)[0]!.says).toMatch(/HX_TIMEOUT.*DT to D3/);
    expect(analyse(r).healthy).toBe(false);
  });

  it('RATE still tied low: 10 samples/s where 80 were asked', () => {
    const r = made({ cups: [{ rate: 10 }, { rate: 10 }] });
    expect(named(r)).toEqual(['left cup: samples per second', 'right cup: samples per second']);
    expect(problems(r)[0]!.says).toMatch(/RATE pin is still tied low.*D5/);
    // Real boards run fast: 112 samples/s for 80 asked is right.
    expect(named(made({ cups: [{ rate: 112 }, { rate: 12 * 8 }] }))).toEqual([]);
  });

  it('swapped wires: the cup reads negative when loaded, and the sentence says to swap white and green or leave it', () => {
    const r = made({ cups: [{}, { countsPerGram: -415 }] });
    expect(named(r)).toEqual(['right cup: sign']);
    expect(problems(r)[0]!.says).toBe(
      'the right cup reads negative when loaded: swap its white and green wires (A− and A+ at the HX711), or leave it: calibration takes the sign',
    );
  });

  it('a loose signal wire: the cup barely moves under the weight', () => {
    expect(named(made({ cups: [{ countsPerGram: 2 }, {}] }))).toEqual(['left cup: response']);
  });

  it('a noisy cell (long wires): noise far above what an HX711 at 80 samples/s gives', () => {
    const r = made({ cups: [{ noiseGrams: 5 }, {}] });
    expect(named(r)).toEqual(['left cup: noise']);
    expect(problems(r)[0]!.says).toMatch(/noisy.*twist the wires/);
  });

  it('a drifting cell: grams a minute while empty, and its creep under the weight is not blamed on the drift', () => {
    const r = made({ cups: [{}, { driftGramsPerMinute: 3 }] });
    expect(named(r)).toEqual(['right cup: drift']);
    // Over 10 s of 0.47 g noise the slope is known to about ± 0.45 g a minute.
    expect(Math.abs(problems(r)[0]!.value! - 3)).toBeLessThan(1.2);
  });

  it('a card lost and seen again while it lay still: dropouts', () => {
    const tags = [true, false, true, false, true].map((present) => ({ reader: 0, present, uid: '04A1B2C3' }));
    const r = made({ tags: { heldSeconds: 3, tags } });
    expect(named(r)).toEqual(['reader 0: dropouts']);
    expect(problems(r)[0]!.says).toMatch(/lost the card 2 times.*level shifter/);
  });

  it('a reader that misses the card at every other poll: reads per second against the 20 polls of the firmware, and what to do', () => {
    const card = { heldSeconds: 3, tags: [{ reader: 0, present: true, uid: '04A1B2C3' }], polls: polls(10, 10) };
    const r = { ...made(), card };
    expect(named(r)).toEqual(['reader 0: reads per second']);
    expect(problems(r)[0]).toMatchObject({ value: 10, unit: 'reads/s' });
    expect(problems(r)[0]!.says).toMatch(/read the card 10 times a second and missed it in 30 of 60 polls .*level shifter/);
    // One missed poll in 60 is a good reader.
    const good = analyse({ ...made(), card: { ...card, polls: [...polls(20, 0).slice(0, 2), { t: 4000, reads: 19, misses: 1 }] } });
    expect(good.findings.find((f) => f.measure === 'reads per second')).toMatchObject({ status: 'ok', value: 19.5 });
  });

  it('firmware older than 1.2 (protocol 2) does not count the polls: reads per second not measured (firmware too old), the rig still healthy', () => {
    const r = { ...made(), firmware: { proto: 2, fw: '1.1.0', caps: ['scale2', 'rfid', 'rate'] } };
    r.card = { ...r.card!, polls: null };
    const report = analyse(r);
    expect(report.healthy).toBe(true);
    expect(report.findings.find((f) => f.measure === 'reads per second')).toMatchObject({
      status: 'not measured',
      says: expect.stringMatching(/^not measured \(firmware too old\): firmware 1\.1\.0 .*flash firmware 1\.2 or newer/),
    });
  });

  it('no card seen, and the reader that does not answer at all', () => {
    expect(named(made({ tags: { heldSeconds: 3, tags: [] } }))).toEqual(['reader 0: card']);
    const absent = { ...made({ tags: { heldSeconds: 3, tags: [] } }), errors: [{ code: 'RFID_ABSENT', detail: '0' }] };
    expect(problems(absent)[0]!.says).toMatch(/does not answer \(RFID_ABSENT\)/);
  });

  it('a bouncing button: one press seen three times; none seen; pressed from the start', () => {
    expect(named(made({ buttonLevels: [false, true, false, true, false, true] }))).toEqual(['button: bounces']);
    expect(named(made({ buttonLevels: [] }))).toEqual(['button: press']);
    const stuck = { ...made(), button: { pin: 7, levelAtStart: 0 as const, levels: [] } };
    expect(problems(stuck)[0]!.says).toMatch(/reads pressed before anyone pressed it/);
  });

  it('an LED the wrong way round, and a silent buzzer', () => {
    const r = made({ seen: [true, false, true, false] });
    expect(named(r)).toEqual(['right light: lights up', 'buzzer: sounds']);
    expect(problems(r)[0]!.says).toMatch(/wrong way round.*long leg/);
  });

  it('protocol 1 firmware: no user pins, so button and lights are not measured and the rig is still healthy', () => {
    const r = { ...made(), firmware: { proto: 1, fw: '1.0.0', caps: ['scale2', 'rfid', 'rate'] } };
    const report = analyse(r);
    expect(report.healthy).toBe(true);
    expect(report.findings.filter((f) => f.part === 'button').map((f) => f.status)).toEqual(['not measured', 'not measured']);
  });

  it('skipped steps are not measured, not problems', () => {
    const r = { ...made(), weight: null, card: null, button: null, outputs: [] };
    const report = analyse(r);
    expect(report.healthy).toBe(true);
    expect(report.findings.filter((f) => f.part === 'left cup' && f.status === 'not measured').map((f) => f.measure)).toEqual([
      'response',
      'sign',
      'creep',
      'linearity',
    ]);
  });
});

describe('rules that hold for every recording', () => {
  const model = fc.record({
    rate: fc.constantFrom(10, 12, 80, 112),
    noiseGrams: fc.double({ min: 0.05, max: 8, noNaN: true }),
    driftGramsPerMinute: fc.double({ min: -5, max: 5, noNaN: true }),
    countsPerGram: fc.oneof(fc.double({ min: 100, max: 900, noNaN: true }), fc.double({ min: -900, max: -100, noNaN: true })),
    present: fc.boolean(),
  });
  const recording = fc.record({ seed: fc.integer({ min: 1, max: 1e6 }), cups: fc.tuple(model, model), grams: fc.integer({ min: 20, max: 500 }) });

  it('one finding per part and measurement, the same set for every rig, each a sentence; healthy exactly when none is a problem', () => {
    const keys = (r: CheckRecording) => analyse(r).findings.map((f) => `${f.part}/${f.measure}`);
    const reference = keys(made());
    fc.assert(
      fc.property(recording, (m) => {
        const report = analyse(made(m));
        expect(keys(made(m))).toEqual(reference);
        expect(report.healthy).toBe(report.findings.every((f) => f.status !== 'problem'));
        for (const f of report.findings) expect(f.says).toMatch(/^[a-zA-Z].{10,}[^.]$/);
      }),
      { numRuns: 40 },
    );
  });

  it('a constant offset on every count changes no finding (a tare is no fault)', () => {
    fc.assert(
      fc.property(recording, fc.integer({ min: -2_000_000, max: 2_000_000 }), (m, shift) => {
        const a = made(m);
        const b = made({ ...m, cups: m.cups.map((c) => ({ ...c, offset: 10_000 + shift })) as [CupModel, CupModel] });
        expect(analyse(b).findings.map((f) => [f.status, f.says])).toEqual(analyse(a).findings.map((f) => [f.status, f.says]));
      }),
      { numRuns: 30 },
    );
  });

  it('evenly spaced samples give their rate; noise scales with the signal; a straight line has its slope', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 200 }), fc.integer({ min: 10, max: 500 }), fc.double({ min: -50, max: 50, noNaN: true }), (rate, n, slope) => {
        const even: RawSample[] = Array.from({ length: n }, (_, i) => ({ t: (i * 1000) / rate, raw: 5 + (slope * i) / rate }));
        expect(samplesPerSecond(even)).toBeCloseTo(rate, 6);
        const line = driftCountsPerSecond(even);
        if (n / rate >= 4) expect(line!.slope).toBeCloseTo(slope, 3);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.integer({ min: 2, max: 40 }), (seed, k) => {
        const base = made({ seed }).empty.samples[0];
        const scaled = base.map((s) => ({ t: s.t, raw: s.raw * k }));
        expect(noiseCounts(scaled)!).toBeCloseTo(noiseCounts(base)! * k, 6);
      }),
      { numRuns: 30 },
    );
  });
});
