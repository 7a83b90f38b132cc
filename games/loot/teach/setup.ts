// What a Loot table lays out before the first card, and what the game is about.
import { phrase } from '../../core/phrase.ts';
import type { SetupGuide } from '../../core/teach.ts';

export function setup(players: number, options: Readonly<Record<string, unknown>>): SetupGuide {
  const teams = options.partnership === true;
  const layOut = [
    phrase('The 78-card Loot deck: 25 merchant ships, 48 pirate ships in four colours, the four pirate captains and the admiral (L1).'),
    phrase('Shuffle and deal 6 cards to each of the {players} players; the rest is the face-down draw pile, {pile} cards (L6).', {
      players,
      pile: 78 - 6 * players,
    }),
    phrase("The rig's card reader in the middle: every card played goes face up on the table and is tapped on the reader first (L4)."),
    phrase('Room in front of each player for their merchant ships at sea, and a spot for the face-down ships each player (or team) captures.'),
    phrase('The scale is not used.'),
  ];
  if (teams) layOut.push(phrase('Partnership: partners sit side by side and attack, capture and score as one team (L27).'));
  if (options.openScores === true) layOut.push(phrase('Open scores: the gold of captured ships shows during play (L28).'));
  return {
    goal: phrase(
      'Send merchant ships to sea and capture ships with pirate fleets: a merchant you lead at the start of your turn is yours, with its gold. When the draw pile is empty and {teams, select, yes {both players of a team have} other {someone has}} played their last card, the gold you captured, less the gold of merchants still in your hand, is your score: the most gold wins.',
      { teams: teams ? 'yes' : 'no' },
    ),
    layOut,
    rules: ['L1', 'L6', 'L15', 'L24', ...(teams ? ['L27'] : [])],
  };
}
