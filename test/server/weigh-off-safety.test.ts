// The weigh-off never names a wrong winner on the live path (R24: a side is named only when it is
// heavier by more than the tie band): a few hundred seeded contests on the simulated rig, behind its
// real driver and the server's weigh-off wiring, on a virtual clock (test/server/live-weigh-off.ts).
// The full figures (thousands of contests, times to verdict) are bench/weigh-live.bench.ts.
import { afterEach, expect, it } from 'vitest';
import { mulberry32 } from '../../lib/prng.ts';
import { LiveTable, drawContest, insideBandContest, type LiveResult } from './live-weigh-off.ts';

const TABLES = 6;
const PER_TABLE = 40;

let table: LiveTable | null = null;
afterEach(async () => {
  await table?.close();
  table = null;
});

it(`names no wrong winner in ${TABLES * PER_TABLE} contests (ties, near-band, clear, collections; 10 and 80 samples/s)`, async () => {
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
  // It decides, too: the mix has ties and clear differences, and both verdicts come out.
  expect(results.some((r) => r.verdict === 'none') && results.some((r) => r.verdict === 'left') && results.some((r) => r.verdict === 'right')).toBe(true);
}, 600_000);

it('names no winner of contests just inside the band at 10 samples/s, where a quick tare leaves the zeros least sure (R24)', async () => {
  const random = mulberry32(2121);
  const results: LiveResult[] = [];
  table = await LiveTable.open(2121);
  for (let i = 0; i < 200; i++) results.push(await table.play(insideBandContest(random, 10)));
  const named = results.filter((r) => r.verdict === 'left' || r.verdict === 'right');
  expect(named.map((r) => `${r.differenceGrams.toFixed(3)} g: ${r.verdict} after ${r.decideMs} ms`)).toEqual([]);
}, 600_000);
