// Each seat has a colour, the same on every screen (name chips, collections, revealed cards,
// standings), so a player finds themselves at a glance from across the table. Not red, black or
// gold: those are the stashes' and the captain's.
import { INTERLOPER } from './view.ts';

export const SEAT_COLOURS = ['#2e86de', '#27ae60', '#8e44ad', '#e67e22', '#16a085', '#d6336c', '#6b8e23'] as const;
const INTERLOPER_COLOUR = '#95a5a6';
const UNSEATED = '#8d7b68';

/** The colour of `player`'s seat among `players` (seat order); the Interloper's is grey. */
export function seatColour(player: string, players: readonly string[]): string {
  if (player === INTERLOPER) return INTERLOPER_COLOUR;
  const i = players.indexOf(player);
  return i < 0 ? UNSEATED : (SEAT_COLOURS[i % SEAT_COLOURS.length] as string);
}

/** The style attribute that gives an element its player's colour as `--seat`. */
export function seatStyle(player: string, players: readonly string[]): Record<string, string> {
  return { '--seat': seatColour(player, players) };
}
