// An independent reading of the move rules (B7–B18), written straight from the rulings with
// coordinates and no tables, to check the fast generator against: slow, plain, separate.
export interface Coin {
  colour: 'gold' | 'silver';
  face: number;
}
export type Board = Map<string, Coin[]>; // square name → coins bottom to top

const sq = (f: number, r: number) => `${'abcdef'[f]}${r + 1}`;
const at = (name: string): [number, number] => ['abcdef'.indexOf(name[0] as string), Number(name[1]) - 1];

/** Whether the pirate `mover` may move the piece on `from` to `to`. */
export function isLegal(board: Board, mover: 'gold' | 'silver', from: string, to: string, noReturn: { from: string; to: string } | null): boolean {
  const piece = board.get(from);
  if (!piece || piece.length === 0 || from === to) return false;
  if (noReturn && noReturn.from === from && noReturn.to === to) return false; // B18
  const top = piece[piece.length - 1] as Coin;
  const isStack = piece.length >= 2;
  if (isStack && top.colour !== mover) return false; // B7: never the opponent's stack
  const ownCoin = !isStack && top.colour === mover;
  const newFace = 7 - top.face; // B8
  const [f0, r0] = at(from);
  const [f1, r1] = at(to);
  const df = f1 - f0;
  const dr = r1 - r0;
  let ok = false;
  if (Math.max(Math.abs(df), Math.abs(dr)) === 1)
    ok = true; // B9
  else if (!isStack && [0, 2, -2].includes(df) && [0, 2, -2].includes(dr)) {
    // B10: over one piece of the coin's own colour
    const over = board.get(sq(f0 + df / 2, r0 + dr / 2));
    ok = !!over && over.length > 0 && (over[over.length - 1] as Coin).colour === top.colour;
  }
  if (!ok) return false;
  const target = board.get(to);
  if (!target || target.length === 0) return true;
  const t = target[target.length - 1] as Coin;
  if (t.colour === top.colour) return false; // B11
  if (!isStack && !ownCoin) return false; // B12: the opponent's coin never captures
  if (isStack) return newFace > t.face; // B15
  return t.face === newFace || t.face + newFace === 7 || t.face === newFace - 1; // B13, B14
}

export const SQUARE_NAMES: string[] = Array.from({ length: 36 }, (_, i) => sq(i % 6, Math.floor(i / 6)));

/** The board of a replay view ({a1: "G1", d4: "S3/G4"}) as coins. */
export function boardFromView(view: Record<string, string>): Board {
  const b: Board = new Map();
  for (const [name, stack] of Object.entries(view)) {
    b.set(
      name,
      stack.split('/').map((c) => ({ colour: c[0] === 'G' ? 'gold' : 'silver', face: Number(c[1]) })),
    );
  }
  return b;
}

/** B20 from the printed board: every coin of each stack its top's colour owns. */
export function scoresFromView(view: Record<string, string>): { gold: number; silver: number } {
  const s = { gold: 0, silver: 0 };
  for (const coins of boardFromView(view).values()) {
    if (coins.length < 2) continue;
    const owner = (coins[coins.length - 1] as Coin).colour;
    for (const c of coins) s[owner] += c.face;
  }
  return s;
}
