// Sends a Loot move through the table connection.
import type { TableInput } from '../../../../server/src/protocol.ts';
import { useTable } from '../../context.ts';
import type { LootMove } from './model.ts';

export function useMove(): { move: (m: LootMove) => boolean; isHost: boolean } {
  const { input, isHost } = useTable();
  // The server's edge checks only an input's shape; the rules module checks the move itself.
  return { move: (m) => input(m as unknown as TableInput), isHost };
}
