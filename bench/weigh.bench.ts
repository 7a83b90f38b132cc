// `npm run bench:weigh`: the weigh-off resolver and the naive baseline over 4000 generated traces
// (40 % clear differences, 30 % near the band, 30 % true ties; 10 and 80 samples/s; pieces
// dropped one by one or poured), then 4000 steady hands around "All in, weigh!" (the touch
// property as a rate), then 3000 contests on the live path (bench/weigh-live.ts: the simulated rig,
// its driver and the server's weigh-off on a virtual clock; none wrong in 3000 bounds the wrong-winner
// rate below 1 in 1000 at 95 %, R24's promise, which `npm test` can only test to about 1 %).
// `-- --traces N --hands N --live N --seed S --options JSON` (resolver options) to change them.
// Last stdout line: JSON.
import { parseArgs } from 'node:util';
import type { ResolverOptions } from '../scale/resolver.ts';
import { runWeighBench } from './weigh-common.ts';
import { runLiveBench } from './weigh-live.ts';

const { values } = parseArgs({
  options: {
    traces: { type: 'string', default: '4000' },
    hands: { type: 'string', default: '4000' },
    live: { type: 'string', default: '3000' },
    seed: { type: 'string', default: '2026' },
    options: { type: 'string', default: '{}' },
  },
});
const traces = Number(values.traces);
const seed = Number(values.seed);
const hands = Number(values.hands);
const live = Number(values.live);
if (!Number.isInteger(traces) || traces < 1 || !Number.isInteger(seed) || !Number.isInteger(hands) || hands < 0 || !Number.isInteger(live) || live < 0) {
  console.error('weigh.bench: --traces, --hands, --live and --seed take whole numbers');
  process.exit(2);
}
let options: ResolverOptions;
try {
  options = JSON.parse(values.options) as ResolverOptions;
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw new Error('not an object');
} catch (e) {
  console.error(`weigh.bench: --options takes a JSON object of resolver options (${(e as Error).message})`);
  process.exit(2);
}
const figures = runWeighBench(traces, seed, options, hands);
console.log(JSON.stringify(live > 0 ? { ...figures, live: await runLiveBench({ n: live, seed }) } : figures));
