// The known weight's findings for one cup: its response, its sign, its creep under the weight and,
// with a second weight of the same, its linearity.
import type { CheckRecording, Finding } from './recording.ts';
import { LEVEL_MS, levelBetween, levelMs, samplesPerSecond } from './cup-signal.ts';
import { CUP_NAMES, finding, notMeasured, round } from './finding.ts';

/** A 5 kg cell of 1 mV/V on an HX711 at gain 128 gives about 430 counts a gram (the simulated and
 * emulated rigs: 416–431). Grams use the counts per gram the known weight showed, else this. */
export const NOMINAL_COUNTS_PER_GRAM = 430;
/** A reading that moved less than this share of the nominal response under a weight did not see it. */
const DEAD_RESPONSE = 0.05;

export type WeightResponse = { countsPerGram: number; levelAfter: number; levelEnd: number; t1: number; tEnd: number };

/** What the known weight showed of one cup: its response (counts per gram, signed) and its level at the end. */
export function weightResponse(r: CheckRecording, cup: 0 | 1): WeightResponse | null {
  const w = r.weight;
  const empty = r.empty.samples[cup];
  const loaded = w?.loaded[cup];
  if (!w || !loaded || loaded.length < 10 || empty.length < 3) return null;
  const emptyEnd = empty.at(-1)!.t;
  const before = levelBetween(empty, emptyEnd - 2 * LEVEL_MS, emptyEnd + 1);
  const start = loaded[0]!.t + w.settleMs;
  const end = loaded.at(-1)!.t + 1;
  const span = levelMs(samplesPerSecond(loaded) ?? 10);
  const after = levelBetween(loaded, start, start + span);
  const last = levelBetween(loaded, end - span, end);
  if (before === null || after === null || last === null) return null;
  return { countsPerGram: (after - before) / w.grams, levelAfter: after, levelEnd: last, t1: start + span / 2, tEnd: end - span / 2 };
}

/** Counts per gram to turn counts into grams: the weight's, when it showed a live cell, else the nominal one. */
export function gramsScale(response: WeightResponse | null): number {
  const cpg = response ? Math.abs(response.countsPerGram) : 0;
  return cpg >= DEAD_RESPONSE * NOMINAL_COUNTS_PER_GRAM ? cpg : NOMINAL_COUNTS_PER_GRAM;
}

/** The weight's findings for one cup; the empty cup's drift, noise and rate say what is chance. */
export function weightFindings(
  r: CheckRecording,
  cup: 0 | 1,
  response: WeightResponse | null,
  driftGramsPerSecond: number,
  noiseGrams: number,
  rate: number,
): Finding[] {
  const part = CUP_NAMES[cup];
  const side = cup === 0 ? 'left' : 'right';
  const w = r.weight;
  if (!w || !response)
    return ['response', 'sign', 'creep', 'linearity'].map((m) => notMeasured(part, m, `not measured: no known weight went in the ${side} cup`));
  const out: Finding[] = [];
  const nominal = Math.abs(response.countsPerGram) / NOMINAL_COUNTS_PER_GRAM;
  if (nominal < DEAD_RESPONSE) {
    out.push(
      finding(
        part,
        'response',
        'problem',
        `the ${side} cup barely moved when ${w.grams} g went in (${round(response.countsPerGram, 1)} counts a gram): a load-cell wire is loose (white A− or green A+), or the cup rests on the frame: check the wires at the HX711 and that the cup hangs free`,
        { value: round(response.countsPerGram, 1), unit: 'counts/g', expected: `about ${NOMINAL_COUNTS_PER_GRAM} for a 5 kg cell` },
      ),
      notMeasured(part, 'sign', `not measured: the ${side} cup did not respond to the weight`),
      notMeasured(part, 'creep', `not measured: the ${side} cup did not respond to the weight`),
      notMeasured(part, 'linearity', `not measured: the ${side} cup did not respond to the weight`),
    );
    return out;
  }
  out.push(
    finding(part, 'response', 'ok', `the ${side} cup gives ${round(Math.abs(response.countsPerGram), 1)} counts a gram`, {
      value: round(response.countsPerGram, 1),
      unit: 'counts/g',
      expected: `about ${NOMINAL_COUNTS_PER_GRAM} for a 5 kg cell`,
    }),
  );
  out.push(
    response.countsPerGram < 0
      ? finding(
          part,
          'sign',
          'problem',
          `the ${side} cup reads negative when loaded: swap its white and green wires (A− and A+ at the HX711), or leave it: calibration takes the sign`,
          { value: -1 },
        )
      : finding(part, 'sign', 'ok', `the ${side} cup reads positive when loaded`, { value: 1 }),
  );

  // Creep: what the reading did under the weight beyond the drift the empty cup showed.
  const seconds = (response.tEnd - response.t1) / 1000;
  const creep = (response.levelEnd - response.levelAfter) / response.countsPerGram - driftGramsPerSecond * seconds * Math.sign(response.countsPerGram);
  // Two levels of `span` each: a median of n samples is within 1.25 σ/√n; five of those is chance no more.
  const span = levelMs(rate);
  const perLevel = Math.max(1, (rate * span) / 1000);
  const chance = 5 * 1.25 * noiseGrams * Math.sqrt(2 / perLevel);
  const creepLimit = Math.max(0.3, 0.002 * w.grams, chance);
  const creepExtra = { value: round(creep, 3), unit: 'g', expected: `under ${round(creepLimit)} g over ${round(seconds, 0)} s` };
  if (seconds < 1) out.push(notMeasured(part, 'creep', `not measured: the weight stayed in too briefly`));
  else if (Math.abs(creep) > creepLimit)
    out.push(
      finding(
        part,
        'creep',
        'problem',
        `the ${side} cup crept ${round(creep)} g in ${round(seconds, 0)} s under ${w.grams} g: a cheap or overloaded cell; the table tares before each contest, but a better cell (or a lighter cup) weighs truer`,
        creepExtra,
      ),
    );
  else out.push(finding(part, 'creep', 'ok', `the ${side} cup held ${w.grams} g within ${round(Math.abs(creep))} g over ${round(seconds, 0)} s`, creepExtra));

  const doubled = w.doubled?.[cup];
  const second = doubled && doubled.length >= 10 ? levelBetween(doubled, doubled[0]!.t + w.settleMs, doubled[0]!.t + w.settleMs + span) : null;
  if (second === null) out.push(notMeasured(part, 'linearity', 'not measured: no second weight of the same went in'));
  else {
    const secondGrams = (second - response.levelEnd) / response.countsPerGram;
    const error = secondGrams - w.grams;
    const limit = Math.max(0.5, 0.005 * w.grams, chance);
    const extra = { value: round(error, 3), unit: 'g', expected: `within ${round(limit)} g` };
    out.push(
      Math.abs(error) > limit
        ? finding(
            part,
            'linearity',
            'problem',
            `the ${side} cup read the second ${w.grams} g as ${round(secondGrams)} g: the cell is overloaded, strained or touching the frame: make sure the cup hangs free and the cell suits the load`,
            extra,
          )
        : finding(part, 'linearity', 'ok', `the ${side} cup read the second ${w.grams} g as ${round(secondGrams)} g`, extra),
    );
  }
  return out;
}
