// Sends a game's move through the table connection, typed as that game's input (`useMove<LootInput>()`):
// what a game's screens send is its rules' own input type (games/<id>/inputs.ts).
import type { TableInput } from '#protocol';
import { useTable } from '../context.ts';

export function useMove<Move extends TableInput>(): { move: (m: Move) => boolean; isHost: boolean } {
  const { input, isHost } = useTable();
  // The server's edge checks only an input's shape; the rules module checks the move itself.
  return { move: (m) => input(m), isHost };
}
