// Messages between the server and the computer pirate's worker thread.
import type { Level, PirateMove } from '../../../games/blackbeards-booty/ai/pirate.ts';
import type { BootyState } from '../../../games/blackbeards-booty/state.ts';

export interface ThinkRequest {
  id: number;
  state: BootyState;
  level: Level;
  budgetMs: number;
  seed?: number;
}

export type ThinkReply = { id: number; ok: true; move: PirateMove | null } | { id: number; ok: false; error: string };
