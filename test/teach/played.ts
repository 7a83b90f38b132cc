// Whole games of every game on the shelf, played in process by each game's own simulated table, and
// their history as a host's tablet reads it (the table's viewer filter): what the teaching tests walk.
import { registry } from '../../games/index.ts';
import { emptyTable, type Table } from '../../games/core/table.ts';
import { stepsOf, type TeachStep } from '../../games/core/teach.ts';
import type { GameInput } from '../../games/core/types.ts';
import { LootSim } from '../../games/loot/testing/random-game.ts';
import { randomGame } from '../../games/plunder/testing/scripted-table.ts';
import { rng } from '../../games/plunder/testing/random-game.ts';
import { Chooser, playRandomGame } from '../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../games/seven-seize/testing/table-driver.ts';
import { HighSeizeSim } from '../../games/the-high-seize/testing/random-game.ts';
import { historyShownTo } from '../../server/src/session/viewer-filter.ts';
import { accepted } from '../../games/core/testing/accepted.ts';

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

/** A game of Blackbeard's Booty between two computer pirates of the `easy` level (random legal
 * moves), who start by the bag draw; the computer is the game's own (its `computer` hooks). */
function booty(seed: number): Table {
  const m = registry.get('blackbeards-booty');
  if (!m?.computer) throw new Error("Blackbeard's Booty has no computer player");
  let table = emptyTable;
  const send = (input: unknown) => {
    table = accepted(registry, table, input);
  };
  send({ type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' }, options: {} });
  for (let i = 0; i < 5000; i++) {
    const state = table.last?.state;
    const a = m.awaiting(state);
    if (!a) return table;
    send(a.type === 'first' ? { type: 'first', colour: seed % 2 ? 'gold' : 'silver' } : (m.computer.choose(state, 'easy', 1, seed * 7919 + i) as GameInput));
  }
  throw new Error('the game did not end');
}

/** A whole game of `game` with `players` players, played from `seed`. */
export function playWhole(game: string, players: number, seed: number, options: Record<string, unknown> = {}): Table {
  switch (game) {
    case '7-seize': {
      const d = new TableDriver();
      playRandomGame(d, { players, ...options }, new Chooser([], seed));
      return d.table;
    }
    case 'loot':
      return new LootSim({ players, partnership: options.partnership === true, seed }).playOut().table;
    case 'the-high-seize':
      return new HighSeizeSim({ players, seed }).play().table;
    case 'plunder':
      return randomGame(rng(seed), NAMES.slice(0, players), 5000);
    case 'blackbeards-booty':
      return booty(seed);
    default:
      throw new Error(`no whole game of ${game}`);
  }
}

/** The steps of a table's game as the host's tablet reads its history. */
export function hostSteps(table: Table): TeachStep[] {
  const h = historyShownTo(table, 'host');
  if (!h.ok) throw new Error(h.reason);
  return stepsOf(h.steps);
}
