// Each seat has a colour and a mark, the same on every screen (name chips, collections, revealed
// cards, standings), so a player finds themselves at a glance from across the table, whatever
// colours they see (Okabe–Ito, each with its shape). The stashes' red and black and the captain's
// gold are told by their words and places, not by a seat's colour.
import { type Hue, hueStyle, OKABE_ITO } from '../../parts/okabe-ito.ts';
import { INTERLOPER } from './model.ts';

const { blue, vermillion, bluishGreen, reddishPurple, orange, skyBlue, yellow } = OKABE_ITO;
export const SEAT_HUES: readonly Hue[] = [blue, vermillion, bluishGreen, reddishPurple, orange, skyBlue, yellow];
export const SEAT_COLOURS = SEAT_HUES.map((h) => h.colour);
const INTERLOPER_HUE: Hue = { colour: '#95a5a6', mark: '✖' };
const UNSEATED: Hue = { colour: '#8d7b68', mark: '?' };

/** The colour and mark of `player`'s seat among `players` (seat order); the Interloper's is grey. */
export function seatHue(player: string, players: readonly string[]): Hue {
  if (player === INTERLOPER) return INTERLOPER_HUE;
  const i = players.indexOf(player);
  return i < 0 ? UNSEATED : (SEAT_HUES[i % SEAT_HUES.length] as Hue);
}

export const seatColour = (player: string, players: readonly string[]): string => seatHue(player, players).colour;

/** The style attribute that gives an element its player's colour as `--seat` and mark as `--seat-mark`. */
export function seatStyle(player: string, players: readonly string[]): Record<string, string> {
  return hueStyle(seatHue(player, players));
}
