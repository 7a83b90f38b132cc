// The weigh-off never names a wrong winner on the live path (R24: a side is named only when it is
// heavier by more than the tie band; at most 1 in 1,000 wrong): seeded contests on the simulated rig,
// behind its real driver and the server's weigh-off wiring, in-process on a virtual clock
// (test/server/live-weigh-off.ts). What the counts here can show: none wrong in n contests bounds the
// rate below rateUpperBound(0, n) at 95 % (about 3/n). The 1-in-1,000 figure itself needs some 3,000
// contests: `npm run bench:weigh` plays them (its `live` figures, with their 95 % bound).
import { afterEach, expect, it } from 'vitest';
import { mulberry32 } from '../../lib/prng.ts';
import { rateUpperBound } from '../../bench/weigh-common.ts';
import { LiveTable, drawContest, insideBandContest, type LiveResult } from './live-weigh-off.ts';

const TABLES = 2;
const PER_TABLE = 40;
const INSIDE_BAND = 400;
const percent = (n: number): string => `${(100 * rateUpperBound(0, n)).toFixed(2)} %`;

let table: LiveTable | null = null;
afterEach(async () => {
  await table?.close();
  table = null;
});

it(`names no wrong winner in ${TABLES * PER_TABLE} contests (ties, near-band, clear, collections; 10 and 80 samples/s), and re-weighs ties (R22, R24)`, async () => {
  // The whole chain at once: tare, loading, the verdict, the tiebreak's pieces out and the re-weigh.
  const random = mulberry32(424242);
  const results: LiveResult[] = [];
  for (let k = 0; k < TABLES; k++) {
    table = await LiveTable.open(7000 + k);
    for (let i = 0; i < PER_TABLE; i++) results.push(await table.play(drawContest(random)));
    await table.close();
    table = null;
  }
  const describe = (r: LiveResult): string => `${r.kind} at ${r.rate}/s, ${r.differenceGrams.toFixed(3)} g: ${r.verdict ?? r.tareRefused}\n${r.traceCsv()}`;
  // Every contest was weighed: an honest rig, still and empty, always tares.
  expect(results.filter((r) => r.tareRefused !== null).map((r) => r.tareRefused)).toEqual([]);
  const wrong = results.filter((r) => r.wrongWinner);
  expect(wrong.length, wrong.slice(0, 2).map(describe).join('\n')).toBe(0);
  // Ties with pieces to spare went on to R22: a piece out of each cup, seen on the scale, weighed again.
  const reweighs = results.flatMap((r) => (r.reweigh ? [r.reweigh] : []));
  expect(reweighs.length).toBeGreaterThan(5);
  expect(reweighs.filter((w) => w.wrongWinner)).toEqual([]);
  // It decides, too: the mix has ties and clear differences, and all three verdicts come out.
  expect(results.some((r) => r.verdict === 'none') && results.some((r) => r.verdict === 'left') && results.some((r) => r.verdict === 'right')).toBe(true);
});

it(`names no winner of ${INSIDE_BAND} contests just inside the band at 10 samples/s, where a quick tare leaves the zeros least sure: the rate there is below ${percent(INSIDE_BAND)} at 95 % (R24)`, async () => {
  // Every side named here would be a wrong winner, so these carry the rate where it is hardest to keep.
  const random = mulberry32(2121);
  const results: LiveResult[] = [];
  table = await LiveTable.open(2121);
  for (let i = 0; i < INSIDE_BAND; i++) results.push(await table.play(insideBandContest(random, 10)));
  expect(results.filter((r) => r.tareRefused !== null).map((r) => r.tareRefused)).toEqual([]);
  const named = results.filter((r) => r.verdict === 'left' || r.verdict === 'right');
  expect(named.map((r) => `${r.differenceGrams.toFixed(3)} g: ${r.verdict} after ${r.decideMs} ms`)).toEqual([]);
});
