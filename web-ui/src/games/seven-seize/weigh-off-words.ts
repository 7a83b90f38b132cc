// The weigh-off's words (./weigh-off/words.ts) fetched once the game comes to its last round, so
// that they are in by the weigh-off, and not with the game's screens: a tablet that opens 7 Seize
// fetches only the rounds' words. Idempotent: loadFolder fetches a folder once per language.
import { useEffect, useState } from 'preact/hooks';
import { loadFolder } from '../../i18n/start.ts';
import type { SevenSeizeView } from './model.ts';
import { WORDS } from './weigh-off/words.ts';

/** The round the weigh-off's words are fetched in: the last (R17). */
const LAST_ROUND = 7;

const FOLDER = 'games/seven-seize/weigh-off';
let fetched: Promise<void> | null = null;

/** Whether `v` is near enough the weigh-off for its words. */
export const nearWeighOff = (v: SevenSeizeView): boolean => v.phase === 'weigh-off' || v.phase === 'finished' || v.round >= LAST_ROUND;

/** Fetches the weigh-off's words when `v` is near it; resolves once they are in (at once otherwise). */
export function weighOffWords(v: SevenSeizeView): Promise<void> {
  if (!nearWeighOff(v)) return Promise.resolve();
  fetched ??= loadFolder(FOLDER, WORDS);
  return fetched;
}

/** Fetches the weigh-off's words when `v` is near it, and draws the component again once they are in. */
export function useWeighOffWords(v: SevenSeizeView): void {
  const near = nearWeighOff(v);
  const [, setIn] = useState(false);
  useEffect(() => {
    if (!near) return;
    let live = true;
    void weighOffWords(v).then(() => live && setIn(true));
    return () => {
      live = false;
    };
  }, [near]);
}
