// Whether this tablet teaches a game as it is played ("Teach me this game"): a choice of each
// tablet, per game, kept in localStorage, as the voice's and the sounds' settings are. Teaching is
// how a tablet shows the game, not part of the game: the referee and the log never hear of it, and a
// spectator's tablet has its own. Until a tablet chooses, it teaches a game the table has never
// finished (the logbook's word), and not one it has.
import { useEffect, useState } from 'preact/hooks';
import { createStore, useStore } from '../store.ts';

const KEY = 'quartermaster.teach';

type Choices = Readonly<Record<string, boolean>>;

function load(): Choices {
  try {
    const raw = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    return Object.fromEntries(Object.entries(raw).filter((e): e is [string, boolean] => typeof e[1] === 'boolean'));
  } catch {
    return {};
  }
}

const choices = createStore<{ byGame: Choices }>({ byGame: load() });

/** This tablet's choice for `game`: teach it or not (the new-game form's switch, the panel's). */
export function chooseTeaching(game: string, on: boolean): void {
  const byGame = { ...choices.get().byGame, [game]: on };
  choices.set({ byGame });
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(byGame));
  } catch {
    // private mode: the choice lasts for this page only
  }
}

/** Whether this tablet teaches `game` now (null while that is not known yet) and how to change it;
 * `played`: whether the table had played it before this game (null: not known yet). */
export function useTeaching(game: string, played: boolean | null): { on: boolean | null; choose(on: boolean): void } {
  const chosen = useStore(choices, (s) => s.byGame)[game];
  return { on: chosen ?? (played === null ? null : !played), choose: (on) => chooseTeaching(game, on) };
}

/** The new-game form's switch: on at first when the table has never played `game` (`played`), until changed. */
export function useTeachSwitch(game: string, played: boolean | null): { on: boolean; set(on: boolean): void; commit(): void } {
  const [picked, set] = useState<boolean | null>(null);
  const on = picked ?? played !== true;
  useEffect(() => set(null), [game]);
  return { on, set, commit: () => chooseTeaching(game, on) };
}
