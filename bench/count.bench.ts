// The counting scale (scale/count.ts): plastic tokens whose weights spread 3 % are learned once
// (ten put into the cup at once, then "the ten are in"), then cups of 1–30 are counted, each poured
// at once; a pour the counter is not sure of is made smaller (the simulated player takes half of it
// back out) until every batch is counted; a single piece the counter is not sure of is counted
// again (at most twice), as the tablet asks. Each count is held against a ledger: right, but off
// by one in every tenth cup (COUNT_LEDGER_OFF_EVERY; what a count is there to catch); a cup whose
// count agrees with its ledger is confirmed and refines the unit. COUNT_SPREAD tries tokens less
// alike than the 3 % the counter assumes before any pour. Figures: exact cup counts out of all, wrong batches
// (and the 95 % upper bound of their rate), refusals, the time to learn the ten and the time from
// the pour to the count.
import { mulberry32 } from '../lib/prng.ts';
import { CountCup, type CupDevice } from './count-cup.ts';
import { quantile } from './weigh-common.ts';

const COUNTS = Number(process.env.COUNT_CUPS ?? 1000);
const PER_SESSION = 10;
const SPREAD = Number(process.env.COUNT_SPREAD ?? 0.03);
/** Every this many cups the ledger is off by one (up, then down). */
const LEDGER_OFF_EVERY = Number(process.env.COUNT_LEDGER_OFF_EVERY ?? 10);

function gaussian(r: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - r())) * Math.cos(2 * Math.PI * r());
}

function bench(device: CupDevice) {
  const random = mulberry32(device === 'balance' ? 14 : 41);
  let exact = 0;
  let wrongBatches = 0;
  let wrongBatchesLedgerOff = 0;
  let ledgerOffCups = 0;
  let confirmedCups = 0;
  let refusals = 0;
  let batches = 0;
  let stuck = 0;
  let unsure1 = 0;
  let recounts1 = 0;
  const msToCount: number[] = [];
  const msToCountOff: number[] = [];
  const msToLearn: number[] = [];
  const batchesPerCup: number[] = [];
  const started = performance.now();
  for (let s = 0; s * PER_SESSION < COUNTS; s++) {
    // A token set: 1.5–5 g each on average (plastic), each piece 3 % off that (1 sd).
    const unit = 1.5 + random() * 3.5;
    const token = () => unit * (1 + SPREAD * gaussian(random));
    const cup = new CountCup(device, 1000 + s);
    // Tare is pressed once: it is taken as soon as the cup is still.
    cup.run(200);
    if (!cup.counter.tare(cup.t).ok || cup.run(10_000, () => cup.counter.status().phase !== 'tare') < 0)
      throw new Error(`session ${s}: tare refused: ${cup.counter.status().refused}`);
    const learnFrom = cup.t;
    cup.add(Array.from({ length: 10 }, token).reduce((a, b) => a + b, 0));
    cup.run(300 + random() * 400);
    cup.events = [];
    cup.counter.learn(cup.t);
    cup.run(20_000, () => cup.events.some((e) => e.type === 'learned' || e.type === 'refused'));
    msToLearn.push(cup.t - learnFrom);
    if (cup.counter.status().phase !== 'ready') throw new Error(`session ${s}: the unit was not learned: ${JSON.stringify(cup.counter.status())}`);
    for (let c = 0; c < PER_SESSION && s * PER_SESSION + c < COUNTS; c++) {
      const n = 1 + ((s * PER_SESSION + c) % 30);
      const off = (s * PER_SESSION + c) % LEDGER_OFF_EVERY === LEDGER_OFF_EVERY - 1;
      const ledger = off ? (n === 1 || ledgerOffCups % 2 === 0 ? n + 1 : n - 1) : n;
      if (off) ledgerOffCups++;
      // The tokens come out: the empty cup is the new zero.
      cup.empty();
      cup.run(500);
      if (!cup.until(() => cup.counter.newCup(cup.t))) throw new Error(`session ${s}: newCup refused: ${cup.counter.status().refused}`);
      let left = Array.from({ length: n }, token);
      let counted = 0;
      let cupBatches = 0;
      const t0 = cup.t;
      while (left.length > 0) {
        let pour = left;
        let retries = 0;
        for (;;) {
          const grams = pour.reduce((a, b) => a + b, 0);
          cup.add(grams);
          cup.run(300 + random() * 400);
          cup.events = [];
          cup.counter.count(cup.t, ledger - counted);
          const took = cup.run(20_000, () => cup.events.some((e) => e.type === 'counted' || e.type === 'refused'));
          const e = cup.events.find((x) => x.type === 'counted' || x.type === 'refused');
          if (took < 0 || !e) {
            stuck++;
            break;
          }
          if (e.type === 'counted') {
            batches++;
            cupBatches++;
            if (e.batch !== pour.length) {
              wrongBatches++;
              if (off) wrongBatchesLedgerOff++;
              if (process.env.COUNT_DEBUG) console.error('wrong batch', device, s, pour.length, JSON.stringify(e), JSON.stringify(cup.counter.status().unit));
            }
            counted += e.batch;
            left = left.slice(pour.length);
            break;
          }
          refusals++;
          // One piece has no smaller batch: the player counts it again, as the tablet asks, twice.
          if (pour.length === 1 && retries < 2) {
            retries++;
            recounts1++;
            cup.add(-grams);
            cup.run(300);
            continue;
          }
          if (pour.length === 1) {
            unsure1++;
            if (process.env.COUNT_DEBUG) console.error('refused 1 piece', JSON.stringify(e), JSON.stringify(cup.counter.status().unit));
            left = [];
            break;
          }
          cup.add(-grams); // take the pour back out and pour half of it
          pour = pour.slice(0, Math.max(1, Math.floor(pour.length / 2)));
          cup.run(300);
        }
        if (cup.events.length === 0) break; // never settled: counted as not exact
      }
      if (counted === n) exact++;
      // The count agrees with the ledger: the cup is confirmed and its batches refine the unit.
      if (counted === ledger) {
        cup.counter.confirm();
        confirmedCups++;
      }
      msToCount.push(cup.t - t0);
      if (off) msToCountOff.push(cup.t - t0);
      batchesPerCup.push(cupBatches);
    }
    cup.dispose();
    if (s % 10 === 9) process.stderr.write(`count bench (${device}): ${(s + 1) * PER_SESSION} cups\n`);
  }
  msToCount.sort((a, b) => a - b);
  msToCountOff.sort((a, b) => a - b);
  msToLearn.sort((a, b) => a - b);
  batchesPerCup.sort((a, b) => a - b);
  return {
    cups: COUNTS,
    exactCupCounts: exact,
    wrongBatches,
    batches,
    /** Rule of three: no wrong batch in `batches` bounds the rate below 3/batches (95 %). */
    wrongRateUpper95: wrongBatches === 0 ? 3 / batches : null,
    ledgerOffCups,
    wrongBatchesLedgerOff,
    confirmedCups,
    refusedPours: refusals,
    countsThatNeverSettled: stuck,
    singlePiecesRecounted: recounts1,
    singlePiecesRefused: unsure1,
    batchesPerCup: { median: quantile(batchesPerCup, 0.5), p90: quantile(batchesPerCup, 0.9), max: batchesPerCup.at(-1) ?? null },
    msToLearnTen: { median: quantile(msToLearn, 0.5), p90: quantile(msToLearn, 0.9), max: msToLearn.at(-1) ?? null },
    msFromPourToCount: { median: quantile(msToCount, 0.5), p90: quantile(msToCount, 0.9), max: msToCount.at(-1) ?? null },
    /** The cups whose ledger was one off: the pour must show it against the ledger's odds. */
    msFromPourToCountLedgerOff: { median: quantile(msToCountOff, 0.5), p90: quantile(msToCountOff, 0.9), max: msToCountOff.at(-1) ?? null },
    benchWallMs: Math.round(performance.now() - started),
  };
}

console.log(JSON.stringify({ tokenSpread: SPREAD, pieces: '1–30', balance: bench('balance'), rig: bench('rig') }));
