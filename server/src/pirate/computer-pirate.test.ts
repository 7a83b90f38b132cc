// The computer pirate in its worker thread: it answers with legal moves at every level, and the
// server's event loop keeps turning while the hard pirate thinks.
import { afterAll, describe, expect, it } from 'vitest';
import { positionOf } from '../../../games/blackbeards-booty/flow.ts';
import { moveFrom, moveTo } from '../../../games/blackbeards-booty/position.ts';
import { squareName } from '../../../games/blackbeards-booty/coins.ts';
import { Game, start } from '../../../games/blackbeards-booty/testing/driver.ts';
import { ComputerPirate } from './computer-pirate.ts';

const pirate = new ComputerPirate();
afterAll(() => pirate.close());

const legal = (g: Game) =>
  positionOf(g.state)
    .moves()
    .map((m) => `${squareName(moveFrom(m))}-${squareName(moveTo(m))}`);

describe('the computer pirate (worker thread)', () => {
  it('plays legal moves at every level', async () => {
    const g = new Game();
    g.input(start({ first: 'gold' }));
    for (const level of ['easy', 'medium', 'hard', 'easy', 'medium', 'hard'] as const) {
      const m = await pirate.think(g.state, level, 100);
      expect(m).not.toBeNull();
      expect(legal(g)).toContain(`${m?.from}-${m?.to}`);
      g.play(`${m?.from}-${m?.to}`);
    }
  });

  it('thinks off the event loop: timers keep firing during a 1 s search', async () => {
    const g = new Game();
    g.input(start({ first: 'gold' }));
    let ticks = 0;
    const timer = setInterval(() => ticks++, 20);
    const m = await pirate.think(g.state, 'hard', 1000);
    clearInterval(timer);
    expect(m?.ms).toBeGreaterThanOrEqual(400); // it did think, for about its budget
    expect(ticks).toBeGreaterThanOrEqual(10); // a blocked loop would give 0 or 1
  });

  it('refuses a bad level or budget with a clear error', async () => {
    const g = new Game();
    g.input(start({ first: 'gold' }));
    await expect(pirate.think(g.state, 'genius' as 'hard')).rejects.toThrow(/unknown level "genius"/);
    await expect(pirate.think(g.state, 'hard', -5)).rejects.toThrow(/thinking time/);
    await expect(pirate.think(g.state, 'hard', 100)).resolves.not.toBeNull(); // still works after refusals
  });
});
