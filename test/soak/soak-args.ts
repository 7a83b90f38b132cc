// `npm run soak -- [--runs N] [--lanes N] [--hogs N] [--keep-going] [--repo PATH] [--out DIR]`
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { SoakOptions } from './soak-runner.ts';

export const SOAK_USAGE = `usage: npm run soak -- [--runs N] [--lanes N] [--hogs N] [--keep-going] [--repo PATH] [--out DIR]
  --runs N       whole-suite runs, each on a clean clone (1-1000, default 10)
  --lanes N      runs side by side (1-8, default 2)
  --hogs N       CPU-bound busy loops beside them for the whole soak (0-8, default 1)
  --keep-going   go on after a failed run (default: stop starting runs)
  --repo PATH    the repository to clone (default: this one; its HEAD commit is what runs)
  --out DIR      where the logs go (default: a new directory under the system's temp directory)`;

function count(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}, not '${raw}'`);
  return n;
}

/** Reads the command line; a bad value throws an error that names the option. */
export function parseSoakArgs(argv: string[], defaultRepo: string): Omit<SoakOptions, 'signal' | 'progress'> {
  const { values, positionals } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: true,
    options: {
      runs: { type: 'string' },
      lanes: { type: 'string' },
      hogs: { type: 'string' },
      'keep-going': { type: 'boolean', default: false },
      repo: { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (positionals.length > 0) throw new Error(`unexpected argument '${positionals[0]}'`);
  const runs = count('runs', values.runs, 10, 1, 1000);
  const lanes = count('lanes', values.lanes, 2, 1, 8);
  const hogs = count('hogs', values.hogs, 1, 0, 8);
  return {
    runs,
    lanes: Math.min(lanes, runs),
    hogs,
    keepGoing: values['keep-going'] ?? false,
    repo: resolve(values.repo ?? defaultRepo),
    workDir: values.out ? resolve(values.out) : mkdtempSync(join(tmpdir(), 'qm-soak-')),
  };
}
