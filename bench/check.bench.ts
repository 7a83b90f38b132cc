// The rig check unattended: wall time and CPU of `quartermaster check --sim` (quick and full) and
// `--emulate --quick`, each run in this process three times. Prints one JSON object on its last line.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../server/cli/check.ts';

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const quiet = { out: () => {}, err: () => {} };

async function measure(args: string[]): Promise<{ wallS: number; cpuS: number; healthy: boolean[] }> {
  const walls: number[] = [];
  const cpus: number[] = [];
  const healthy: boolean[] = [];
  for (let i = 0; i < 3; i++) {
    const cpu0 = process.cpuUsage();
    const wall0 = performance.now();
    const status = await run([...args, '--json', '--data', mkdtempSync(join(tmpdir(), 'qm-check-bench-'))], quiet);
    walls.push((performance.now() - wall0) / 1000);
    const cpu = process.cpuUsage(cpu0);
    cpus.push((cpu.user + cpu.system) / 1e6);
    healthy.push(status === 0);
  }
  return { wallS: Number(median(walls).toFixed(2)), cpuS: Number(median(cpus).toFixed(2)), healthy };
}

const figures = {
  simQuick: await measure(['--sim', '--quick']),
  simFull: await measure(['--sim']),
  emulateQuick: await measure(['--emulate', '--quick']),
  note: 'medians of 3; quick: drift over 10 s of rig time, full: over 60 s; CPU includes the emulator',
};
console.log(JSON.stringify(figures));
