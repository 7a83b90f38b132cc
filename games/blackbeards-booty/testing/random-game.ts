// Random legal games of Blackbeard's Booty as table-script inputs: who begins drawn at the table
// (B6) or named at the start, then a legal move of the pirate to move each turn, a capture more
// often than not (so that games reach their target, B22), chosen by a seeded PRNG.
import { mulberry32 } from '../../../lib/prng.ts';
import { emptyTable, submit, type Table } from '../../core/table.ts';
import { registry } from '../../index.ts';
import { colourBit, squareName } from '../coins.ts';
import { isCapture, moveFrom, moveTo, Position } from '../position.ts';
import type { BootyState } from '../state.ts';

export interface BootySetup {
  seed: number;
  names?: readonly [string, string];
  /** Chance that a pirate able to capture captures (0–1). */
  captureRate?: number;
  maxMoves?: number;
}

/** One random legal game's inputs, the start first, to its end (or `maxMoves`). */
export function randomBootyGame(setup: BootySetup): unknown[] {
  const r = mulberry32(setup.seed);
  const [gold, silver] = setup.names ?? ['Ann', 'Bob'];
  const drawn = r() < 0.5;
  const inputs: unknown[] = [];
  let table: Table = emptyTable;
  const send = (input: unknown): void => {
    const o = submit(registry, table, input);
    if (!o.ok) throw new Error(`the random game of Booty sent ${JSON.stringify(input)} and it was refused: ${o.reason}`);
    table = o.table;
    inputs.push(input);
  };
  const first = r() < 0.5 ? 'gold' : 'silver';
  send({ type: 'start', game: 'blackbeards-booty', players: { gold, silver }, options: drawn ? {} : { first } });
  if (drawn) send({ type: 'first', colour: first });
  for (let i = 0; i < (setup.maxMoves ?? 2000); i++) {
    const s = table.last?.state as BootyState;
    if (s.phase !== 'move') break;
    const moves = new Position(s.cells, colourBit(s.toMove), s.noReturn).moves();
    const captures = moves.filter(isCapture);
    const from = captures.length > 0 && r() < (setup.captureRate ?? 0.8) ? captures : moves;
    const m = from[Math.floor(r() * from.length)];
    if (m === undefined) break;
    send({ type: 'move', from: squareName(moveFrom(m)), to: squareName(moveTo(m)) });
  }
  return inputs;
}
