// The game's history (GET /api/history) through the table's one filter by viewer: each public step
// with the view it led to. What the table hides stays hidden in it: a card placed face down (H12)
// until its flip, the cards of a reveal under way, and for a spectator the whole history of a game
// whose view hides something (L28), until it is over.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeTableDevice } from '../devices/fake-rig-for-tests.ts';
import { TableSession } from './table-session.ts';
import { historyShownTo } from './viewer-filter.ts';
import { everyGame } from '../../../test/every-game.ts';

let dir: string;
let session: TableSession;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-history-'));
  session = await TableSession.open({ dataDir: dir, device: fakeTableDevice({ rate: 0 }), ...everyGame() });
});
afterEach(async () => {
  await session.close();
  rmSync(dir, { recursive: true, force: true });
});

const play = (...inputs: Record<string, unknown>[]) => {
  for (const i of inputs) expect(session.input(i), JSON.stringify(i)).toEqual({ ok: true });
};

const history = (viewer: 'host' | 'spectator') => {
  const h = historyShownTo(session.current, viewer);
  if (!h.ok) throw new Error(h.reason);
  return h;
};

describe('the history of a game', () => {
  it('is each step with its view, from the start; none before a game', () => {
    expect(history('host')).toEqual({ ok: true, game: null, steps: [] });
    play({ type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] }, { type: 'reveal', player: 'Ann', card: '9H' });
    // Ann's reveal is still under way: her card is nowhere in the history.
    const under = history('host');
    expect(under.steps.map((s) => s.input.type)).toEqual(['start']);
    expect(JSON.stringify(under)).not.toContain('9H');
    play({ type: 'reveal', player: 'Bob', card: '4S' }, { type: 'reveal', player: 'Cy', card: 'KD' });
    const h = history('spectator');
    expect(h.steps.map((s) => s.input)).toEqual([
      { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'], options: {} },
      { type: 'reveal', player: 'Ann', card: '9H' },
      { type: 'reveal', player: 'Bob', card: '4S' },
      { type: 'reveal', player: 'Cy', card: 'KD' },
    ]);
    // The highest number card is Captain; a king counts 1 in the squabble.
    expect(h.steps.map((s) => s.view.captain)).toEqual([null, null, null, 'Ann']);
  });

  it('H12: a card tapped privately while placing is not in it before its flip, in the input nor in a view', () => {
    play(
      { type: 'start', game: 'the-high-seize', players: ['Ann', 'Bob'], options: { hideScores: false } },
      { type: 'ship', player: 'Ann', card: 'RS1' },
      { type: 'ship', player: 'Bob', card: 'BS1' },
      { type: 'place', player: 'Ann', pile: 'Bob', card: 'R07' },
    );
    const h = history('host');
    expect(h.steps.at(-1)?.input).toEqual({ type: 'place', player: 'Ann', pile: 'Bob' });
    expect(JSON.stringify(h)).not.toContain('R07');
    expect(JSON.stringify(history('spectator'))).not.toContain('R07');
    // The round's last placement: the flip shows it, and the history then names it.
    for (const [i, pile] of ['Bob', 'Ann', 'Ann', 'neutral', 'Bob', 'Ann', 'Bob'].entries()) play({ type: 'place', player: i % 2 ? 'Ann' : 'Bob', pile });
    expect(history('host').steps[3]?.input).toEqual({ type: 'place', player: 'Ann', pile: 'Bob', card: 'R07' });
  });

  it('L28: a spectator reads the history of a game that hides the gold only once it is over, and is told why', () => {
    play({ type: 'start', game: 'loot', players: ['Ann', 'Bob'] }, { type: 'play', card: 'M7.1' }, { type: 'draw' });
    expect(history('host').steps).toHaveLength(3);
    expect(historyShownTo(session.current, 'spectator')).toEqual({
      ok: false,
      reason: expect.stringMatching(/Loot keeps some of the game hidden.*once the game is over/),
    });
  });
});
