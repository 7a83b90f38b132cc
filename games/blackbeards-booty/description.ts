// What the shelf says of Blackbeard's Booty and what it needs from the table: two pirates, a
// board and 24 coins; no cards on the reader, no scale.
import { phrase } from '../core/phrase.ts';
import type { GameDescription } from '../core/types.ts';
import { LEVELS } from './ai/pirate.ts';
import { DEFAULT_TARGET, MAX_TARGET } from './state.ts';

export const description: GameDescription = {
  id: 'blackbeards-booty',
  name: "Blackbeard's Booty",
  blurb: 'Two pirates flip, leap and stack gold and silver coins on a turning 6×6 board; first to the target score wins.',
  players: [2],
  deck: null,
  scale: 'none',
  options: [
    {
      key: 'targetScore',
      label: phrase('Target score'),
      kind: 'number',
      default: DEFAULT_TARGET,
      min: 1,
      max: MAX_TARGET,
      help: phrase('The first pirate whose stacks add up to this wins (B22). 13 is quick, 21 the default.'),
    },
  ],
  // Either pirate may be played by the computer (easy, medium or hard), chosen at the table.
  computer: { seats: ['gold', 'silver'], levels: LEVELS },
};

/** What the shelf says of Blackbeard's Booty's first game (first-game.ts). */
export const FIRST_GAME_ABOUT = phrase(
  'A first game on the tablet alone: you play gold against the easy computer pirate (silver), to 13 points. The Rules tab answers any question on the way.',
);
