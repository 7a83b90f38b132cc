import { describe, expect, it } from 'vitest';
import { parseWeighArgs } from './weigh-args.ts';

describe('npm run bench:weigh: its arguments', () => {
  it('takes the defaults, and each family may be skipped with 0', () => {
    expect(parseWeighArgs([])).toEqual({ traces: 4000, hands: 4000, live: 3000, unassumed: 4000, seed: 2026, options: {} });
    expect(parseWeighArgs(['--traces', '600', '--hands', '0', '--live', '0', '--unassumed', '0', '--seed=-7'])).toMatchObject({
      traces: 600,
      hands: 0,
      live: 0,
      unassumed: 0,
      seed: -7,
    });
    expect(parseWeighArgs(['--help'])).toBe('help');
    expect(parseWeighArgs(['-h'])).toBe('help');
  });

  it.each([
    [['--traces', '0'], /--traces takes a whole number of at least 1, not "0"/],
    [['--hands', '1.5'], /--hands takes a whole number \(0 skips that family\), not "1.5"/],
    [['--live', 'lots'], /--live takes a whole number .*not "lots"/],
    [['--seed', ''], /--seed takes a whole number, not ""/],
    [['--options', '[1]'], /--options takes a JSON object/],
    [['--options', '{oops'], /--options takes a JSON object of resolver options \(/],
    [['--trace', '5'], /Unknown option '--trace'/],
    [['extra'], /Unexpected argument 'extra'/],
  ])('names what is wrong with %j', (argv, says) => {
    const r = parseWeighArgs(argv);
    expect(r).toHaveProperty('error');
    expect((r as { error: string }).error).toMatch(says);
  });
});
