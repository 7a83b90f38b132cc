// GET /api/history's replies are worked out once per position and kind of viewer, and each viewer
// gets the history through its own filter: Tally shows the hidden shell to the host's tablet alone,
// so a reply kept for the host must never reach a spectator, whichever asked first.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emptyTable, submit, type Table } from '../../../../games/core/table.ts';
import type { Viewer } from '../../../../games/core/types.ts';
import { registry } from '../../../../test/games/tally/registry.ts';
import { HistoryReplies } from './history-since.ts';
import { historyShownTo } from '../viewer-filter.ts';
import type { HistoryReply } from '#protocol';

const play = (...inputs: Record<string, unknown>[]): Table =>
  inputs.reduce<Table>((t, i) => {
    const r = submit(registry, t, i);
    if (!r.ok) throw new Error(r.reason);
    return r.table;
  }, emptyTable);

const start = { type: 'start', game: 'tally', players: ['Ann', 'Bob'], options: { rounds: 1 } };
const hide = { type: 'hide', player: 'Ann', card: 'conch' };
const guess = { type: 'guess', player: 'Bob', card: 'cowrie' };

/** The reply as the filter by viewer gives the history, worked out afresh. */
function expected(table: Table, viewer: Viewer): HistoryReply {
  const h = historyShownTo(table, viewer);
  if (!h.ok) throw new Error(h.reason);
  const digest = createHash('sha256')
    .update(h.steps.map((s) => `${JSON.stringify(s)}\n`).join(''))
    .digest('hex');
  return JSON.parse(JSON.stringify({ game: h.game, from: 0, steps: h.steps, digest })) as HistoryReply;
}

const read = (replies: HistoryReplies, table: Table, viewer: Viewer, since?: number, of?: string): HistoryReply => {
  const r = replies.reply(table, viewer, since, of);
  if (!r.ok) throw new Error(r.reason);
  return JSON.parse(String(r.json)) as HistoryReply;
};

describe('the history replies', () => {
  it('are the filter by viewer of each kind of viewer, whichever asks first, and kept for the position', () => {
    const over = play(start, hide, guess);
    for (const first of ['host', 'spectator'] as const) {
      const replies = new HistoryReplies();
      const second = first === 'host' ? 'spectator' : 'host';
      expect(read(replies, over, first)).toEqual(expected(over, first));
      expect(read(replies, over, second)).toEqual(expected(over, second));
      expect(read(replies, over, first)).toEqual(expected(over, first));
    }
    const replies = new HistoryReplies();
    // After the hide, the host's view names the shell and the spectator's does not.
    expect(read(replies, over, 'host').steps[1]?.view.hidden).toBe('conch');
    expect(read(replies, over, 'spectator').steps[1]?.view.hidden).toBe('?');
    // The same position again: the very same bytes, not worked out again.
    const [once, again] = [replies.reply(over, 'spectator'), replies.reply(over, 'spectator')];
    expect(once.ok && again.ok && once.json === again.json).toBe(true);
  });

  it('follow the table to each new position, and send only what a tablet lacks', () => {
    const replies = new HistoryReplies();
    const two = play(start, hide);
    const held = read(replies, two, 'host');
    expect(held.steps).toHaveLength(2);
    const three = play(start, hide, guess);
    const since = read(replies, three, 'host', 2, held.digest);
    expect(since).toEqual({ ...expected(three, 'host'), from: 2, steps: expected(three, 'host').steps.slice(2) });
    // A digest that does not match what the tablet holds: everything again.
    expect(read(replies, three, 'host', 2, '0'.repeat(64))).toEqual(expected(three, 'host'));
    // Back to the earlier position (an undo): its history again, not the later one's.
    expect(read(replies, two, 'host')).toEqual(held);
  });

  it('say why a spectator may not read the history while the game hides something', () => {
    const replies = new HistoryReplies();
    const two = play(start, hide);
    expect(replies.reply(two, 'host').ok).toBe(true);
    expect(replies.reply(two, 'spectator')).toEqual({ ok: false, reason: expect.stringMatching(/Tally keeps some of the game hidden/) });
  });
});
