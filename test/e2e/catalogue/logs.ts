// Whole games of each kind as table-script inputs (the start first), played by the games' own
// random players through the core: every input is one the referee accepts. Entries take the first
// inputs of one up to the state they show (reach.ts, upTo).
import { colourBit, squareName } from '../../../games/blackbeards-booty/coins.ts';
import { isCapture, moveFrom, moveTo, Position } from '../../../games/blackbeards-booty/position.ts';
import { Game } from '../../../games/blackbeards-booty/testing/scripted-table.ts';
import { inputLog } from '../../../games/core/table.ts';
import { longestNames } from '../../../games/core/testing/longest-names.ts';
import { LootSim } from '../../../games/loot/testing/random-game.ts';
import { rng } from '../../../games/plunder/testing/random-game.ts';
import { randomGame } from '../../../games/plunder/testing/scripted-table.ts';
import { Chooser, playRandomGame } from '../../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../../games/seven-seize/testing/table-driver.ts';
import { HighSeizeSim } from '../../../games/the-high-seize/testing/random-game.ts';

export const once = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

/** 7 Seize: `players` at the table, ties now and then (a tiebreak in the weigh-off). */
export const sevenSeize = (players: number, seed: number, names?: readonly string[]): unknown[] =>
  playRandomGame(new TableDriver(), { players, tieRate: 0.2, ...(names ? { names } : {}) }, new Chooser([], seed));

/** Loot with four players, to the end. */
export const loot = once(() => {
  const sim = new LootSim({ players: 4, partnership: false, seed: 7, drawBias: 0.2, names: ['Ann', 'Bob', 'Cora', 'Dirk'] });
  sim.start();
  while (sim.step());
  return [...sim.inputs] as unknown[];
});

/** The High Seize with four captains, to the end. */
export const highSeize = once(
  () => [...new HighSeizeSim({ players: 4, seed: 31, privateTaps: 0.2, names: ['Ann', 'Bob', 'Cora', 'Dirk'] }).play().inputs] as unknown[],
);

const PIRATES = ['Anne', 'Bart', 'Cora', 'Dirk', 'Edda'];

/** Plunder! with five pirates, to the end. */
export const plunder = once(() => inputLog(randomGame(rng(31), PIRATES, 3000)) as unknown[]);

/** Plunder! with five pirates of the longest names, to the end. */
export const plunderLongest = once(() => inputLog(randomGame(rng(31), longestNames(5), 3000)) as unknown[]);

/** Plunder! with five pirates, to a tie for the most points: the reaction cards in hand decide (P30). */
export const plunderTied = once(() => inputLog(randomGame(rng(48), PIRATES, 3000)) as unknown[]);

/** Blackbeard's Booty, captures first, else a move picked by turn: to the end. */
export const booty = once(() => {
  const g = new Game();
  g.input({ type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' }, options: { first: 'gold' } });
  for (let i = 0; i < 2000 && g.state.phase === 'move'; i++) {
    const s = g.state;
    const moves = new Position(s.cells, colourBit(s.toMove), s.noReturn).moves();
    const m = moves.find(isCapture) ?? moves[(i * 7) % moves.length];
    if (m === undefined) break;
    g.play(`${squareName(moveFrom(m))}-${squareName(moveTo(m))}`);
  }
  return inputLog(g.table) as unknown[];
});
