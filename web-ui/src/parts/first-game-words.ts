// A game's first round in words: a game may keep its scripted steps' lines apart from its screens'
// (its entry's `firstRoundWords`, games/index.ts), fetched only while a first game of it is on the
// table, so that opening the game does not fetch them. Idempotent: loadFolder fetches a folder once
// per language.
import { useEffect, useState } from 'preact/hooks';
import { GAMES } from '../games/index.ts';

/** While a first game of `game` is on the table, fetches its words and draws the component again once they are in. */
export function useFirstGameWords(game: string | undefined, on: boolean): void {
  const [, setIn] = useState(false);
  useEffect(() => {
    const fetch = on && game ? GAMES[game]?.firstRoundWords : undefined;
    if (!fetch) return;
    let live = true;
    void fetch().then(() => live && setIn(true));
    return () => {
      live = false;
    };
  }, [game, on]);
}
