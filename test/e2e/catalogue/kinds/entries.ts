// A catalogue entry for every kind of prompt a game's random games reach (held.ts): the inputs that
// first reach it at its longest put on the table, the game's screen for its awaited type opened.
import type { Entry } from '../entry.ts';
import { atStep, gameScreen } from '../reach.ts';
import { type HeldKinds, slug, typeOf } from './held.ts';
import { type Reached, reachKinds } from './reach-kinds.ts';

/** The entries of `held`'s kinds, in the order its seeds first reach them, each checked with Teach me off and on; `id` prefixes their ids. */
export function kindEntries<S>(id: string, held: HeldKinds<S>): Entry[] {
  return [...reachKinds(held.kinds, held.seeds, held.built).values()].map((r) => {
    const view = held.views[typeOf(r.kind)];
    if (!view) throw new Error(`${held.group}: the catalogue shows no prompt of type "${typeOf(r.kind)}" (kinds/held.ts)`);
    return atStep(`${id}/kind-${slug(r.kind)}`, `${r.kind} (${r.players} players, ${r.built ?? `seed ${r.seed}`})`, () => r.inputs, view.screen, view.action, {
      taughtToo: true,
    });
  });
}

/** The History of the longest game `held`'s seeds reach (its end, the most players, the longest names), as a dialog over the game. */
export function historyEntry<S>(id: string, held: HeldKinds<S>): Entry {
  const longest = (): Reached => [...reachKinds(held.kinds, held.seeds, held.built).values()].reduce((a, b) => (b.inputs.length > a.inputs.length ? b : a));
  const end = held.views[typeOf(longest().kind)];
  if (!end) throw new Error(`${held.group}: no screen for the longest game's last kind`);
  return atStep(
    `${id}/history-longest`,
    'the History of the longest game, the longest names (a dialog over the game)',
    () => longest().inputs,
    end.screen,
    (p) => p.getByTestId('history-close'),
    {
      async show(page) {
        await gameScreen(page, end.screen);
        await page.getByTestId('history-toggle').click();
        await page.getByTestId('history').waitFor();
      },
      async leave(page) {
        await page.getByTestId('history-close').click();
        await page.getByTestId('history').waitFor({ state: 'detached' });
      },
    },
  );
}

/** The inputs that first reach `kind` at its longest among `held`'s seeds. */
export function kindInputs<S>(held: HeldKinds<S>, kind: string): unknown[] {
  const r = reachKinds(held.kinds, held.seeds, held.built).get(kind);
  if (!r) throw new Error(`${held.group}: no held seed reaches "${kind}"`);
  return r.inputs;
}

/** A game's entries: one for each kind of prompt `held`'s seeds reach and its longest game's History
 * (`id` prefixes their ids), then the game's own `more`. */
export function gameEntries<S>(id: string, held: HeldKinds<S>, more: readonly Entry[] = []): Entry[] {
  return [...kindEntries(id, held), historyEntry(id, held), ...more];
}
