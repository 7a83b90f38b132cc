// The single-pan weigh-off (scale/pan-contest.ts) against the simulated MT-SICS balance on a
// manual clock: each contest tares, weighs one collection, empties the pan, weighs the other. The
// balance's lines go through the real parser. Figures: wrong winners, ties called, and the time
// from "on the pan" to the weight taken (what a table waits for, twice per contest).
import { mtSicsFormat, parseMtSics } from '../firmware-bridge/src/balance/mt-sics.ts';
import { LineFramer } from '../firmware-bridge/src/protocol/framing.ts';
import { SimBalance } from '../firmware-bridge/src/sim/simulated-balance.ts';
import { mulberry32 } from '../lib/prng.ts';
import { createPanContest, type PanEvent } from '../scale/pan-contest.ts';
import { quantile } from './weigh-common.ts';

const CONTESTS = Number(process.env.PAN_CONTESTS ?? 2000);
const BAND = 0.5;
const random = mulberry32(2026);

type Kind = 'tie' | 'near' | 'clear';
const counts = { tie: 0, near: 0, clear: 0 };
let wrong = 0;
let falseTies = 0;
let stuck = 0;
const waits: number[] = [];
const started = performance.now();

for (let i = 0; i < CONTESTS; i++) {
  const kind: Kind = i % 10 < 3 ? 'tie' : i % 10 < 6 ? 'near' : 'clear';
  counts[kind]++;
  const left = 20 + random() * 180;
  const size = kind === 'tie' ? random() * 0.3 : kind === 'near' ? 0.3 + random() * 0.6 : 1 + random() * 49;
  const right = Math.max(0, left + (random() < 0.5 ? size : -size));
  const balance = new SimBalance({ format: mtSicsFormat, clock: 'manual', seed: i + 1 });
  const contest = createPanContest({ left: 'Ann', right: 'Bob', bandGrams: BAND });
  let t = 0;
  let events: PanEvent[] = [];
  const framer = new LineFramer(); // as BalanceDevice frames the balance's lines
  // Read in paused mode: a 'data' listener would only start flowing on the next tick.
  const drain = (): void => {
    for (let chunk: Buffer | null; (chunk = balance.serial.read() as Buffer | null) !== null; ) {
      for (const frame of framer.push(chunk)) {
        if (frame.kind !== 'line') continue;
        const p = parseMtSics(frame.text);
        if (p.ok && p.reading.kind === 'weight') events.push(...contest.sample(t, p.reading.grams, p.reading.stable));
      }
    }
  };
  balance.serial.write('SIR\r\n');
  const run = (ms: number, until?: () => boolean): number => {
    for (let k = 0; k < ms; k += 50) {
      t += 50;
      balance.advance(50);
      drain();
      if (until?.()) return k + 50;
    }
    return -1;
  };
  run(2000);
  if (!contest.tare(t).ok) throw new Error(`contest ${i}: the tare was refused: ${contest.status().refused}`);
  for (const grams of [left, right]) {
    balance.setGrams(0, grams);
    run(random() * 600); // the hand leaves the pan a moment before "on the pan" is pressed
    events = [];
    contest.confirmOnPan(t);
    const took = run(15_000, () => events.some((e) => e.type === 'weighed'));
    if (took < 0) stuck++;
    else waits.push(took);
    balance.setGrams(0, 0);
    run(1500);
  }
  const verdict = contest.status().verdict;
  const d = left - right;
  if ((verdict === 'left' && d <= BAND) || (verdict === 'right' && d >= -BAND)) wrong++;
  if (verdict === 'none' && Math.abs(d) > BAND + 0.1) falseTies++;
  void balance.close();
}

waits.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    contests: CONTESTS,
    mix: counts,
    wrongWinners: wrong,
    tiesCalledBeyondBandPlus0_1g: falseTies,
    weighingsThatNeverSettled: stuck,
    msFromOnThePanToWeighed: { median: quantile(waits, 0.5), p90: quantile(waits, 0.9), max: waits.at(-1) ?? null },
    benchWallMs: Math.round(performance.now() - started),
  }),
);
