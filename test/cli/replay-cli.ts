// `quartermaster replay` as a user runs it: a real process of bin/quartermaster.mjs on a table
// script, its exit status, what it printed, and the state it printed read back.
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';

const bin = new URL('../../bin/quartermaster.mjs', import.meta.url).pathname;

/** `quartermaster ARGS…`: its exit status and output. */
export const quartermaster = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8' });

/** The path of a table script in test/fixtures. */
export const fixture = (name: string): string => new URL(`../fixtures/${name}`, import.meta.url).pathname;

/** `quartermaster replay ARGS…` with exit status `status`: the state it printed, as JSON reads it. */
export function replayed(status: 0 | 1, ...args: string[]): ReturnType<typeof JSON.parse> {
  const r = quartermaster('replay', ...args);
  expect(r.status, r.stderr).toBe(status);
  return JSON.parse(r.stdout);
}
