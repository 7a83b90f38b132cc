// The card's result as rows a player fills in at the table (docs/table-script/plunder.md, Effects):
// one row per primitive, turned into an Effect and checked by the engine's own parseEffect, and
// said back in plain words. Amounts that need the ledger (the halving, P17) are the engine's to judge.
import { type TreasureColour as Colour, TREASURE_COLOURS as COLOURS, type Effect, HARBOUR, isRejection, parseEffect, type Treasures } from '#games';
import { type Msg, msg, t } from '../../i18n/i18n.ts';
import { colourWord } from './model.ts';

export type EffectKind = Effect['do'];

/** "+ add an effect": the primitives in the table's words, in the order offered. */
export const KINDS: readonly { kind: EffectKind; words: Msg }[] = [
  { kind: 'steal', words: msg('steal treasures') },
  { kind: 'stealCrew', words: msg('steal crew') },
  { kind: 'lose', words: msg('lose treasures') },
  { kind: 'loseCrew', words: msg('lose crew') },
  { kind: 'recruit', words: msg('recruit') },
  { kind: 'give', words: msg('give treasures') },
  { kind: 'draw', words: msg('draw cards') },
  { kind: 'discard', words: msg('discard cards') },
  { kind: 'keep', words: msg('keep') },
];

export interface EffectRow {
  kind: EffectKind;
  /** Who acts (or, for lose and loseCrew, the victim); starts as whoever played the card. */
  player: string;
  /** from (steals) or to (give): another seat or the harbour. */
  other: string;
  n: number;
  /** A steal limited to one colour (the card names it), or null for any. */
  colour: Colour | null;
  /** take (steal, lose), pay (recruit) or treasures (give). */
  treasures: Treasures;
}

/** The fields each primitive shows. */
export const FIELDS: Record<EffectKind, { player: boolean; other: 'from' | 'to' | null; n: boolean; treasures: 'take' | 'pay' | 'treasures' | null }> = {
  steal: { player: true, other: 'from', n: true, treasures: 'take' },
  stealCrew: { player: true, other: 'from', n: true, treasures: null },
  lose: { player: true, other: null, n: true, treasures: 'take' },
  loseCrew: { player: true, other: null, n: true, treasures: null },
  recruit: { player: true, other: null, n: false, treasures: 'pay' },
  give: { player: true, other: 'to', n: false, treasures: 'treasures' },
  draw: { player: true, other: null, n: true, treasures: null },
  discard: { player: true, other: null, n: true, treasures: null },
  keep: { player: false, other: null, n: false, treasures: null },
};

/** P16: lose and loseCrew always name their victim; the others may leave the card's player out. */
const NAMES_PLAYER: ReadonlySet<EffectKind> = new Set(['lose', 'loseCrew']);

export const N_MAX = 72;
export const COUNT_MAX = 10;

const none = (): Treasures => ({ red: 0, blue: 0, green: 0, yellow: 0, purple: 0 });

/** Where `player` may steal from or give to: the other seats, then the harbour. */
export const othersOf = (seats: readonly string[], player: string): string[] => [...seats.filter((s) => s !== player), HARBOUR];

export function newRow(kind: EffectKind, seats: readonly string[], cardPlayer: string): EffectRow {
  return { kind, player: cardPlayer, other: othersOf(seats, cardPlayer)[0] ?? HARBOUR, n: 1, colour: null, treasures: none() };
}

/** A row after one field changed; a from/to that became the player moves to the first other holder. */
export function changeRow(row: EffectRow, change: Partial<EffectRow>, seats: readonly string[]): EffectRow {
  const next = { ...row, ...change };
  if (next.other === next.player) next.other = othersOf(seats, next.player)[0] ?? HARBOUR;
  next.n = Math.min(N_MAX, Math.max(1, Math.round(next.n)));
  return next;
}

const positive = (t: Treasures): Partial<Treasures> => {
  const out: Partial<Treasures> = {};
  for (const c of COLOURS) if (t[c] > 0) out[c] = t[c];
  return out;
};

/** The effect as the table script spells it: the card's player left out where the type allows. */
export function rowEffect(row: EffectRow, cardPlayer: string): Record<string, unknown> {
  const f = FIELDS[row.kind];
  const e: Record<string, unknown> = { do: row.kind };
  if (f.player && (NAMES_PLAYER.has(row.kind) || row.player !== cardPlayer)) e.player = row.player;
  if (f.other) e[f.other] = row.other;
  if (f.n) e.n = row.n;
  if (row.kind === 'steal' && row.colour) e.colour = row.colour;
  if (f.treasures) e[f.treasures] = positive(row.treasures);
  return e;
}

/** An effect as the table script spells it, as a row (its player, where left out, the card's). */
export function effectRow(e: Effect, cardPlayer: string): EffectRow {
  const f = e as {
    player?: string;
    from?: string;
    to?: string;
    n?: number;
    colour?: Colour;
    take?: Partial<Treasures>;
    pay?: Partial<Treasures>;
    treasures?: Partial<Treasures>;
  };
  return {
    kind: e.do,
    player: f.player ?? cardPlayer,
    other: f.from ?? f.to ?? HARBOUR,
    n: f.n ?? 1,
    colour: f.colour ?? null,
    treasures: { ...none(), ...(f.take ?? f.pay ?? f.treasures) },
  };
}

/** The row's Effect, or the problem to say beside it: the engine's parseEffect, then what a row can get wrong. */
export function checkRow(row: EffectRow, index: number, cardPlayer: string): { effect: Effect } | { problem: string } {
  const parsed = parseEffect(rowEffect(row, cardPlayer), index);
  if (isRejection(parsed)) return { problem: parsed.reason };
  if (row.kind === 'steal' && row.colour && COLOURS.some((c) => c !== row.colour && row.treasures[c] > 0))
    return { problem: t('effect {n} (steal): only {colour} may be taken, as the card names it (P17)', { n: index + 1, colour: colourWord(row.colour) }) };
  if (row.kind === 'give' && Object.keys(positive(row.treasures)).length === 0)
    return { problem: t('effect {n} (give): choose the treasures given', { n: index + 1 }) };
  return { effect: parsed };
}

/** Every row's effect when all are valid, else null (Resolve waits). */
export function checkRows(rows: readonly EffectRow[], cardPlayer: string): Effect[] | null {
  const out: Effect[] = [];
  for (const [i, row] of rows.entries()) {
    const c = checkRow(row, i, cardPlayer);
    if ('problem' in c) return null;
    out.push(c.effect);
  }
  return out;
}

/** "2 red, 1 blue", or "nothing". */
export function treasureWords(held: Treasures): string {
  const parts = COLOURS.filter((c) => held[c] > 0).map((c) => `${held[c]} ${colourWord(c)}`);
  return parts.length ? parts.join(', ') : t('nothing');
}

/** The row in plain words: "Ann steals 3 from Bob: 2 red, 1 blue". */
export function describeRow(row: EffectRow): string {
  const player = row.player;
  const treasures = treasureWords(row.treasures);
  const n = row.n;
  switch (row.kind) {
    case 'steal':
      return row.colour
        ? t('{player} steals {n} {colour} from {other, select, harbour {the harbour} other {{other}}}: {treasures}', {
            player,
            n,
            colour: colourWord(row.colour),
            other: row.other,
            treasures,
          })
        : t('{player} steals {n} from {other, select, harbour {the harbour} other {{other}}}: {treasures}', { player, n, other: row.other, treasures });
    case 'stealCrew':
      return t('{player} steals {n} crew from {other, select, harbour {the harbour} other {{other}}}', { player, n, other: row.other });
    case 'lose':
      return t('{player} loses {n}: {treasures}', { player, n, treasures });
    case 'loseCrew':
      return t('{player} loses {n} crew', { player, n });
    case 'recruit':
      return t('{player} recruits 1 crew, paying {treasures}', { player, treasures });
    case 'give':
      return t('{player} gives {other, select, harbour {the harbour} other {{other}}} {treasures}', { player, other: row.other, treasures });
    case 'draw':
      return t('{player} draws {n, plural, one {# card} other {# cards}}', { player, n });
    case 'discard':
      return t('{player} discards {n, plural, one {# card} other {# cards}}', { player, n });
    case 'keep':
      return t('the card is kept in front of its player');
  }
}
