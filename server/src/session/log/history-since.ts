// GET /api/history?since=N&of=D: only the steps a tablet lacks. A long game's history is a few
// hundred KB, and the tablets read it again at every step. A step already sent can still change
// (an undo, a card placed face down named at its flip, H12), so the tablet says what it holds: the
// digest of its N steps, which the server held against its own first N; where they differ, or the
// tablet holds more steps than there are, the whole history goes again (`from` 0). A script that
// sends no digest gets the steps after its N as they stand.
// The reply is worked out once per position and kind of viewer, from the history as the filter by
// viewer gives it (viewer-filter.ts): each step's JSON, the digest of every first N steps, and the
// whole reply's bytes. Another read of the same position costs a look-up (with `since`, a join of
// the steps it lacks); a new position costs its own step's JSON, since every view is kept with its
// position (games/core/readings.ts) and its JSON with the view.
import { createHash } from 'node:crypto';
import type { Step, Table } from '../../../../games/core/table.ts';
import type { Viewer } from '../../../../games/core/types.ts';
import { historyShownTo } from '../viewer-filter.ts';

/** A reply to GET /api/history: the JSON of a `HistoryReply`, or why the viewer may not read it. */
export type HistoryText = { ok: true; json: string | Buffer } | { ok: false; reason: string };

interface Worked {
  game: string | null;
  /** Each step's JSON. */
  steps: string[];
  /** The digest of the first N steps' JSON lines, for every N from 0. */
  prefixes: string[];
  /** The whole history's reply. */
  whole: Buffer;
}

/** The JSON of an input or a view, once per object (the views are frozen, kept with their position). */
const texts = new WeakMap<object, string>();
function jsonOf(v: object): string {
  let t = texts.get(v);
  if (t === undefined) {
    t = JSON.stringify(v);
    texts.set(v, t);
  }
  return t;
}

const replyJson = (game: string | null, from: number, steps: readonly string[], digest: string): string =>
  `{"game":${JSON.stringify(game)},"from":${from},"steps":[${steps.join(',')}],"digest":"${digest}"}`;

function work(table: Table, viewer: Viewer): Worked | { reason: string } {
  const h = historyShownTo(table, viewer);
  if (!h.ok) return { reason: h.reason };
  const hash = createHash('sha256');
  const prefixes = [hash.copy().digest('hex')];
  const steps = h.steps.map(({ input, view }) => {
    const text = `{"input":${jsonOf(input)},"view":${jsonOf(view)}}`;
    hash.update(`${text}\n`);
    prefixes.push(hash.copy().digest('hex'));
    return text;
  });
  const digest = prefixes.at(-1) as string;
  return { game: h.game, steps, prefixes, whole: Buffer.from(replyJson(h.game, 0, steps, digest)) };
}

/** The history replies of one table: the latest position's, for each kind of viewer. */
export class HistoryReplies {
  private readonly latest = new Map<Viewer, { at: Step | null; worked: Worked | { reason: string } }>();

  /** The steps after the first `since`, where the viewer's `of` is the digest of those (or no `of`
   * is given and there are as many); else them all. */
  reply(table: Table, viewer: Viewer, since?: number, of?: string): HistoryText {
    let kept = this.latest.get(viewer);
    if (kept?.at !== table.last) {
      kept = { at: table.last, worked: work(table, viewer) };
      this.latest.set(viewer, kept);
    }
    const w = kept.worked;
    if ('reason' in w) return { ok: false, reason: w.reason };
    const held = since !== undefined && since > 0 && since <= w.steps.length && (of === undefined || w.prefixes[since] === of);
    return { ok: true, json: held ? replyJson(w.game, since, w.steps.slice(since), w.prefixes.at(-1) as string) : w.whole };
  }
}
