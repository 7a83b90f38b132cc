// What the tablet shows of a game of The High Seize: the engine's table view as the server sends
// it (docs/table-script/the-high-seize.md; no running scores while they are hidden, H20), the card
// numbers the game plays with (the house deck and the table's own, H9, H10), and what may be
// picked on the tablet instead of tapped.
import {
  highSeizeCanonicalCard as canonicalCard,
  cargoOf,
  type ShipColour as Colour,
  shipColourOf as colourOf,
  SHIP_COLOURS as COLOURS,
  type HighSeizeAwaiting,
  type HighSeizeView,
  HIGH_SEIZE_DECK,
  HOUSE_DECK,
  isShip,
  NEUTRAL,
  NEUTRAL_SHIP,
  type CardNumbers as Numbers,
  type PileView,
  type RoundKept,
} from '#games';
import { type Hue, hueStyle, OKABE_ITO } from '../../parts/okabe-ito.ts';
import { isObj, viewGuard } from '../view-check.ts';
import { t } from '../../i18n/i18n.ts';

export { COLOURS, type Colour, colourOf, isShip, NEUTRAL, NEUTRAL_SHIP, type Numbers };

export type { HighSeizeAwaiting, HighSeizeView, PileView, RoundKept };

/** Why `v` is not a High Seize view the screens can show, or null. */
export function viewProblem(v: Record<string, unknown>): string | null {
  if (typeof v.round !== 'number') return 'the view lacks its round';
  if (!isObj(v.colours) || !Object.values(v.colours).every((c) => COLOURS.includes(c as Colour))) return '"colours" is malformed';
  if (!isObj(v.piles) || !Object.values(v.piles).every((p) => isObj(p) && Array.isArray(p.revealed) && isObj(p.byColour))) return '"piles" is malformed';
  if (!isObj(v.shipsLeft) || !isObj(v.setAside) || !Array.isArray(v.history) || !Array.isArray(v.winners)) return 'the view lacks its ships, cargo or history';
  return null;
}

export const isHighSeizeView = viewGuard<HighSeizeView>('the-high-seize', viewProblem);

/** Players in seat order (the engine lists colours by seat). */
export const seats = (v: HighSeizeView): string[] => Object.keys(v.colours);

export const pileName = (pile: string): string => (pile === NEUTRAL ? t('the neutral ship') : t("{player}'s ship", { player: pile }));

/** A deck's colour in a sentence's words: "red". */
export const colourWord = (colour: string): string => t('{colour, select, red {red} blue {blue} green {green} yellow {yellow} other {{colour}}}', { colour });

/** A card in the tablet's words: "Red ship 1", "Blue cargo 05", "Neutral ship (black)". */
export function cardLabel(id: string): string {
  if (id === NEUTRAL_SHIP) return t('Neutral ship (black)');
  if (!HIGH_SEIZE_DECK.includes(id)) return id;
  const colour = colourOf(id);
  return isShip(id)
    ? t('{colour, select, red {Red} blue {Blue} green {Green} other {Yellow}} ship {number}', { colour, number: id.slice(2) })
    : t('{colour, select, red {Red} blue {Blue} green {Green} other {Yellow}} cargo {number}', { colour, number: id.slice(1) });
}

/** H9, H10: the numbers this game plays with: the house deck with the start's `options.cards` over it. */
export function gameNumbers(start: Record<string, unknown> | null): Record<string, Numbers> {
  const own = isObj(start) && isObj(start.options) && isObj(start.options.cards) ? start.options.cards : {};
  const out: Record<string, Numbers> = { ...HOUSE_DECK };
  for (const [raw, n] of Object.entries(own)) {
    const id = canonicalCard(raw);
    if (!id || !isObj(n)) continue;
    out[id] = {
      weight: typeof n.weight === 'number' ? n.weight : out[id]!.weight,
      value: typeof n.value === 'number' ? n.value : out[id]!.value,
    };
  }
  return out;
}

/** H14: the weight of a pile as far as it is known: its ship and the cards tapped so far. */
export function knownWeight(pile: PileView, numbers: Record<string, Numbers>): number {
  const ship = pile.ship && pile.ship !== NEUTRAL_SHIP ? (numbers[pile.ship]?.weight ?? 0) : 0;
  return pile.revealed.reduce((w, id) => w + (numbers[id]?.weight ?? 0), ship);
}

/** How many cards of each colour on `pile` are still face down, unknown (H8, H11). */
export function unknownByColour(pile: PileView): Partial<Record<Colour, number>> {
  const out: Partial<Record<Colour, number>> = {};
  for (const c of COLOURS) {
    const n = (pile.byColour[c] ?? 0) - pile.revealed.filter((id) => colourOf(id) === c).length;
    if (n > 0) out[c] = n;
  }
  return out;
}

/** Every card this game has shown on the tablet: revealed on a pile, kept (when shown) or out of the game. */
function shownCards(v: HighSeizeView): Set<string> {
  const kept = Object.values(v.setAside).flatMap((k) => (Array.isArray(k) ? k : []));
  return new Set([...Object.values(v.piles).flatMap((p) => p.revealed), ...kept, ...v.discarded]);
}

/** The cards that may lie face down on `pile`: cargo of a colour still unknown there, not yet shown (H13). */
export function pickable(v: HighSeizeView, pile: string): string[] {
  const p = v.piles[pile];
  if (!p) return [];
  const shown = shownCards(v);
  const colours = Object.keys(unknownByColour(p)) as Colour[];
  return colours.flatMap((c) => cargoOf(c).filter((id) => !shown.has(id)));
}

/** The round just settled: its weights and the ships that sank (H15), or null before the first. */
export const lastRound = (v: HighSeizeView) => v.history.at(-1) ?? null;

/** Each colour deck's own colour on the tablet, and its mark: a player is shown in the colour they
 * play (H1), in Okabe and Ito's shades, which everyone tells apart. */
export const DECK_HUE: Record<Colour, Hue> = { red: OKABE_ITO.vermillion, blue: OKABE_ITO.blue, green: OKABE_ITO.bluishGreen, yellow: OKABE_ITO.yellow };

/** The style that gives a player's name chip their deck's colour and mark (as `--seat`, like other games' seats). */
export const colourStyle = (v: HighSeizeView, player: string): Record<string, string> => hueStyle(DECK_HUE[v.colours[player] ?? 'red']);
