// Whether the catalogue holds every kind of prompt a game's random games reach (held.ts): swept
// over many seeds, each kind must be reached by the held seeds too, at the most players the sweep
// reaches it with, and its awaited type must have a screen to be shown on. Pure, for kinds.test.ts.
import { type HeldKinds, typeOf } from './held.ts';
import { reachKinds } from './reach-kinds.ts';

/** The seeds 1…n. */
export const seedsUpTo = (n: number): number[] => Array.from({ length: n }, (_, i) => i + 1);

/** What the catalogue misses of the kinds that the random games of `sweep` reach, one line each. */
export function missingKinds<S>(held: HeldKinds<S>, sweep: readonly number[]): string[] {
  const swept = reachKinds(held.kinds, sweep);
  const entries = reachKinds(held.kinds, held.seeds, held.built);
  const out: string[] = [];
  for (const [kind, r] of swept) {
    const e = entries.get(kind);
    if (!e) out.push(`"${kind}" (first reached by seed ${r.seed}, ${r.players} players) is reached by none of the held seeds: add ${r.seed} to them`);
    else if (e.players < r.players) out.push(`"${kind}" is held with ${e.players} players, seed ${r.seed} reaches it with ${r.players}: add ${r.seed}`);
  }
  for (const kind of entries.keys()) if (!held.views[typeOf(kind)]) out.push(`"${kind}": no screen is held for the awaited type "${typeOf(kind)}"`);
  return out;
}
