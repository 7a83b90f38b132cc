// Sends a High Seize move through the table connection.
import type { HighSeizeInput } from '../../../../games/the-high-seize/inputs.ts';
import type { TableInput } from '../../../../server/src/protocol.ts';
import { useTable } from '../../context.ts';

export function useMove(): { move: (m: HighSeizeInput) => boolean; isHost: boolean } {
  const { input, isHost } = useTable();
  // The server's edge checks only an input's shape; the rules module checks the move itself.
  return { move: (m) => input(m as unknown as TableInput), isHost };
}
