// `npm run bench:weigh`: the weigh-off resolver and the naive baseline over 4000 generated traces
// (40 % clear differences, 30 % near the band, 30 % true ties; 10 and 80 samples/s; pieces
// dropped one by one or poured), then 4000 steady hands around "All in, weigh!" (the touch
// property as a rate), then 3000 contests on the live path (bench/weigh-live.ts: the simulated rig,
// its driver and the server's weigh-off on a virtual clock; none wrong in 3000 bounds the wrong-winner
// rate below 1 in 1000 at 95 %, R24's promise, which `npm test` can only test to about 1 %).
// Then (issue 32) 4000 contests with noise the resolver does not assume (scale/trace-model.ts
// `disturbances`: a hand resting through the loading, cups settling after the mark, spike bursts,
// slow pours, fast drift), the wrong-winner rate with its 95 % bound; last, the four goals
// beside their references (stderr and `goals` in the JSON).
// `-- --traces N --hands N --live N --unassumed N --seed S --options JSON` (resolver options) to change them.
// Last stdout line: JSON.
import { parseWeighArgs, WEIGH_USAGE } from './weigh-args.ts';
import { runUnassumedFamily, runWeighBench } from './weigh-common.ts';
import { goalTable, weighGoals } from './weigh-goals.ts';
import { runLiveBench } from './weigh-live.ts';

const args = parseWeighArgs(process.argv.slice(2));
if (args === 'help') {
  console.log(WEIGH_USAGE);
  process.exit(0);
}
if ('error' in args) {
  console.error(`weigh.bench: ${args.error}\n\n${WEIGH_USAGE}`);
  process.exit(2);
}
const { traces, hands, live, unassumed, seed, options } = args;
const figures = runWeighBench(traces, seed, options, hands);
const unassumedNoise = unassumed > 0 ? runUnassumedFamily(unassumed, seed, options) : null;
const liveFigures = live > 0 ? await runLiveBench({ n: live, seed }) : null;
const goals = weighGoals(figures, unassumedNoise, liveFigures);
process.stderr.write(`${goalTable(goals)}\n`);
console.log(JSON.stringify({ ...figures, ...(unassumedNoise && { unassumedNoise }), ...(liveFigures && { live: liveFigures }), goals }));
