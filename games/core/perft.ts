// Perft for any game with a computer player: the number of move sequences of exactly a given length
// from a position, walked with the game's own hooks (`computer.enumerate` for the moves, `apply` to
// play them), so it checks the move list the computer chooses from against the referee. A position
// where no computer seat is to move (the game is over, or awaits a person) has no moves.
import type { AnyGameModule } from './types.ts';

/** `progress(done, total)` is told after each first move (for long counts). */
export function perft(game: AnyGameModule, state: unknown, depth: number, progress?: (done: number, total: number) => void): number {
  const computer = game.computer;
  if (depth <= 0) return 1;
  if (!computer || computer.toMove(state) === null) return 0;
  const moves = computer.enumerate(state);
  if (depth === 1) return moves.length;
  let nodes = 0;
  moves.forEach((move, i) => {
    const next = game.apply(state, move);
    if (!next.ok) throw new Error(`the game refuses a move its computer offers (${JSON.stringify(move).slice(0, 120)}): ${next.reason}`);
    nodes += perft(game, next.state, depth - 1);
    progress?.(i + 1, moves.length);
  });
  return nodes;
}
