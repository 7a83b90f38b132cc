// Messages between the server and the computer player's worker thread: which game (by its id in the
// registry the worker loaded), its state, and the level and time to choose an input in.
import type { GameInput } from '../../../games/core/types.ts';

export interface ThinkRequest {
  id: number;
  game: string;
  state: unknown;
  level: string;
  budgetMs: number;
  seed?: number;
}

export type ThinkReply = { id: number; ok: true; input: GameInput | null; ms: number } | { id: number; ok: false; error: string };

/** What the worker is started with: the URL of a module that exports the table's `registry`. */
export interface WorkerData {
  registry: string;
}
