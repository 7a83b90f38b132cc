// `npm run bench:weigh`: the weigh-off resolver and the naive baseline over 4000 generated traces
// (40 % clear differences, 30 % near the band, 30 % true ties; 10 and 80 samples/s; pieces
// dropped one by one or poured). `-- --traces N --seed S` to change them. Last stdout line: JSON.
import { parseArgs } from 'node:util';
import { runWeighBench } from './weigh-common.ts';

const { values } = parseArgs({ options: { traces: { type: 'string', default: '4000' }, seed: { type: 'string', default: '2026' } } });
const traces = Number(values.traces);
const seed = Number(values.seed);
if (!Number.isInteger(traces) || traces < 1 || !Number.isInteger(seed)) {
  console.error('weigh.bench: --traces and --seed take whole numbers');
  process.exit(2);
}
console.log(JSON.stringify(runWeighBench(traces, seed)));
