// Runs `quartermaster check … --json` in this process and reads its one JSON object.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Finding } from '../../firmware-bridge/src/check/recording.ts';
import type { CheckPlan } from '../../firmware-bridge/src/check/run-check.ts';
import { run } from '../../server/cli/check.ts';
import { capture } from './capture.ts';

export interface CheckJson {
  healthy: boolean;
  rig: string;
  plan: string;
  findings: Finding[];
}

export async function checkJson(args: string[], plan?: CheckPlan): Promise<{ status: number; report: CheckJson }> {
  const c = capture();
  const status = await run([...args, '--json', '--data', await mkdtemp(join(tmpdir(), 'qm-check-'))], c.io, plan ? { plan } : {});
  expect(c.out, c.err.join('\n')).toHaveLength(1);
  return { status, report: JSON.parse(c.out[0]!) as CheckJson };
}

export const problems = (r: CheckJson) => r.findings.filter((f) => f.status === 'problem').map((f) => `${f.part}: ${f.measure}`);
