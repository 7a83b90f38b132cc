// A hand-made position for the tests: a game of Ann (gold) and Bob (silver) started with
// `targetScore`, its board replaced by `squares` (stacks by square name, bottom to top, e.g.
// {a1: 'S1/G1'}), `toMove` to move.
import { GOLD, SILVER } from '../coins.ts';
import { start } from '../flow.ts';
import type { StartInput } from '../inputs.ts';
import type { BootyState } from '../state.ts';

export function handMade(squares: Record<string, string>, toMove: 'gold' | 'silver', targetScore = 144): BootyState {
  const s = (
    start({ type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' }, options: { targetScore } } as StartInput) as {
      state: BootyState;
    }
  ).state;
  const cells: number[][] = Array.from({ length: 36 }, () => []);
  for (const [sq, stack] of Object.entries(squares)) {
    const i = (Number(sq[1]) - 1) * 6 + 'abcdef'.indexOf(sq[0] as string);
    cells[i] = stack.split('/').map((c) => (c[0] === 'S' ? SILVER : GOLD) | Number(c[1]));
  }
  return { ...s, phase: 'move', first: toMove, toMove, cells, seen: {} };
}
