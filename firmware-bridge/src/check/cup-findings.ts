// A cup's findings from the empty window: its HX711 present, its samples per second, its noise and
// its drift; then the known weight's findings (weight-findings.ts).
import type { CheckRecording, Finding } from './recording.ts';
import { driftCountsPerSecond, noiseCounts, samplesPerSecond, saturated } from './cup-signal.ts';
import { CUP_NAMES, errorsFor, finding, notMeasured, round } from './finding.ts';
import { gramsScale, weightFindings, weightResponse } from './weight-findings.ts';

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
/** Real modules run faster than nominal (about 12 and 112 samples/s): a rate is right within these bounds. */
const RATE_BAND = { low: 0.6, high: 1.6 } as const;

/** One cup's findings, in the guide's order: present, samples per second, noise, drift, then the weight's. */
export function cupFindings(r: CheckRecording, cup: 0 | 1): Finding[] {
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
