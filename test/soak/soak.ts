// `npm run soak`: the whole suite ten times in a row beside a CPU hog, as CI runs it. Progress on
// stderr, the summary as JSON on stdout; exits 0 only if every run was green.
import { fileURLToPath } from 'node:url';
import { SOAK_USAGE, parseSoakArgs } from './soak-args.ts';
import { soak } from './soak-runner.ts';

let options: ReturnType<typeof parseSoakArgs>;
try {
  options = parseSoakArgs(process.argv.slice(2), fileURLToPath(new URL('../..', import.meta.url)));
} catch (e) {
  console.error(`soak: ${(e as Error).message}\n${SOAK_USAGE}`);
  process.exit(2);
}
const abort = new AbortController();
process.once('SIGINT', () => {
  console.error('soak: interrupted; stopping the runs');
  abort.abort();
});
const count = (n: number, thing: string): string => `${n} ${thing}${n === 1 ? '' : 's'}`;
console.error(
  `soak: ${count(options.runs, 'run')} of ${options.repo} in ${count(options.lanes, 'lane')} beside ${count(options.hogs, 'CPU hog')}; logs in ${options.workDir}`,
);
try {
  const summary = await soak({ ...options, signal: abort.signal, progress: (line) => console.error(line) });
  console.log(JSON.stringify(summary, null, 2));
  process.exit(summary.allGreen ? 0 : 1);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
