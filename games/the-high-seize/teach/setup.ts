// What a table of The High Seize lays out before the first ship, and what the game is about.
import { phrase, phraseList } from '../../core/phrase.ts';
import type { SetupGuide } from '../../core/teach.ts';

const COLOURS = ['red', 'blue', 'green', 'yellow'];

/** A colour by its word, as the game's screens say it. */
const colourWord = (colour: string): string => phrase('{colour, select, red {red} blue {blue} green {green} yellow {yellow} other {{colour}}}', { colour });

export function setup(players: number, options: Readonly<Record<string, unknown>>): SetupGuide {
  const colours = Array.isArray(options.colours) ? (options.colours as string[]) : COLOURS.slice(0, players);
  const hidden = options.hideScores !== false;
  return {
    goal: phrase(
      'Four rounds of bluff: everyone loads cargo face down onto everyone’s ships, the heaviest ship sinks with all its cargo, and each player keeps the cards of their own colour that reach port, whoever’s ship carried them. After four rounds the highest value kept wins.',
    ),
    layOut: [
      phrase('One colour deck per player ({colours}): 16 cargo cards and 4 ship cards each (H1).', { colours: phraseList(colours.map(colourWord), 'unit') }),
      phrase(
        'Each player keeps their 4 ships face up in front of them and shuffles their 16 cargo cards into a face-down deck of their own; everyone draws 4 cargo cards (H5).',
      ),
      phrase('The black neutral ship in the middle of the table: anyone may load it (H8).'),
      phrase(
        "The rig's card reader within reach: a card may be tapped as it is placed, and no screen shows it until the piles are turned over; every other card is tapped then (H11, H12).",
      ),
      phrase('The scale is not used.'),
      ...(hidden ? [phrase('Kept cards lie face down: scores show only at the end (H20).')] : []),
    ],
    rules: ['H1', 'H5', 'H8', 'H11'],
  };
}
