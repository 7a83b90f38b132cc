// Coins, squares and notation of Blackbeard's Booty (B1–B4).
// A coin is a small number: its colour bit (0 gold, 8 silver) plus the face showing up (1–6);
// the face beneath is always 7 − face (B1). A square is 0–35: file a–f = 0–5, rank 1–6 = 0–5,
// index = rank × 6 + file (B2: coordinates belong to the board, not to the table).

export type Colour = 'gold' | 'silver';
export const COLOURS: readonly Colour[] = ['gold', 'silver'];

export const GOLD = 0;
export const SILVER = 8;
export type ColourBit = typeof GOLD | typeof SILVER;

export const colourBit = (c: Colour): ColourBit => (c === 'gold' ? GOLD : SILVER);
export const colourName = (bit: number): Colour => (bit & SILVER ? 'silver' : 'gold');
export const other = (c: Colour): Colour => (c === 'gold' ? 'silver' : 'gold');

/** B8: turning a coin over shows 7 − face. */
export const turned = (coin: number): number => (coin & SILVER) | (7 - (coin & 7));

export const SQUARES = 36;
const FILES = 'abcdef';

export function squareName(sq: number): string {
  return `${FILES[sq % 6]}${Math.floor(sq / 6) + 1}`;
}

/** "a1"…"f6", upper case accepted (B2); null for anything else. */
export function parseSquare(raw: string): number | null {
  const m = /^([a-f])([1-6])$/i.exec(raw);
  if (!m) return null;
  return (Number(m[2]) - 1) * 6 + FILES.indexOf((m[1] as string).toLowerCase());
}

export const ALL_SQUARES: readonly string[] = Array.from({ length: SQUARES }, (_, i) => squareName(i));

export function coinName(coin: number): string {
  return `${coin & SILVER ? 'S' : 'G'}${coin & 7}`;
}

/** "G3" or "s4" (B1: lower case accepted) → coin, or null. */
export function parseCoin(raw: string): number | null {
  const m = /^([gs])([1-6])$/i.exec(raw);
  if (!m) return null;
  return ((m[1] as string).toLowerCase() === 's' ? SILVER : GOLD) | Number(m[2]);
}

/** B3: bottom to top joined by "/". */
export function stackName(stack: readonly number[]): string {
  return stack.map(coinName).join('/');
}

/** B4: each pirate's back rank 1…6 from their own left, the next rank 6…1. */
export function setUp(): number[][] {
  const cells: number[][] = Array.from({ length: SQUARES }, () => []);
  for (let f = 0; f < 6; f++) {
    cells[f] = [GOLD | (f + 1)];
    cells[6 + f] = [GOLD | (6 - f)];
    cells[30 + f] = [SILVER | (6 - f)];
    cells[24 + f] = [SILVER | (f + 1)];
  }
  return cells;
}

/** B14: what a single coin showing m (after turning) takes: equal, total 7, or exactly one lower. */
export function coinTakes(m: number, t: number): boolean {
  return t === m || m + t === 7 || t === m - 1;
}

/** B15: a stack takes any lower top. */
export function stackTakes(m: number, t: number): boolean {
  return m > t;
}
