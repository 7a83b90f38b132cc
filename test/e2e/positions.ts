// A position worth looking at in each game, as the table-script inputs that lead to it (the start
// first): a round under way with every seat at the table, played by the games' own random players
// through the core, so every input is one the referee accepts. For the browser checks that look
// at each game's main screen, and for the screenshots (scripts/screenshots.ts).
import { colourBit, squareName } from '../../games/blackbeards-booty/coins.ts';
import { isCapture, moveFrom, moveTo, Position } from '../../games/blackbeards-booty/position.ts';
import type { BootyState } from '../../games/blackbeards-booty/state.ts';
import { Game } from '../../games/blackbeards-booty/testing/scripted-table.ts';
import { inputLog } from '../../games/core/table.ts';
import { LootSim } from '../../games/loot/testing/random-game.ts';
import { randomGame } from '../../games/plunder/testing/scripted-table.ts';
import { rng } from '../../games/plunder/testing/random-game.ts';
import { inputsToWeighOff } from '../../games/seven-seize/testing/to-weigh-off.ts';
import { HighSeizeSim } from '../../games/the-high-seize/testing/random-game.ts';
import type { TestClient } from '../../server/src/testing.ts';

export interface GamePosition {
  /** The game's id and its shelf name. */
  game: string;
  name: string;
  /** What the screen shows, in a few words (a screenshot's caption). */
  shows: string;
  inputs: unknown[];
  /** The players, in seat order. */
  players: string[];
}

/** A game's simulated table (started) after up to `steps` more of its steps: the inputs so far, the start's players. */
function simulated(
  sim: { step(): boolean; readonly inputs: readonly unknown[] },
  steps: number,
  about: Pick<GamePosition, 'game' | 'name' | 'shows'>,
): GamePosition {
  for (let i = 0; i < steps && sim.step(); i++);
  return { ...about, inputs: [...sim.inputs], players: (sim.inputs[0] as { players: string[] }).players };
}

/** 7 Seize with seven players, part way into its first rounds. */
function sevenSeize(): GamePosition {
  const { inputs } = inputsToWeighOff(7, 5);
  const start = inputs[0] as { players: string[] };
  return { game: '7-seize', name: '7 Seize', shows: 'a round with seven players, cards being revealed', inputs: inputs.slice(0, 9), players: start.players };
}

/** Loot with four players, a few turns in: merchant ships at sea, pirates attacking them. */
function loot(): GamePosition {
  const sim = new LootSim({ players: 4, partnership: false, seed: 7, drawBias: 0.2 });
  sim.start();
  return simulated(sim, 14, { game: 'loot', name: 'Loot', shows: 'ships at sea under attack by four fleets' });
}

/** The High Seize with four players, placing their cards on the ships. */
function highSeize(): GamePosition {
  const sim = new HighSeizeSim({ players: 4, seed: 31, privateTaps: 0 });
  return simulated(sim, 7, { game: 'the-high-seize', name: 'The High Seize', shows: 'four captains placing cargo on the ships' });
}

/** Plunder! with five players, treasures changing hands. */
function plunder(): GamePosition {
  const players = ['Anne', 'Bart', 'Cora', 'Dirk', 'Edda'];
  const table = randomGame(rng(31), players, 24);
  return { game: 'plunder', name: 'Plunder!', shows: 'five pirates’ ledger, treasures changing hands', inputs: inputLog(table), players };
}

/** Blackbeard's Booty after some moves and a capture or two: stacks on the board. */
function booty(): GamePosition {
  const g = new Game();
  g.input({ type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' }, options: { first: 'gold' } });
  // Captures first, else the first legal move: a board with stacks, the same every run.
  for (let i = 0; i < 12; i++) {
    const s: BootyState = g.state;
    if (s.phase !== 'move') break;
    const moves = new Position(s.cells, colourBit(s.toMove), s.noReturn).moves();
    const m = moves.find(isCapture) ?? moves[(i * 7) % moves.length];
    if (m === undefined) break;
    g.play(`${squareName(moveFrom(m))}-${squareName(moveTo(m))}`);
  }
  return {
    game: 'blackbeards-booty',
    name: "Blackbeard's Booty",
    shows: 'the turning board with stacks won',
    inputs: inputLog(g.table),
    players: ['Ann', 'Bob'],
  };
}

export const POSITIONS: readonly (() => GamePosition)[] = [sevenSeize, loot, highSeize, plunder, booty];

/** Plays `p` on the table through a host's WebSocket: a new game (the one there is put away), then its inputs. */
export async function playTo(client: TestClient, p: GamePosition): Promise<void> {
  await client.act({ type: 'newGame', start: p.inputs[0] });
  for (const input of p.inputs.slice(1)) await client.act({ type: 'input', input });
}
