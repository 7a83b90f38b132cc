// Sends a game's move through the table connection, typed as that game's move (`useMove<LootMove>()`).
import type { TableInput } from '#protocol';
import { useTable } from '../context.ts';

export function useMove<Move extends { type: string }>(): { move: (m: Move) => boolean; isHost: boolean } {
  const { input, isHost } = useTable();
  // The server's edge checks only an input's shape; the rules module checks the move itself.
  return { move: (m) => input(m as unknown as TableInput), isHost };
}
