// The kinds of prompt a game's random legal games reach, each with the inputs that first reach it
// at its longest: in the game with the most players (the names are always their longest), then
// the first seed. Pure: the referee's own state, replayed through the games' rules.
import { currentState, emptyTable, submit, type Table } from '../../../../games/core/table.ts';
import type { PromptKinds } from '../../../../games/core/testing/prompt-kinds.ts';
import { registry } from '../../../../games/index.ts';

export interface Reached {
  kind: string;
  /** The inputs up to the first state of the kind (the start first). */
  inputs: unknown[];
  seed: number;
  players: number;
  /** A game built to reach it (HeldKinds.built), not a seed's. */
  built?: string;
}

/** How many seats a start input fills (a list of names, or seat → name). */
function seats(start: unknown): number {
  const p = (start as { players?: unknown }).players;
  return Array.isArray(p) ? p.length : typeof p === 'object' && p !== null ? Object.keys(p).length : 0;
}

/** Every kind the random games of `seeds` reach, then the games `built` (by what they are), by kind (in the order first met). */
export function reachKinds<S>(kinds: PromptKinds<S>, seeds: readonly number[], built: Readonly<Record<string, () => unknown[]>> = {}): Map<string, Reached> {
  const out = new Map<string, Reached>();
  const games: { seed: number; what: string | null; play(): unknown[] }[] = [
    ...seeds.map((seed) => ({ seed, what: null, play: () => kinds.randomGame(seed) })),
    ...Object.entries(built).map(([what, play]) => ({ seed: 0, what, play })),
  ];
  for (const { seed, what, play } of games) {
    const inputs = play();
    const players = seats(inputs[0]);
    let t: Table = emptyTable;
    for (const [i, input] of inputs.entries()) {
      const r = submit(registry, t, input);
      if (!r.ok) throw new Error(`${kinds.game}, ${what ?? `seed ${seed}`}: input ${i + 1} is refused: ${r.reason}`);
      t = r.table;
      const kind = kinds.kindOf(currentState(t) as S);
      const had = out.get(kind);
      if (!had || had.players < players) out.set(kind, { kind, inputs: inputs.slice(0, i + 1), seed, players, ...(what ? { built: what } : {}) });
    }
  }
  return out;
}
