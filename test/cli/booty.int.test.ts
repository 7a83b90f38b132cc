// Blackbeard's Booty through the real `quartermaster` process: replay of the spec example, perft.
// The perft counts and argument errors are also checked in this process through run(argv): a
// process start costs about 1.7 s of CPU, and once is enough to show the command as a user runs it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixture, quartermaster, replayed } from './replay-cli.ts';
import { run } from '../../server/cli/perft.ts';

const qm = quartermaster;

/** `quartermaster perft` in this process: its exit status and what it printed. */
async function perftHere(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...m: unknown[]) => void out.push(`${m.join(' ')}\n`));
  vi.spyOn(console, 'error').mockImplementation((...m: unknown[]) => void err.push(`${m.join(' ')}\n`));
  vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const status = await run(args);
  vi.restoreAllMocks();
  return { status, stdout: out.join(''), stderr: err.join('') };
}
afterEach(() => {
  vi.restoreAllMocks();
});

describe("quartermaster replay: Blackbeard's Booty", () => {
  it('prints the state of the spec example (B6, B10, B13–B20, B18 rejections)', () => {
    const out = replayed(0, fixture('blackbeards-booty/spec-example.jsonl'));
    expect(Object.keys(out)).toEqual([
      'game',
      'phase',
      'players',
      'options',
      'first',
      'toMove',
      'moves',
      'passes',
      'passed',
      'orientation',
      'board',
      'rows',
      'scores',
      'stacks',
      'legalMoves',
      'lastMove',
      'noReturn',
      'repetitions',
      'result',
      'awaiting',
      'winners',
      'rejected',
    ]);
    expect(out).toMatchObject({
      phase: 'move',
      first: 'gold',
      toMove: 'gold',
      moves: 4,
      orientation: 0,
      scores: { gold: 0, silver: 11 },
      stacks: { gold: 0, silver: 1 },
      legalMoves: 58,
      lastMove: { by: 'silver', from: 'c5', to: 'd4', kind: 'coin', top: 'S4', leap: false, capture: true },
      noReturn: { from: 'd4', to: 'c5' },
      repetitions: 1,
      result: null,
      awaiting: { type: 'move', player: 'Ann', colour: 'gold' },
      winners: [],
    });
    expect(out.board.d4).toBe('S3/G4/S4');
    expect(out.board.c2).toBeUndefined();
    expect(out.rows).toEqual(['S6 S5 S4 S3 S2 S1', 'S1 S2 .. .. S5 S6', '.. .. .. s4 .. ..', '.. .. .. .. .. ..', 'G6 G5 .. G3 G2 G1', 'G1 G2 G3 G4 G5 G6']);
    expect(out.rejected.map((x: { line: number }) => x.line)).toEqual([2, 6, 7, 9]);
    expect(out.rejected[1].reason).toMatch(/B18/);
    expect(out.rejected[2].reason).toMatch(/b3, which is empty/);
  });
});

describe('quartermaster perft', () => {
  it('prints {"depth", "nodes"} for depths 1–3: 60, 3,884, 266,022', async () => {
    const r = qm('perft', 'blackbeards-booty', '2');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ depth: 2, nodes: 3884 });
    for (const [depth, nodes] of [
      [1, 60],
      [2, 3884],
      [3, 266022],
    ] as const) {
      const here = await perftHere('blackbeards-booty', String(depth));
      expect(here.status).toBe(0);
      expect(JSON.parse(here.stdout)).toEqual({ depth, nodes });
    }
  });

  it('refuses bad arguments with a clear message and status 2, no stack trace', async () => {
    const r = qm('perft', 'blackbeards-booty');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/give exactly a GAME and a DEPTH/);
    expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
    expect(r.stdout).toBe('');
    for (const [args, message] of [
      [['blackbeards-booty'], /give exactly a GAME and a DEPTH/],
      [['chess', '2'], /no move generator for "chess"/],
      [['blackbeards-booty', '0'], /DEPTH must be a whole number from 1 to 7/],
      [['blackbeards-booty', '2', '--targetScore', 'lots'], /--targetScore must be a whole number from 1 to \d+, not "lots"/],
      [['blackbeards-booty', '2', '--target', '13'], /unknown option --target \(blackbeards-booty: --targetScore\)/],
      [['blackbeards-booty', '2', '--targetScore'], /--targetScore needs a value/],
    ] as const) {
      const r = await perftHere(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/at .*\.ts:\d+/);
      expect(r.stdout).toBe('');
    }
  });
});
