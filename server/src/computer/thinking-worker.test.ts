// The computer player in its worker thread, with Blackbeard's Booty's chooser loaded from the
// registry by id: it answers with legal moves at every level, and the server's event loop keeps
// turning while the hard pirate thinks.
import { afterAll, describe, expect, it } from 'vitest';
import { positionOf } from '../../../games/blackbeards-booty/flow.ts';
import { moveFrom, moveTo } from '../../../games/blackbeards-booty/position.ts';
import { squareName } from '../../../games/blackbeards-booty/coins.ts';
import { Game, start } from '../../../games/blackbeards-booty/testing/scripted-table.ts';
import { ThinkingWorker } from './thinking-worker.ts';

const pirate = new ThinkingWorker(new URL('../../../games/index.ts', import.meta.url));
const BOOTY = 'blackbeards-booty';
afterAll(() => pirate.close());

const legal = (g: Game) =>
  positionOf(g.state)
    .moves()
    .map((m) => `${squareName(moveFrom(m))}-${squareName(moveTo(m))}`);

describe('the computer player (worker thread)', () => {
  it('plays legal moves at every level', async () => {
    const g = new Game();
    g.input(start({ first: 'gold' }));
    for (const level of ['easy', 'medium', 'hard', 'easy', 'medium', 'hard'] as const) {
      const m = (await pirate.think(BOOTY, g.state, level, 100))?.input as { from: string; to: string } | undefined;
      expect(m).toBeDefined();
      expect(legal(g)).toContain(`${m?.from}-${m?.to}`);
      g.play(`${m?.from}-${m?.to}`);
    }
  });

  it('thinks off the event loop: timers keep firing during a 1 s search', async () => {
    const g = new Game();
    g.input(start({ first: 'gold' }));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const m = await pirate.think(BOOTY, g.state, 'hard', 1000);
    clearInterval(timer);
    expect(m?.ms).toBeGreaterThanOrEqual(400); // it did think, for about its budget
    expect(ticks).toBeGreaterThanOrEqual(10); // a blocked loop would give 0 or 1
  });

  it('refuses a bad level, budget or game with a clear error', async () => {
    const g = new Game();
    g.input(start({ first: 'gold' }));
    await expect(pirate.think(BOOTY, g.state, 'genius')).rejects.toThrow(/unknown level "genius"/);
    await expect(pirate.think(BOOTY, g.state, 'hard', -5)).rejects.toThrow(/thinking time/);
    await expect(pirate.think('7-seize', g.state, 'hard', 100)).rejects.toThrow(/no computer player for the game "7-seize"/);
    await expect(pirate.think(BOOTY, g.state, 'hard', 100)).resolves.not.toBeNull(); // still works after refusals
  });
});
