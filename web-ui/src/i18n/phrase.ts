// A game's texts (games/core/phrase.ts: its teaching, written as English messages with values)
// said in the tablet's language: the English the game gave is looked up for the message and values
// it was made of, and that message said from the catalogue of the game's folder (loaded with its
// screens), its values said too where they are phrases or lists. A text no phrase made, and no
// catalogue holds, is shown as it is: a name, or a game whose texts are not translated yet.
import { english, madeOf } from '#games';
import { fromCatalogue } from './said-phrase.ts';
import { list } from './format.ts';
import { language } from './i18n.ts';

/** A game's text in the tablet's language. */
export function sayText(text: string): string {
  const made = madeOf(text);
  if (!made) return fromCatalogue(text, {}) ?? text;
  // English keeps the game's own list (no comma before its last item).
  if ('list' in made) return language() === 'en' ? text : list(made.list.map(sayText), made.type);
  // A value that is the sentence itself (a word chosen by a select on it: `{colour, select, red {red} …}`) is a name here.
  const values = Object.fromEntries(Object.entries(made.values).map(([k, v]) => [k, typeof v === 'string' && v !== text && madeOf(v) ? sayText(v) : v]));
  return fromCatalogue(made.message, values) ?? english(made.message, values);
}
