// End to end: the real `quartermaster weigh` command on generated trace files.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRng } from '../../scale/rng.ts';

const bin = resolve(import.meta.dirname, '../../bin/quartermaster.mjs');
const qm = (...args: string[]) => spawnSync(process.execPath, [bin, 'weigh', ...args], { encoding: 'utf8' });
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'qm-weigh-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('quartermaster weigh', () => {
  it('generates traces and judges them, one JSON line per trace in order, a bad one reported (R24)', () => {
    const gen = qm('--generate', '4', '--out', join(dir, 'clear'), '--seed', '11', '--kind', 'clear', '--rate', '80');
    expect(gen.status).toBe(0);
    const files = readdirSync(join(dir, 'clear'))
      .sort()
      .map((f) => join(dir, 'clear', f));
    expect(files).toHaveLength(4);
    const truth = files.map((f) => Number(/difference (-?[\d.]+) g/.exec(readFileSync(f, 'utf8'))?.[1]));
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 't_ms,left_g,right_g\n0,1,1\n10,1,1\n20,1,1\n30,1,1\n40,1,1\n50,oops,1\n');
    const r = qm(files[0]!, bad, ...files.slice(1), join(dir, 'missing.csv'));
    expect(r.status).toBe(1);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.file)).toEqual([files[0], bad, ...files.slice(1), join(dir, 'missing.csv')]);
    expect(lines[1]).toEqual({ file: bad, error: 'line 7: left_g "oops" is not a number' });
    expect(lines[5]).toEqual({ file: join(dir, 'missing.csv'), error: 'no such file' });
    const judged = [lines[0]!, ...lines.slice(2, 5)];
    judged.forEach((l, i) => {
      expect(l.heavier).toBe(truth[i]! > 0 ? 'left' : 'right');
      expect(typeof l.decidedAtMs).toBe('number');
      expect(Math.abs((l.leftGrams as number) - (l.rightGrams as number) - truth[i]!)).toBeLessThan(0.5);
    });
  });

  it('honours --band: a 3 g difference is a tie in a 5 g band', () => {
    const f = join(dir, 'three.csv');
    const rng = createRng(5);
    const rows = ['t_ms,left_g,right_g'];
    // 9 s: a 3 g margin is one a resting light hand and a settle together could fake, so it is
    // named only from the samples 4 s after the mark on (issue 32).
    for (let t = 0; t <= 9000; t += 100) rows.push(`${t},${(53 + 0.05 * rng.normal()).toFixed(2)},${(50 + 0.05 * rng.normal()).toFixed(2)}`);
    rows.splice(20, 0, '#loaded,1800');
    writeFileSync(f, rows.join('\n'));
    const wide = JSON.parse(qm(f, '--band', '5').stdout) as Record<string, unknown>;
    const normal = JSON.parse(qm(f).stdout) as Record<string, unknown>;
    expect(wide.heavier).toBe('none');
    expect(normal.heavier).toBe('left');
    expect(normal.decidedAtMs as number).toBeGreaterThanOrEqual(1800);
  });

  it.each([
    [['--band', 'x', 'a.csv'], /--band needs a number/],
    [['--wrong-winner-rate', '1.5', 'a.csv'], /--wrong-winner-rate needs a number above 0 and below 1/],
    [[], /no trace files/],
    [['--bogus'], /Unknown option/],
    [['--generate', '3'], /--generate needs --out/],
    [['--generate', '2', '--out', '/tmp/x', '--rate', '20'], /--rate is 10 or 80/],
  ])('refuses bad arguments %j with exit 2 and no stack trace', (args, message) => {
    const r = qm(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
