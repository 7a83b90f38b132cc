// The live figures of bench/weigh-live.ts alone, set by the environment (`npm run bench:weigh` also
// plays them, with `--live N`). Env: WEIGH_LIVE_N contests (default 2000), WEIGH_LIVE_SEED,
// WEIGH_LIVE_SIM (JSON SimRig options, e.g. {"warmUp":true}), WEIGH_LIVE_OPTIONS (JSON weigh-off
// options, e.g. {"driftGramsPerSecond":0.05}), WEIGH_LIVE_PER_TABLE (contests per rig power-on,
// default 50), WEIGH_LIVE_TRACES (a folder: each wrong winner's trace is written there).
import { runLiveBench } from './weigh-live.ts';

console.log(
  JSON.stringify(
    await runLiveBench({
      n: Number(process.env.WEIGH_LIVE_N ?? 2000),
      seed: Number(process.env.WEIGH_LIVE_SEED ?? 2026),
      sim: JSON.parse(process.env.WEIGH_LIVE_SIM ?? '{}') as Record<string, unknown>,
      options: JSON.parse(process.env.WEIGH_LIVE_OPTIONS ?? '{}') as Record<string, number>,
      perTable: Number(process.env.WEIGH_LIVE_PER_TABLE ?? 50),
      tracesDir: process.env.WEIGH_LIVE_TRACES,
    }),
  ),
);
