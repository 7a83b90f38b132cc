// What a Loot table lays out before the first card, and what the game is about.
import type { SetupGuide } from '../../core/teach.ts';

export function setup(players: number, options: Readonly<Record<string, unknown>>): SetupGuide {
  const teams = options.partnership === true;
  const layOut = [
    'The 78-card Loot deck: 25 merchant ships, 48 pirate ships in four colours, the four pirate captains and the admiral (L1).',
    `Shuffle and deal 6 cards to each of the ${players} players; the rest is the face-down draw pile, ${78 - 6 * players} cards (L6).`,
    "The rig's card reader in the middle: every card played goes face up on the table and is tapped on the reader first (L4).",
    'Room in front of each player for their merchant ships at sea, and a spot for the face-down ships each player (or team) captures.',
    'The scale is not used.',
  ];
  if (teams) layOut.push('Partnership: partners sit side by side and attack, capture and score as one team (L27).');
  if (options.openScores === true) layOut.push('Open scores: the gold of captured ships shows during play (L28).');
  return {
    goal: `Send merchant ships to sea and capture ships with pirate fleets: a merchant you lead at the start of your turn is yours, with its gold. When the draw pile is empty and ${teams ? 'both players of a team have' : 'someone has'} played their last card, the gold you captured, less the gold of merchants still in your hand, is your score: the most gold wins.`,
    layOut,
    rules: ['L1', 'L6', 'L15', 'L24', ...(teams ? ['L27'] : [])],
  };
}
