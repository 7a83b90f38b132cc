import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { capture as io } from '../../test/cli/capture.ts';
import { httpPortProblem, readFlags, usableDataDir } from './flags.ts';

const OPTIONS = { json: { type: 'boolean', default: false }, rate: { type: 'string' } } as const;

describe('a command reads its flags', () => {
  it('gives the flags it knows, with --data, to the command', () => {
    const t = io();
    const values = readFlags('try', ['--json', '--rate', '10', '--data', '/tmp/x'], OPTIONS, 'usage: try', t.io);
    expect(values).toEqual({ json: true, rate: '10', data: '/tmp/x', help: false });
    expect(t.err).toEqual([]);
  });
  it('refuses an unknown flag or a stray word with exit code 2, naming it, then the usage', () => {
    for (const argv of [['--nope'], ['extra']]) {
      const t = io();
      expect(readFlags('try', argv, OPTIONS, 'usage: try', t.io)).toBe(2);
      expect(t.err[0]).toMatch(/^quartermaster try: .*(--nope|extra)/s);
      expect(t.err[0]).toMatch(/usage: try$/);
    }
  });
  it('prints the usage for -h and --help, exit code 0', () => {
    for (const argv of [['-h'], ['--help']]) {
      const t = io();
      expect(readFlags('try', argv, OPTIONS, 'usage: try', t.io)).toBe(0);
      expect(t.out).toEqual(['usage: try']);
    }
  });
});

describe('the flags every table command shares', () => {
  it('takes a port number in range and names a wrong one', () => {
    expect(httpPortProblem('7777', 1)).toBeNull();
    expect(httpPortProblem('0', 0)).toBeNull();
    expect(httpPortProblem('0', 1)).toBe('--http-port must be a port number 1–65535, not "0"');
    expect(httpPortProblem('65536', 0)).toMatch(/not "65536"/);
    expect(httpPortProblem('80x', 0)).toMatch(/not "80x"/);
  });
  it('uses a data directory it can write, and refuses a file in its place with exit code 1', () => {
    const base = mkdtempSync(join(tmpdir(), 'qm-flags-'));
    expect(usableDataDir('try', join(base, 'data'), io().io)).toBe(join(base, 'data'));
    writeFileSync(join(base, 'file'), '');
    const t = io();
    expect(usableDataDir('try', join(base, 'file'), t.io)).toBe(1);
    expect(t.err[0]).toMatch(/^quartermaster try: the data directory .*file cannot be used: .* is a file, not a directory \(choose another with --data DIR\)$/);
  });
});
