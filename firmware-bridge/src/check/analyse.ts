// The rig check's analysis: pure functions from what was recorded (recording.ts) to findings, one
// per part and measurement, each ending in what to do. Figures come from docs/hardware-facts.md.
import { median, sigmaFromDifferences } from '../../../scale/robust.ts';
import type { CheckRecording, CheckReport, Finding, RawSample } from './recording.ts';

/** A 5 kg cell of 1 mV/V on an HX711 at gain 128 gives about 430 counts a gram (the simulated and
 * emulated rigs: 416–431). Grams use the counts per gram the known weight showed, else this. */
export const NOMINAL_COUNTS_PER_GRAM = 430;
/** A real rig's noise, grams rms: 0.47 g at 10 samples/s, about twice at 80 (hardware-facts). */
export const EXPECTED_NOISE_GRAMS = { 10: 0.47, 80: 0.94 } as const;
/** Noise above this many times the expected is a problem (long or untwisted wires, a bad cell). */
export const NOISY_FACTOR = 2.5;
/** Drift is a problem only this many standard errors beyond the limit: with two, the quick check's
 * 10 s (a slope through a few one-second levels) called a healthy simulated cell drifting in about
 * one check of ten; a cell that truly drifts (the emulated fault's 12 g a minute) is still named. */
const DRIFT_SIGMAS = 3;
/** A warmed-up cell drifts under 0.12 g a minute (0.002 g/s); beyond this it needs attention. */
export const DRIFT_LIMIT_GRAMS_PER_MINUTE = 0.5;
/** A reading that moved less than this share of the nominal response under a weight did not see it. */
const DEAD_RESPONSE = 0.05;
/** Real modules run faster than nominal (about 12 and 112 samples/s): a rate is right within these bounds. */
const RATE_BAND = { low: 0.6, high: 1.6 } as const;
/** How much of a window gives a level (ms). */
const LEVEL_MS = 1000;
const RAW_MIN = -8388608;
const RAW_MAX = 8388607;

export const CUP_NAMES = ['left cup', 'right cup'] as const;

const round = (x: number, digits = 2): number => Number(x.toFixed(digits));
const finding = (part: string, measure: string, status: Finding['status'], says: string, extra: Partial<Finding> = {}): Finding => ({
  part,
  measure,
  status,
  ...extra,
  says,
});
const notMeasured = (part: string, measure: string, why: string): Finding => finding(part, measure, 'not measured', why);

/** Samples per second from the rig's own clock: (n − 1) intervals over the time they span. */
export function samplesPerSecond(samples: readonly RawSample[]): number | null {
  if (samples.length < 3) return null;
  const span = samples.at(-1)!.t - samples[0]!.t;
  return span > 0 ? ((samples.length - 1) * 1000) / span : null;
}

/** White-noise rms in counts (robust to drift, steps and wild samples). */
export function noiseCounts(samples: readonly RawSample[]): number | null {
  if (samples.length < 10) return null;
  return sigmaFromDifferences(
    samples.map((s) => s.raw),
    0,
    samples.length,
  );
}

/** The level (median) of the samples whose time lies in [from, to) of the rig's clock. */
export function levelBetween(samples: readonly RawSample[], from: number, to: number): number | null {
  const inside = samples.filter((s) => s.t >= from && s.t < to).map((s) => s.raw);
  return inside.length === 0 ? null : median(inside);
}

/**
 * Drift in counts per second: a straight line through the medians of one-second blocks (wild
 * samples do not move a median), with the slope's standard error from the line's residuals.
 */
export function driftCountsPerSecond(samples: readonly RawSample[]): { slope: number; standardError: number } | null {
  if (samples.length < 10) return null;
  const t0 = samples[0]!.t;
  const blocks = new Map<number, RawSample[]>();
  for (const s of samples) {
    const k = Math.floor((s.t - t0) / LEVEL_MS);
    const list = blocks.get(k) ?? [];
    list.push(s);
    blocks.set(k, list);
  }
  const points = [...blocks.values()].filter((v) => v.length >= 3).map((v) => ({ x: median(v.map((s) => s.t - t0)) / 1000, y: median(v.map((s) => s.raw)) }));
  if (points.length < 4) return null;
  const mx = points.reduce((a, p) => a + p.x, 0) / points.length;
  const my = points.reduce((a, p) => a + p.y, 0) / points.length;
  const sxx = points.reduce((a, p) => a + (p.x - mx) ** 2, 0);
  const slope = points.reduce((a, p) => a + (p.x - mx) * (p.y - my), 0) / sxx;
  const residual = points.reduce((a, p) => a + (p.y - my - slope * (p.x - mx)) ** 2, 0) / (points.length - 2);
  // A few blocks' residuals can understate the spread by chance: never less than the noise allows
  // (a median of n samples is within 1.25 σ/√n).
  const perBlock = samples.length / points.length;
  const fromNoise = (1.25 * (noiseCounts(samples) ?? 0)) / Math.sqrt(perBlock);
  return { slope, standardError: Math.sqrt(Math.max(residual, fromNoise ** 2) / sxx) };
}

const saturated = (samples: readonly RawSample[]): boolean =>
  samples.length > 0 && samples.filter((s) => s.raw <= RAW_MIN || s.raw >= RAW_MAX).length * 2 >= samples.length;

const errorsFor = (r: CheckRecording, code: string, detail: string): boolean => r.errors.some((e) => e.code === code && (e.detail ?? '0') === detail);

/** What the known weight showed of one cup: its response (counts per gram, signed) and its level at the end. */
function weightResponse(r: CheckRecording, cup: 0 | 1): { countsPerGram: number; levelAfter: number; levelEnd: number; t1: number; tEnd: number } | null {
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

/** How long a level is read over: a second, two at 10 samples/s (a median of ten is too loose). */
const levelMs = (rate: number): number => (rate < 40 ? 2 * LEVEL_MS : LEVEL_MS);

/** Counts per gram to turn counts into grams: the weight's, when it showed a live cell, else the nominal one. */
function gramsScale(response: ReturnType<typeof weightResponse>): number {
  const cpg = response ? Math.abs(response.countsPerGram) : 0;
  return cpg >= DEAD_RESPONSE * NOMINAL_COUNTS_PER_GRAM ? cpg : NOMINAL_COUNTS_PER_GRAM;
}

function cupFindings(r: CheckRecording, cup: 0 | 1): Finding[] {
  const part = CUP_NAMES[cup];
  const side = cup === 0 ? 'left' : 'right';
  const dout = cup === 0 ? 'D2' : 'D3';
  const samples = r.empty.samples[cup];
  const timedOut = errorsFor(r, 'HX_TIMEOUT', String(cup));
  const measures = ['samples per second', 'noise', 'drift', 'response', 'sign', 'creep', 'linearity'];
  if (samples.length < 3) {
    return [
      finding(
        part,
        'present',
        'problem',
        `the ${side} cup's HX711 ${timedOut ? 'does not answer (the rig reports HX_TIMEOUT)' : 'sent no samples'}: check its VCC to 5V, GND, DT to ${dout} and SCK to D4`,
      ),
      ...measures.map((m) => notMeasured(part, m, `not measured: the ${side} cup's HX711 sent no samples`)),
    ];
  }
  if (saturated(samples) || errorsFor(r, 'HX_SATURATED', String(cup))) {
    return [
      finding(
        part,
        'present',
        'problem',
        `the ${side} cup reads at the limit of its HX711: a load-cell wire is loose or off (red E+, black E−, white A−, green A+), or the cell is overloaded: check each wire at the HX711 and that nothing presses on the cup`,
      ),
      ...measures.map((m) => notMeasured(part, m, `not measured: the ${side} cup's reading is at the limit`)),
    ];
  }
  const out: Finding[] = [finding(part, 'present', 'ok', `the ${side} cup's HX711 answers`)];

  const rate = samplesPerSecond(samples)!;
  const asked = r.askedRate;
  const rateText = `${round(rate, 1)} samples/s where ${asked} were asked`;
  if (asked === 80 && rate < RATE_BAND.low * 80 && rate > 0.4 * 10)
    out.push(
      finding(
        part,
        'samples per second',
        'problem',
        `the ${side} cup's HX711 gives ${rateText}: its RATE pin is still tied low (on most boards a trace or solder jumper ties it to GND): cut or lift it and wire RATE to D5`,
        { value: round(rate, 1), unit: 'samples/s', expected: `about ${asked} (real boards run up to 40 % fast)` },
      ),
    );
  else if (rate < RATE_BAND.low * asked || rate > RATE_BAND.high * asked)
    out.push(
      finding(
        part,
        'samples per second',
        'problem',
        `the ${side} cup's HX711 gives ${rateText}: check that its RATE pin is wired to D5 and nothing else, and that the USB cable carries the data fast enough (another cable or port)`,
        { value: round(rate, 1), unit: 'samples/s', expected: `about ${asked}` },
      ),
    );
  else
    out.push(
      finding(part, 'samples per second', 'ok', `the ${side} cup gives ${rateText}`, { value: round(rate, 1), unit: 'samples/s', expected: `about ${asked}` }),
    );

  const response = weightResponse(r, cup);
  const cpg = gramsScale(response);
  const nominalRate: 10 | 80 = rate > 40 ? 80 : 10;
  const expectedNoise = EXPECTED_NOISE_GRAMS[nominalRate];
  const noise = (noiseCounts(samples) ?? 0) / cpg;
  const noiseExtra = {
    value: round(noise, 3),
    unit: 'g rms',
    expected: `about ${expectedNoise} g at ${nominalRate} samples/s, at most ${round(NOISY_FACTOR * expectedNoise)}`,
  };
  out.push(
    noise > NOISY_FACTOR * expectedNoise
      ? finding(
          part,
          'noise',
          'problem',
          `the ${side} cup is noisy (${round(noise)} g rms, ${round(noise / expectedNoise, 1)}× what an HX711 at ${nominalRate} samples/s should give): shorten and twist the wires between the cell, the HX711 and the board, keep them away from the USB and power leads, and check the cell's screws`,
          noiseExtra,
        )
      : finding(part, 'noise', 'ok', `the ${side} cup's noise is ${round(noise)} g rms`, noiseExtra),
  );

  const drift = driftCountsPerSecond(samples);
  const driftPerMinute = drift ? (drift.slope * 60) / cpg : 0;
  const driftError = drift ? (drift.standardError * 60) / cpg : 0;
  const driftExtra = { value: round(driftPerMinute, 3), unit: 'g/min', expected: `under ${DRIFT_LIMIT_GRAMS_PER_MINUTE} g/min` };
  if (!drift) out.push(notMeasured(part, 'drift', `not measured: the empty window was too short`));
  else if (Math.abs(driftPerMinute) - DRIFT_SIGMAS * driftError > DRIFT_LIMIT_GRAMS_PER_MINUTE)
    out.push(
      finding(
        part,
        'drift',
        'problem',
        `the ${side} cup drifts ${round(driftPerMinute)} g a minute while empty: let the rig warm up for 5 minutes and check again; if it still drifts, the cell is poor or strained (fit another, and make sure its screws are tight and nothing touches the cup)`,
        driftExtra,
      ),
    );
  else
    out.push(
      finding(
        part,
        'drift',
        'ok',
        `the ${side} cup drifts ${round(driftPerMinute)} g a minute (± ${round(driftError)}) over ${round(r.empty.seconds, 0)} s`,
        driftExtra,
      ),
    );

  out.push(...weightFindings(r, cup, response, drift ? drift.slope / cpg : 0, noise, rate));
  return out;
}

function weightFindings(
  r: CheckRecording,
  cup: 0 | 1,
  response: ReturnType<typeof weightResponse>,
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
        `the ${side} cup crept ${round(creep)} g in ${round(seconds, 0)} s under ${w.grams} g: a cheap or overloaded cell; the companion tares before each contest, but a better cell (or a lighter cup) weighs truer`,
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

function readerFindings(r: CheckRecording): Finding[] {
  const part = 'reader 0';
  const absent = errorsFor(r, 'RFID_ABSENT', '0');
  if (!r.card)
    return [
      notMeasured(part, 'card', 'not measured: no card was tapped'),
      notMeasured(part, 'dropouts', 'not measured: no card was tapped'),
      notMeasured(part, 'reads per second', 'not measured: no card was tapped'),
    ];
  const ons = r.card.tags.filter((t) => t.reader === 0 && t.present).length;
  if (ons === 0)
    return [
      finding(
        part,
        'card',
        'problem',
        absent
          ? 'the MFRC522 does not answer (RFID_ABSENT): check its 3.3V (never 5V), GND, SDA to D10, SCK D13, MOSI D11, MISO D12 and RST D9, the four inputs through the level shifter'
          : 'reader 0 saw no card: hold the card flat on the reader, and check the level shifter on SDA, SCK, MOSI and RST and the reader’s 3.3V',
        { value: 0, unit: 'reads' },
      ),
      notMeasured(part, 'dropouts', 'not measured: the reader saw no card'),
      notMeasured(part, 'reads per second', 'not measured: the reader saw no card'),
    ];
  const dropouts = ons - 1;
  const held = r.card.heldSeconds;
  return [
    finding(part, 'card', 'ok', `reader 0 saw the card`, { value: ons, unit: 'reads' }),
    dropouts > 0
      ? finding(
          part,
          'dropouts',
          'problem',
          `reader 0 lost the card ${dropouts} time${dropouts === 1 ? '' : 's'} in ${round(held, 0)} s while it lay still: an MFRC522 driven from 5 V without a level shifter, a weak 3.3V or loose SPI wires do this: fit the level shifter (hardware/README.md), shorten the wires and keep metal away from the reader`,
          { value: round((dropouts * 60) / held, 1), unit: 'per minute', expected: 'none' },
        )
      : finding(part, 'dropouts', 'ok', `reader 0 held the card for ${round(held, 0)} s without losing it`, { value: 0, unit: 'per minute', expected: 'none' }),
    readsFinding(r, r.card),
  ];
}

/** The firmware polls a reader 20 times a second (10 each with two readers); a good MFRC522 reads the
 * card at every poll. More than this share of polls missing it is a reader that barely holds it. */
export const POLLS_PER_SECOND = 20;
const MISSED_POLLS_LIMIT = 0.1;

function readsFinding(r: CheckRecording, card: NonNullable<CheckRecording['card']>): Finding {
  const part = 'reader 0';
  if (!card.polls)
    return notMeasured(
      part,
      'reads per second',
      `not measured (firmware too old): firmware ${r.firmware?.fw ?? '?'} does not count the reader's polls: flash firmware 1.2 or newer`,
    );
  const reads = card.polls.reduce((a, p) => a + p.reads, 0);
  const polls = reads + card.polls.reduce((a, p) => a + p.misses, 0);
  if (polls === 0) return notMeasured(part, 'reads per second', 'not measured: the card lay on the reader too briefly');
  // Each READS line counts the polls since the one before (a second apart): from the second line on
  // they span the time between the first and the last; one line alone is taken as a second.
  const later = card.polls.slice(1);
  const span = later.length > 0 ? (card.polls.at(-1)!.t - card.polls[0]!.t) / 1000 : 1;
  const perSecond = (later.length > 0 ? later.reduce((a, p) => a + p.reads, 0) : reads) / span;
  const missed = (polls - reads) / polls;
  const extra = { value: round(perSecond, 1), unit: 'reads/s', expected: `about ${POLLS_PER_SECOND} (every poll; 10 each with two readers)` };
  return missed > MISSED_POLLS_LIMIT
    ? finding(
        part,
        'reads per second',
        'problem',
        `reader 0 read the card ${round(perSecond, 1)} times a second and missed it in ${polls - reads} of ${polls} polls (an MFRC522 reads it at every poll): fit the level shifter, give the reader a steady 3.3V, shorten its SPI wires and keep metal away from it`,
        extra,
      )
    : finding(
        part,
        'reads per second',
        'ok',
        `reader 0 read the card ${round(perSecond, 1)} times a second (${polls - reads} of ${polls} polls missed)`,
        extra,
      );
}

function buttonFindings(r: CheckRecording, pinsWhy: string | null): Finding[] {
  const part = 'button';
  if (pinsWhy) return [notMeasured(part, 'press', pinsWhy), notMeasured(part, 'bounces', pinsWhy)];
  const b = r.button;
  if (!b) return [notMeasured(part, 'press', 'not measured: no button (it is optional)'), notMeasured(part, 'bounces', 'not measured: no button')];
  if (b.levelAtStart === 0)
    return [
      finding(
        part,
        'press',
        'problem',
        `the button on D${b.pin} reads pressed before anyone pressed it: it is wired to 5V or its legs are shorted: wire it between D${b.pin} and GND`,
      ),
      notMeasured(part, 'bounces', 'not measured: the button reads pressed all the time'),
    ];
  const presses = b.levels.filter((high) => !high).length;
  if (presses === 0)
    return [
      finding(
        part,
        'press',
        'problem',
        `no press of the button was seen: wire it between D${b.pin} and GND (either leg; a 4-leg button: use legs on opposite corners)`,
        {
          value: 0,
          unit: 'presses',
        },
      ),
      notMeasured(part, 'bounces', 'not measured: no press was seen'),
    ];
  const bounces = presses - 1;
  return [
    finding(part, 'press', 'ok', 'the button was seen pressed', { value: presses, unit: 'presses' }),
    bounces > 0
      ? finding(
          part,
          'bounces',
          'problem',
          `one press of the button was seen ${presses} times: its contact bounces for longer than the firmware's 20 ms: fit a 100 nF capacitor across it, or use another button`,
          { value: bounces, unit: 'bounces', expected: 'none' },
        )
      : finding(part, 'bounces', 'ok', 'one press was seen once', { value: 0, unit: 'bounces', expected: 'none' }),
  ];
}

function outputFindings(r: CheckRecording, pinsWhy: string | null): Finding[] {
  const parts =
    r.outputs.length > 0 ? r.outputs : (['left light', 'right light', 'tie light', 'buzzer'] as const).map((part) => ({ part, pin: 0, seen: null }));
  return parts.map((o) => {
    const measure = o.part === 'buzzer' ? 'sounds' : 'lights up';
    if (pinsWhy) return notMeasured(o.part, measure, pinsWhy);
    if ('refused' in o && o.refused)
      return finding(o.part, measure, 'problem', `the rig refused to drive pin ${o.pin} (${o.refused}): flash the current firmware`);
    if (o.seen === null) return notMeasured(o.part, measure, `not measured: no answer about the ${o.part} (it is optional)`);
    if (o.seen) return finding(o.part, measure, 'ok', `the ${o.part} ${o.part === 'buzzer' ? 'sounded' : 'lit'}`);
    return finding(
      o.part,
      measure,
      'problem',
      o.part === 'buzzer'
        ? `the buzzer on pin ${o.pin} stayed silent: wire a passive piezo, + through 100 Ω to A3 and − to GND (an active buzzer only clicks on tones)`
        : `the ${o.part} on pin ${o.pin} did not light: an LED the wrong way round does this: its long leg (anode) goes through the 330 Ω resistor to the pin, the short leg to GND`,
    );
  });
}

function firmwareFinding(r: CheckRecording): { finding: Finding; pinsWhy: string | null } {
  const f = r.firmware;
  if (!f)
    return {
      finding: finding(
        'rig',
        'firmware',
        'problem',
        'the rig never said HELLO: flash the Quartermaster firmware (hardware/README.md) and check the USB cable and port',
      ),
      pinsWhy: 'not measured: the rig never said which firmware it runs',
    };
  if (f.proto < 2)
    return {
      finding: finding(
        'rig',
        'firmware',
        'ok',
        `firmware ${f.fw} (protocol ${f.proto}) has no user pins: flash firmware 1.1 or newer to use a button, lights and a buzzer`,
        {
          value: f.proto,
        },
      ),
      pinsWhy: `not measured: firmware ${f.fw} has no user pins`,
    };
  return { finding: finding('rig', 'firmware', 'ok', `firmware ${f.fw}, protocol ${f.proto}`, { value: f.proto }), pinsWhy: null };
}

/** Everything the check found, in the order the guide goes. */
export function analyse(r: CheckRecording): CheckReport {
  const fw = firmwareFinding(r);
  const findings = [
    fw.finding,
    ...cupFindings(r, 0),
    ...cupFindings(r, 1),
    ...readerFindings(r),
    ...buttonFindings(r, fw.pinsWhy),
    ...outputFindings(r, fw.pinsWhy),
  ];
  return { healthy: findings.every((f) => f.status !== 'problem'), findings };
}

/** The report as lines for a terminal or a saved file: problems first, then the rest. */
export function reportText(report: CheckReport): string {
  const mark = { problem: 'PROBLEM', ok: 'ok     ', 'not measured': 'skipped' } as const;
  const order = { problem: 0, ok: 1, 'not measured': 2 } as const;
  const lines = [...report.findings]
    .sort((a, b) => order[a.status] - order[b.status])
    .map((f) => `${mark[f.status]}  ${`${f.part}, ${f.measure}`.padEnd(32)} ${f.says}`);
  const problems = report.findings.filter((f) => f.status === 'problem').length;
  return [report.healthy ? 'The rig is healthy.' : `The rig has ${problems} problem${problems === 1 ? '' : 's'}:`, '', ...lines].join('\n');
}
