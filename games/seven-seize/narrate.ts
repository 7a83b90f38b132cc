// What a step did, as data the tablet says in its language: each event is a phrase's message (its
// id in the game's catalogue) and its values (players, cards, colours, counts), kept so in the
// state; `eventText` writes it in English (the view's `events`, `replay`, the terminal).
import type { SentPhrase, SentValue } from '../core/phrase-key.ts';
import { english, phrase, phraseList, phraseOf } from '../core/phrase.ts';
import type { Colour } from './cards.ts';

/** One thing a step did: "Ann (9H) takes 2 from the red stash", as its message and values. */
export type SeizeEvent = SentPhrase;

/** The event a phrase just made (`told(phrase('…', { … }))`). */
export const told = (text: string): SeizeEvent => phraseOf(text) ?? { message: text, values: {} };

const valueText = (v: SentValue): string | number => (typeof v !== 'object' ? v : 'list' in v ? phraseList(v.list, v.type) : eventText(v));

/** An event in English. */
export function eventText(e: SeizeEvent): string {
  return english(e.message, Object.fromEntries(Object.entries(e.values).map(([k, v]) => [k, valueText(v)])));
}

export function takes(who: string, n: number, colour: Colour, card: string): string {
  return phrase('{who} ({card}) takes {n} from the {colour, select, red {red} other {black}} stash', { who, card, n, colour });
}

/** "Ann (9H) finds the red stash empty". */
export const findsEmpty = (who: string, card: string, colour: Colour): string =>
  phrase('{who} ({card}) finds the {colour, select, red {red} other {black}} stash empty', { who, card, colour });
