// A catalogue entry for every kind of prompt a game's random games reach (held.ts): the inputs that
// first reach it at its longest put on the table, the game's screen for its awaited type opened.
import type { Entry } from '../entry.ts';
import { atStep } from '../reach.ts';
import { type HeldKinds, slug, typeOf } from './held.ts';
import { reachKinds } from './reach-kinds.ts';

/** The entries of `held`'s kinds, in the order its seeds first reach them; `id` prefixes their ids. */
export function kindEntries<S>(id: string, held: HeldKinds<S>): Entry[] {
  return [...reachKinds(held.kinds, held.seeds).values()].map((r) => {
    const view = held.views[typeOf(r.kind)];
    if (!view) throw new Error(`${held.group}: the catalogue shows no prompt of type "${typeOf(r.kind)}" (kinds/held.ts)`);
    return atStep(`${id}/kind-${slug(r.kind)}`, `${r.kind} (${r.players} players, seed ${r.seed})`, () => r.inputs, view.screen, view.action);
  });
}
