// The weigh-off figures of weigh.bench.ts on 300 traces, fast enough for `npm run bench`
// (rough: 300 traces and 300 hands cannot show a 0.1 % rate; `npm run bench:weigh` runs thousands).
import { runWeighBench } from './weigh-common.ts';

console.log(JSON.stringify(runWeighBench(300, 2026, {}, 300)));
