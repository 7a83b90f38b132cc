// Blackbeard's Booty's first game for a table that has never played (games/core/first-game.ts): the
// computer pirate can take either seat, so a newcomer plays a whole game on the tablet alone, gold
// against the easy pirate as silver, to the short target (B22). The table draws the bag for who
// starts (B6), and the player's seat is named "you", so the game's sentences speak to them.
import type { FirstGame } from '../core/first-game.ts';
import { FIRST_GAME_ABOUT } from './description.ts';
import { YOU } from '../core/words.ts';

export const firstGame: FirstGame = {
  kind: 'guided',
  about: FIRST_GAME_ABOUT,
  start: { type: 'start', game: 'blackbeards-booty', players: { gold: YOU, silver: 'Computer (easy)' }, options: { targetScore: 13 } },
  computer: { silver: 'easy' },
  draw: { option: 'first', among: ['gold', 'silver'] },
};
