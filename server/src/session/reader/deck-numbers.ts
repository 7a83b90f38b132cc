// The numbers printed on a deck's cards as the table entered them (e.g. each card's weight and
// value, H10), kept with the deck in <dataDir>/cards/<deck>.numbers.json so every later game uses
// them. Only decks that declare `numbers` have them; everything entered is checked first.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isObj } from '../../../../games/core/input-checks.ts';
import type { DeckDescription } from '../../../../games/core/types.ts';
import { fileTrouble, writeFileDurably } from '../durable.ts';
import { warning } from '../warning-words.ts';

export type CardNumbers = Record<string, Record<string, number>>;
export type NumbersCheck = { ok: true; numbers: CardNumbers } | { ok: false; reason: string };

/** Validates untrusted numbers: `{"R07": {"weight": 4, "value": 3}}`, cards of `deck`, its fields, whole numbers 0..max. */
export function checkDeckNumbers(raw: unknown, deck: DeckDescription): NumbersCheck {
  const spec = deck.numbers;
  if (!spec) return { ok: false, reason: `${deck.name} has no printed numbers to enter` };
  const example = `{"${deck.cards[0]}": {${spec.fields.map((f) => `"${f}": 3`).join(', ')}}}`;
  if (!isObj(raw)) return { ok: false, reason: `the numbers must be an object by card, e.g. ${example}` };
  const numbers: CardNumbers = {};
  for (const [key, value] of Object.entries(raw)) {
    const card = deck.canonical(key);
    if (!card) return { ok: false, reason: `"${key.slice(0, 20)}" is not a card of ${deck.name} (e.g. "${deck.cards[0]}")` };
    if (numbers[card]) return { ok: false, reason: `${card} is given twice` };
    if (!isObj(value)) return { ok: false, reason: `${card}: give its numbers as an object, e.g. ${example}` };
    const extra = Object.keys(value).find((f) => !spec.fields.includes(f));
    if (extra !== undefined) return { ok: false, reason: `${card}: unknown field "${extra.slice(0, 20)}" (the fields are ${spec.fields.join(', ')})` };
    if (Object.keys(value).length === 0) return { ok: false, reason: `${card}: no number given` };
    const entry: Record<string, number> = {};
    for (const [field, n] of Object.entries(value)) {
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > spec.max)
        return { ok: false, reason: `${card}: ${field} must be a whole number from 0 to ${spec.max}, not ${JSON.stringify(n)?.slice(0, 20)}` };
      entry[field] = n;
    }
    numbers[card] = entry;
  }
  return { ok: true, numbers };
}

/** Every numbered deck's entered numbers, one file a deck. */
export class DeckNumbers {
  private readonly byDeck = new Map<string, CardNumbers>();

  private constructor(
    private readonly dir: string,
    private readonly decks: Map<string, DeckDescription>,
  ) {}

  /** Loads <dir>/<deck>.numbers.json of each numbered deck; a damaged file is reported and not used. */
  static open(dir: string, decks: readonly DeckDescription[], warnings: string[]): DeckNumbers {
    const store = new DeckNumbers(dir, new Map(decks.filter((d) => d.numbers).map((d) => [d.id, d])));
    for (const deck of store.decks.values()) {
      const path = store.pathOf(deck.id);
      if (!existsSync(path)) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(path, 'utf8'));
      } catch (e) {
        const file = `cards/${deck.id}.numbers.json`;
        warnings.push(
          warning('numbers-not-json', `${file} is not valid JSON (${fileTrouble(e)}); ${deck.name} plays with the house numbers`, {
            file: { code: file },
            why: { code: fileTrouble(e) },
            deck: { code: deck.name },
          }),
        );
        continue;
      }
      const checked = checkDeckNumbers(parsed, deck);
      if (checked.ok) store.byDeck.set(deck.id, checked.numbers);
      else {
        const file = `cards/${deck.id}.numbers.json`;
        warnings.push(warning('not-used', `${file} was not used: ${checked.reason}`, { file: { code: file }, why: { code: checked.reason } }));
      }
    }
    return store;
  }

  private pathOf(deck: string): string {
    return join(this.dir, `${deck}.numbers.json`);
  }

  /** The entered numbers of `deck` (empty: none entered), or null when the deck has no numbers. */
  get(deck: string): CardNumbers | null {
    if (!this.decks.has(deck)) return null;
    return structuredClone(this.byDeck.get(deck) ?? {});
  }

  /** Replaces the numbers of `deck` with checked ones (`{}`: back to the house numbers) and saves them. */
  set(deck: string, raw: unknown): NumbersCheck {
    const d = this.decks.get(deck);
    if (!d)
      return {
        ok: false,
        reason: `the deck "${deck.slice(0, 40)}" has no printed numbers (decks with numbers: ${[...this.decks.keys()].join(', ') || 'none'})`,
      };
    const checked = checkDeckNumbers(raw, d);
    if (!checked.ok) return checked;
    // The disk first: a write that fails (a full disk) is a refusal, and nothing changed.
    try {
      writeFileDurably(this.pathOf(deck), `${JSON.stringify(checked.numbers, null, 1)}\n`);
    } catch (e) {
      return { ok: false, reason: `the numbers of ${d.name} could not be saved, nothing changed: ${fileTrouble(e)}` };
    }
    this.byDeck.set(deck, checked.numbers);
    return checked;
  }
}
