// The 78 Loot cards (L1) in the notation of L3: merchants `M5.2`, pirate ships `B4.2`,
// captains `BC`, the admiral `AD`. Each physical card has its own id, so a tap names that card.

export type Colour = 'blue' | 'green' | 'purple' | 'yellow';
export const COLOURS: readonly Colour[] = ['blue', 'green', 'purple', 'yellow']; // L2
const LETTER: Record<Colour, string> = { blue: 'B', green: 'G', purple: 'P', yellow: 'Y' };
const BY_LETTER: Record<string, Colour> = { B: 'blue', G: 'green', P: 'purple', Y: 'yellow' };

/** L1: copies of each merchant value (100 gold in all). */
const MERCHANTS: readonly [gold: number, copies: number][] = [
  [2, 5],
  [3, 6],
  [4, 5],
  [5, 5],
  [6, 2],
  [7, 1],
  [8, 1],
];
/** L1: copies of each pirate ship strength, per colour (30 skulls). */
const PIRATES: readonly [skulls: number, copies: number][] = [
  [1, 2],
  [2, 4],
  [3, 4],
  [4, 2],
];

export const ADMIRAL = 'AD';
export const TOTAL_GOLD = 100;

export type Card =
  | { kind: 'merchant'; id: string; gold: number; copy: number }
  | { kind: 'pirate'; id: string; colour: Colour; skulls: number; copy: number }
  | { kind: 'captain'; id: string; colour: Colour }
  | { kind: 'admiral'; id: string };

const CARDS = new Map<string, Card>();
for (const [gold, copies] of MERCHANTS) for (let c = 1; c <= copies; c++) CARDS.set(`M${gold}.${c}`, { kind: 'merchant', id: `M${gold}.${c}`, gold, copy: c });
for (const colour of COLOURS)
  for (const [skulls, copies] of PIRATES)
    for (let c = 1; c <= copies; c++) {
      const id = `${LETTER[colour]}${skulls}.${c}`;
      CARDS.set(id, { kind: 'pirate', id, colour, skulls, copy: c });
    }
for (const colour of COLOURS) CARDS.set(`${LETTER[colour]}C`, { kind: 'captain', id: `${LETTER[colour]}C`, colour });
CARDS.set(ADMIRAL, { kind: 'admiral', id: ADMIRAL });

/** Every card id, in the order a boxed deck is sorted: merchants, pirates by colour, captains, admiral. */
export const DECK: readonly string[] = [...CARDS.keys()];
export const MERCHANT_IDS: readonly string[] = DECK.filter((id) => CARDS.get(id)?.kind === 'merchant');

/** The card of a canonical id (ids in the state are always canonical). */
export function card(id: string): Card | undefined {
  return CARDS.get(id);
}

export const goldOf = (id: string): number => {
  const c = CARDS.get(id);
  return c?.kind === 'merchant' ? c.gold : 0;
};

const COLOUR_WORD = '(b|g|p|y|blue|green|purple|yellow|gold)';
const CAPTAIN_WORD = '(c|cap|captain)';
const RE_ADMIRAL = /^(a|ad|adm|admiral)$/;
const RE_CAPTAIN = new RegExp(`^(?:${COLOUR_WORD}${CAPTAIN_WORD}|${CAPTAIN_WORD}${COLOUR_WORD})$`);
const RE_MERCHANT = /^(?:m|merchant)(\d)(\d)$/;
const RE_PIRATE = new RegExp(`^${COLOUR_WORD}(\\d)(\\d)$`);

function colourOf(word: string): Colour {
  if (word === 'gold') return 'yellow'; // L2
  return BY_LETTER[word[0]!.toUpperCase()]!;
}

/** L3: lenient parse (any case, separators `. - _ / # :` and spaces, colour words) into the
 * canonical id, or null when it names no card of the deck (`M9.1`, `B5.1`). */
export function canonicalCard(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length > 40) return null;
  const t = raw.trim().toLowerCase();
  if (!/^[a-z0-9.\-_/#:\s]+$/.test(t)) return null;
  const s = t.replace(/[.\-_/#:\s]+/g, '');
  let id: string | null = null;
  let m: RegExpExecArray | null;
  if (RE_ADMIRAL.test(s)) id = ADMIRAL;
  else if ((m = RE_CAPTAIN.exec(s))) id = `${LETTER[colourOf(m[1] ?? m[4]!)]}C`;
  else if ((m = RE_MERCHANT.exec(s))) id = `M${m[1]}.${m[2]}`;
  else if ((m = RE_PIRATE.exec(s))) id = `${LETTER[colourOf(m[1]!)]}${m[2]}.${m[3]}`;
  return id !== null && CARDS.has(id) ? id : null;
}

const ORDINAL = ['', '1st', '2nd', '3rd', '4th', '5th', '6th'];
const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);

/** The words for a card, e.g. `Merchant ship, 5 gold (2nd)`, `Blue pirate ship, 4 skulls (1st)`. */
export function cardLabel(id: string): string {
  const c = CARDS.get(id);
  if (!c) return id;
  switch (c.kind) {
    case 'merchant':
      return `Merchant ship, ${c.gold} gold (${ORDINAL[c.copy]})`;
    case 'pirate':
      return `${cap(c.colour)} pirate ship, ${c.skulls} skull${c.skulls > 1 ? 's' : ''} (${ORDINAL[c.copy]})`;
    case 'captain':
      return `${cap(c.colour)} pirate captain`;
    case 'admiral':
      return 'Admiral';
  }
}
