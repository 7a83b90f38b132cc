// GET /api/history?since=N&of=D: only the steps a tablet lacks. A long game's history is a few
// hundred KB, and the tablets read it again at every step. A step already sent can still change
// (an undo, a card placed face down named at its flip, H12), so the tablet says what it holds: the
// digest of its N steps, which the server held against its own first N; where they differ, or the
// tablet holds more steps than there are, the whole history goes again (`from` 0). A script that
// sends no digest gets the steps after its N as they stand.
import { createHash } from 'node:crypto';
import type { HistoryStep } from './viewer-filter.ts';

export interface HistorySince {
  /** The index of the first step sent: 0 for the whole history. */
  from: number;
  steps: HistoryStep[];
  /** The digest of the whole history as this viewer reads it: the next request's `of`. */
  digest: string;
}

/** The steps after the first `since`, where the viewer's `of` is the digest of those (or no `of`
 * is given and there are as many); else them all. */
export function historySince(steps: readonly HistoryStep[], since?: number, of?: string): HistorySince {
  const hash = createHash('sha256');
  let prefix: string | null = since === 0 ? hash.copy().digest('hex') : null;
  for (const [i, step] of steps.entries()) {
    hash.update(`${JSON.stringify(step)}\n`);
    if (i + 1 === since) prefix = hash.copy().digest('hex');
  }
  const digest = hash.digest('hex');
  const held = since !== undefined && since <= steps.length && (of === undefined || prefix === of);
  return held ? { from: since, steps: steps.slice(since), digest } : { from: 0, steps: [...steps], digest };
}
