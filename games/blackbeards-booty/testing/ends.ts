// Games of Blackbeard's Booty built to end as random games never do (the screen catalogue's
// entries of those ends): each input is the game's own, and the referee's reducer ends the game.
// None ends with no move left (B24): no position reached from the set-up lacks a move for both
// pirates (ends.test.ts).
import { longestNames } from '../../core/testing/longest-names.ts';
import { currentState, emptyTable, submit, type Table } from '../../core/table.ts';
import { registry } from '../../index.ts';
import { colourBit, squareName } from '../coins.ts';
import { isCapture, moveFrom, moveTo, Position } from '../position.ts';
import type { BootyState } from '../state.ts';

type Move = { type: 'move'; from: string; to: string };

/**
 * Ended by repetition (B25): gold moves a coin out and silver answers with one of its own, each
 * moves it back, and so once more: the start's position (gold to move) occurs a third time.
 */
export function byRepetition(names: readonly [string, string] = longestNames(2) as [string, string]): unknown[] {
  let table: Table = emptyTable;
  const inputs: unknown[] = [];
  const send = (input: unknown): void => {
    const o = submit(registry, table, input);
    if (!o.ok) throw new Error(`Booty by repetition: ${JSON.stringify(input)} is refused: ${o.reason}`);
    table = o.table;
    inputs.push(input);
  };
  const quiet = (): Move => {
    const s = currentState(table) as BootyState;
    const m = new Position(s.cells, colourBit(s.toMove), s.noReturn).moves().find((x) => !isCapture(x));
    if (m === undefined) throw new Error('Booty by repetition: no move without a capture to make');
    return { type: 'move', from: squareName(moveFrom(m)), to: squareName(moveTo(m)) };
  };
  const back = (m: Move): Move => ({ type: 'move', from: m.to, to: m.from });
  send({ type: 'start', game: 'blackbeards-booty', players: { gold: names[0], silver: names[1] }, options: { first: 'gold' } });
  const out = quiet();
  send(out);
  const answer = quiet();
  send(answer);
  for (const m of [back(out), back(answer), out, answer, back(out), back(answer)]) send(m);
  return inputs;
}
