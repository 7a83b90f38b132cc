// The High Seize cards (H1, H2, H9): four colour decks of 16 cargo cards and 4 ship cards, ids like
// `R07` and `BS2`, and the black neutral ship `NS`, which is never tapped. The printed numbers are
// unknown, so the house deck below is the default; a table may enter its own (H10).

export type Colour = 'red' | 'blue' | 'green' | 'yellow';
export const COLOURS: readonly Colour[] = ['red', 'blue', 'green', 'yellow']; // H1
export const LETTER: Record<Colour, string> = { red: 'R', blue: 'B', green: 'G', yellow: 'Y' };
const BY_LETTER: Record<string, Colour> = { R: 'red', B: 'blue', G: 'green', Y: 'yellow' };

export const NEUTRAL_SHIP = 'NS';
export const CARGO_PER_COLOUR = 16;
export const SHIPS_PER_COLOUR = 4;
export const CARDS_PER_COLOUR = CARGO_PER_COLOUR + SHIPS_PER_COLOUR;

export interface Numbers {
  weight: number;
  value: number;
}

const num = (n: number) => String(n).padStart(2, '0');
const CARGO_SUFFIXES = Array.from({ length: CARGO_PER_COLOUR }, (_, i) => num(i + 1));
const SHIP_SUFFIXES = Array.from({ length: SHIPS_PER_COLOUR }, (_, i) => `S${i + 1}`);

/** H9: the house deck, the same for every colour: cargo 01–16, then ships S1–S4. */
const HOUSE_WEIGHTS = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 1, 0, 0, 0, 0];
const HOUSE_VALUES = [1, 2, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 7, 6, 2, 3, 4, 5];

/** Every colour card in enrolment order: red cargo and ships, then blue, green, yellow. */
export const DECK: readonly string[] = COLOURS.flatMap((c) => [...CARGO_SUFFIXES, ...SHIP_SUFFIXES].map((s) => `${LETTER[c]}${s}`));

export const HOUSE_DECK: Readonly<Record<string, Numbers>> = Object.fromEntries(
  DECK.map((id, i) => [id, { weight: HOUSE_WEIGHTS[i % CARDS_PER_COLOUR]!, value: HOUSE_VALUES[i % CARDS_PER_COLOUR]! }]),
);

const DECK_SET = new Set(DECK);

/** H2: a typed id in any case and with spaces at the ends, as the canonical upper-case id, or null
 * when it names no colour card (the neutral ship included: it is never tapped). */
export function canonicalCard(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length > 10) return null;
  const id = raw.trim().toUpperCase();
  return DECK_SET.has(id) ? id : null;
}

export const colourOf = (id: string): Colour => BY_LETTER[id[0]!]!;
export const isShip = (id: string): boolean => id[1] === 'S';
export const isCargo = (id: string): boolean => DECK_SET.has(id) && !isShip(id);
export const shipsOf = (c: Colour): string[] => SHIP_SUFFIXES.map((s) => `${LETTER[c]}${s}`);
export const cargoOf = (c: Colour): string[] => CARGO_SUFFIXES.map((s) => `${LETTER[c]}${s}`);

const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);

/** The words for a card, e.g. `Red cargo 07`, `Blue ship 2`. */
export function cardLabel(id: string): string {
  if (id === NEUTRAL_SHIP) return 'Neutral ship (black)';
  if (!DECK_SET.has(id)) return id;
  const colour = cap(colourOf(id));
  return isShip(id) ? `${colour} ship ${id.slice(2)}` : `${colour} cargo ${id.slice(1)}`;
}
