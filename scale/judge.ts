// Judges a whole recorded trace with the resolver, feeding the `#loaded` mark where it falls:
// what `quartermaster weigh` prints for each trace (docs/weigh-trace.md).
import { createResolver, type Resolver, type ResolverOptions } from './resolver.ts';
import type { Heavier, Trace } from './trace.ts';

export interface Judgement {
  heavier: Heavier | null;
  decidedAtMs: number | null;
  leftGrams: number | null;
  rightGrams: number | null;
}

const grams = (g: number | null): number | null => (g === null ? null : Math.round(g * 100) / 100);

export function judgeTrace(trace: Trace, options: ResolverOptions = {}): Judgement {
  const s = playTrace(trace, options).status();
  return { heavier: s.verdict, decidedAtMs: s.decidedAtMs, leftGrams: grams(s.leftGrams), rightGrams: grams(s.rightGrams) };
}

/** A fresh resolver fed the trace up to its verdict, the mark where it falls; `onSample` sees it after each sample. */
export function playTrace(trace: Trace, options: ResolverOptions = {}, onSample?: (r: Resolver) => void): Resolver {
  const r = createResolver({ ...options, expectMark: trace.loadedAt !== null });
  let marked = trace.loadedAt === null;
  for (const row of trace.rows) {
    if (!marked && trace.loadedAt !== null && row.t > trace.loadedAt) {
      r.markLoaded(trace.loadedAt);
      marked = true;
    }
    r.push(row);
    onSample?.(r);
    if (r.verdict().verdict !== null) break; // final: later samples cannot change it
  }
  if (!marked && trace.loadedAt !== null) r.markLoaded(trace.loadedAt);
  return r;
}
