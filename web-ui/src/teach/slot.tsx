// Where the game's teaching is drawn, so that "How to play" is on the first screen with what the
// table is asked to do: on a wide screen in a column beside the game (screens/game/Game.tsx); on a
// portrait tablet under the game's prompt; on a phone, in its short form, just over the prompt (a
// phone's prompt, with a virtual reader's cards, can fill the screen). A game's screen marks the two
// places with <TeachHere at="over"/> and <TeachHere/>; a screen that marks none (the generic table)
// gets the teaching after it, as does a tablet that is not teaching (its "Teach me this game"). Part of the shell's first load (a game's chunk imports it): the
// teaching itself comes down apart.
import { type ComponentChildren, createContext } from 'preact';
import { useContext, useEffect, useRef, useState } from 'preact/hooks';

/** `after`: after the game's screen (this tablet not teaching: its switch to teach, a "why" line);
 * `first`: before it (a game over, where no prompt waits: why it ended so, over the scores). */
export type Place = 'beside' | 'under' | 'over' | 'after' | 'first';

/** The widths (CSS pixels) from which the lesson goes beside the game, and up to which it goes over the prompt. */
const BESIDE = '(min-width: 1100px)';
const OVER = '(max-width: 600px)';

export interface Slot {
  /** The teaching, drawn where the game's screen says. */
  teaching: ComponentChildren;
  place: Place;
  /** The <TeachHere/> that drew it (a fresh slot each time the game screen draws; one place only). */
  placedBy: object | null;
}

export const TeachSlot = createContext<Slot | null>(null);

const placeNow = (): Place =>
  typeof matchMedia !== 'function' ? 'under' : matchMedia(BESIDE).matches ? 'beside' : matchMedia(OVER).matches ? 'over' : 'under';

/** Where the lesson goes at the screen's width now, followed as it changes (a tablet turned). */
export function useLessonPlace(): Place {
  const [place, setPlace] = useState(placeNow);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const lists = [matchMedia(BESIDE), matchMedia(OVER)];
    const update = (): void => setPlace(placeNow());
    for (const l of lists) l.addEventListener('change', update);
    update();
    return () => {
      for (const l of lists) l.removeEventListener('change', update);
    };
  }, []);
  return place;
}

/** A game's screen: the teaching here, under its prompt (or, `at="over"`, over it: a phone's place). */
export function TeachHere({ at = 'under' }: { at?: 'under' | 'over' }) {
  const slot = useContext(TeachSlot);
  const me = useRef({}).current;
  if (!slot || slot.place !== at || (slot.placedBy !== null && slot.placedBy !== me)) return null;
  slot.placedBy = me;
  return <>{slot.teaching}</>;
}

/** After the game's screen: the teaching, unless the screen has drawn it already (or it goes beside, or first). */
export function TeachAfter({ slot }: { slot: Slot }) {
  return slot.placedBy === null && slot.place !== 'beside' && slot.place !== 'first' ? <>{slot.teaching}</> : null;
}
