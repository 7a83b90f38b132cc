// The arguments of `npm run bench:weigh`, checked in one place: a mistyped flag or a bad number is
// named with the usage, never a stack trace.
import { parseArgs } from 'node:util';
import type { ResolverOptions } from '../scale/resolver.ts';

export const WEIGH_USAGE = `usage: npm run bench:weigh -- [options]

  --traces N      generated traces (clear, near-band, ties), at least 1 (default 4000)
  --hands N       steady hands around "All in" (default 4000; 0 skips the family)
  --live N        contests on the live path (default 3000; 0 skips)
  --unassumed N   contests with noise the resolver does not assume (default 4000; 0 skips)
  --seed S        the traces' seed, a whole number (default 2026)
  --options JSON  resolver options, a JSON object (default {})
  -h, --help      this help`;

export interface WeighArgs {
  traces: number;
  hands: number;
  live: number;
  unassumed: number;
  seed: number;
  options: ResolverOptions;
}

/** The bench's settings, `'help'`, or an error naming what was wrong. */
export function parseWeighArgs(argv: string[]): WeighArgs | 'help' | { error: string } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        traces: { type: 'string', default: '4000' },
        hands: { type: 'string', default: '4000' },
        live: { type: 'string', default: '3000' },
        unassumed: { type: 'string', default: '4000' },
        seed: { type: 'string', default: '2026' },
        options: { type: 'string', default: '{}' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    return { error: (e as Error).message };
  }
  if (values.help) return 'help';
  const whole = (name: string, least: number): number | string => {
    const text = String(values[name]);
    const n = Number(text);
    return /^-?\d+$/.test(text) && Number.isSafeInteger(n) && n >= least
      ? n
      : `--${name} takes a whole number${least > 0 ? ` of at least ${least}` : least === 0 ? ' (0 skips that family)' : ''}, not "${text}"`;
  };
  const traces = whole('traces', 1);
  const hands = whole('hands', 0);
  const live = whole('live', 0);
  const unassumed = whole('unassumed', 0);
  const seed = whole('seed', Number.MIN_SAFE_INTEGER);
  for (const v of [traces, hands, live, unassumed, seed]) if (typeof v === 'string') return { error: v };
  let options: unknown;
  try {
    options = JSON.parse(String(values.options));
  } catch (e) {
    return { error: `--options takes a JSON object of resolver options (${(e as Error).message})` };
  }
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    return { error: '--options takes a JSON object of resolver options, not an array or a plain value' };
  return {
    traces: traces as number,
    hands: hands as number,
    live: live as number,
    unassumed: unassumed as number,
    seed: seed as number,
    options: options as ResolverOptions,
  };
}
