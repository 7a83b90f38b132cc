// `quartermaster replay` as a user runs it: a real process, real files.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture, quartermaster, replayed } from './replay-cli.ts';

const run = (...args: string[]) => quartermaster('replay', ...args);
const dir = mkdtempSync(join(tmpdir(), 'qm-replay-'));

describe('quartermaster replay', () => {
  it('prints the state of the example of docs/table-script/7-seize.md', () => {
    const out = replayed(0, fixture('spec-example.jsonl'));
    expect(out).toMatchObject({ round: 2, phase: 'squabble', bag: 42, collections: { Ann: 1, Bob: 4, Cy: 2 }, rejected: [] });
  });

  it('lists rejected lines with line numbers and exits 1 on a line that is not JSON, without a stack trace', () => {
    const f = join(dir, 'bad.jsonl');
    writeFileSync(f, '{"type":"start","game":"7-seize","players":["Ann","Bob","Cy"]}\nhello there\n{"type":"teleport"}\n{"type":"reveal","player":"Ann"}\n');
    const r = run(f, '--compact');
    expect(r.status).toBe(1);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
    const out = JSON.parse(r.stdout);
    expect(out.rejected.map((x: { line: number }) => x.line)).toEqual([2, 3, 4]);
    expect(out.rejected[1].reason).toMatch(/unknown input type "teleport"/);
    expect(out.rejected[2].reason).toMatch(/"card"/);
  });

  it('names a missing file and bad arguments clearly', () => {
    const missing = run(join(dir, 'nope.jsonl'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/cannot read .*nope\.jsonl: no such file/);
    const none = run();
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/give exactly one FILE/);
    const flag = run('--frobnicate', 'x');
    expect(flag.status).toBe(2);
    expect(flag.stderr).toMatch(/frobnicate/);
  });

  it('treats a binary file as rejected lines, not a crash', () => {
    const f = join(dir, 'bin.jsonl');
    writeFileSync(f, Buffer.from([0, 1, 2, 255, 10, 0x7b, 10]));
    const r = run(f, '--compact');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).rejected.length).toBe(2);
  });
});
