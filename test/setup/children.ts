// vitest globalSetup (integration and browser): every process the tests start carries this run's
// mark in its environment (QM_TEST_RUN, set here and inherited by the workers and all they start).
// At the end of the run a `quartermaster` process still alive with the mark was left behind by a
// test (a retry that dropped its first server, a start given up on): it is stopped, and the run
// fails naming it.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

export const RUN_MARK = 'QM_TEST_RUN';

export interface Survivor {
  pid: number;
  command: string;
}

/** The processes alive now whose environment has `mark` and whose command runs bin/quartermaster.mjs (read from /proc). */
export function survivors(mark: string): Survivor[] {
  const found: Survivor[] = [];
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return found; // no /proc: nothing to look at
  }
  for (const pid of pids) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      if (!command.some((part) => part.endsWith('bin/quartermaster.mjs'))) continue;
      const environment = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (environment.includes(`${RUN_MARK}=${mark}`)) found.push({ pid: Number(pid), command: command.join(' ') });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

export default function setup(): () => void {
  // A run started by another (a test of this very check) brings its own mark.
  process.env[RUN_MARK] ??= `${process.pid}-${randomUUID()}`;
  const mark = process.env[RUN_MARK];
  return () => {
    const left = survivors(mark);
    if (left.length === 0) return;
    for (const s of left) {
      try {
        process.kill(s.pid, 'SIGKILL');
      } catch {
        // ended by itself meanwhile
      }
    }
    process.exitCode = 1;
    throw new Error(
      `the tests left ${left.length} quartermaster process${left.length === 1 ? '' : 'es'} running (stopped now): ${left.map((s) => `pid ${s.pid}: ${s.command}`).join('; ')}`,
    );
  };
}
