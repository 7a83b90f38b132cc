// The installation's card maps, one per deck: which sticker UID is which card of that deck. A rig
// enrols a deck once (tap each card once, in the deck's order) and keeps it in
// <dataDir>/cards/<deck>.json, so switching games never asks for a deck to be enrolled again.
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import type { DeckDescription } from '../../../../games/core/types.ts';
import { fileTrouble, writeFileDurably } from '../durable.ts';
import { warning } from '../warning-words.ts';

const UID = /^(?:[0-9A-F]{8}|[0-9A-F]{14})$/;
/** 16 bits of FNV-1a over the deck id: tells the virtual cards of two decks apart. */
function deckTag(deck: DeckDescription): string {
  if (deck.firstDeck) return '0000'; // the UIDs the simulated rig always gave these cards
  let h = 0x811c9dc5;
  for (const ch of deck.id) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return ((h % 0xfffe) + 1).toString(16).toUpperCase().padStart(4, '0');
}

/** The fixed UID of each virtual card of the simulated rig (7-byte, NTAG-like: first byte 04). */
export function simUid(deck: DeckDescription, card: string): string {
  const i = deck.cards.indexOf(card);
  if (i < 0) throw new Error(`not a card of ${deck.name}: ${card}`);
  return `045E${deckTag(deck)}${(i + 1).toString(16).toUpperCase().padStart(6, '0')}`;
}

export type MapCheck = { ok: true; map: Map<string, string> } | { ok: false; reason: string };

/** Validates an untrusted card map (UID -> card): UIDs hex, cards of `deck`, no card twice. */
export function checkCardMap(raw: unknown, deck: DeckDescription): MapCheck {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: 'a card map must be an object {"UID": "card"}' };
  const map = new Map<string, string>();
  const owner = new Map<string, string>();
  for (const [uidIn, cardIn] of Object.entries(raw)) {
    const uid = uidIn.toUpperCase();
    if (!UID.test(uid)) return { ok: false, reason: `"${uidIn.slice(0, 40)}" is not a card UID (8 or 14 hex digits)` };
    const card = typeof cardIn === 'string' ? deck.canonical(cardIn) : null;
    if (!card) return { ok: false, reason: `UID ${uid}: ${JSON.stringify(cardIn)?.slice(0, 20)} is not a card of ${deck.name} (e.g. "${deck.cards[0]}")` };
    const other = owner.get(card);
    if (other) return { ok: false, reason: `${card} is given to two UIDs: ${other} and ${uid}` };
    owner.set(card, uid);
    map.set(uid, card);
  }
  return { ok: true, map };
}

/** One deck's map, persisted in its own file. */
export class CardMapStore {
  private map = new Map<string, string>();
  /** The card the next tap becomes while enrolling, or undefined when not enrolling. */
  private enrolling: string | null | undefined;

  private constructor(
    private readonly path: string,
    readonly deck: DeckDescription,
    private readonly write: (path: string, text: string) => void,
  ) {}

  /**
   * Loads the deck's file; a damaged one is reported and the map starts empty (enrol again or
   * import). `write`: how the file is replaced (tests make it fail).
   */
  static load(
    path: string,
    deck: DeckDescription,
    warnings: string[],
    initial?: Map<string, string>,
    write: (path: string, text: string) => void = writeFileDurably,
  ): CardMapStore {
    const store = new CardMapStore(path, deck, write);
    const name = `cards/${deck.id}.json`;
    if (existsSync(path)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(path, 'utf8'));
      } catch (e) {
        warnings.push(
          warning('card-map-not-json', `${name} is not valid JSON (${fileTrouble(e)}); the card map of ${deck.name} starts empty`, {
            file: { code: name },
            why: { code: fileTrouble(e) },
            deck: { code: deck.name },
          }),
        );
      }
      if (parsed !== undefined) {
        const checked = checkCardMap(parsed, deck);
        if (checked.ok) store.map = checked.map;
        else warnings.push(warning('not-used', `${name} was not used: ${checked.reason}`, { file: { code: name }, why: { code: checked.reason } }));
      }
    } else if (initial) {
      store.commit(new Map(initial));
    }
    return store;
  }

  cardOf(uid: string): string | null {
    return this.map.get(uid) ?? null;
  }

  get size(): number {
    return this.map.size;
  }

  toJSON(): Record<string, string> {
    return Object.fromEntries(this.map);
  }

  /** Replaces the whole map. When the file cannot be written it throws, and nothing changed. */
  replace(map: Map<string, string>): void {
    this.commit(new Map(map));
  }

  missing(): string[] {
    const have = new Set(this.map.values());
    return this.deck.cards.filter((c) => !have.has(c));
  }

  get enrolment(): { next: string | null; missing: string[] } | null {
    return this.enrolling === undefined ? null : { next: this.enrolling, missing: this.missing() };
  }

  get isEnrolling(): boolean {
    return this.enrolling !== undefined;
  }

  startEnrolment(card?: string): void {
    this.enrolling = card ?? this.missing()[0] ?? null;
  }

  stopEnrolment(): void {
    this.enrolling = undefined;
  }

  /** During enrolment: the tapped UID becomes the expected card; a UID or card enrolled before moves. */
  enrolTap(uid: string): string | null {
    const card = this.enrolling;
    if (!card) return null;
    const map = new Map(this.map);
    for (const [u, c] of map) if (c === card) map.delete(u);
    map.set(uid, card);
    this.commit(map);
    this.enrolling = this.missing()[0] ?? null;
    return card;
  }

  /** Forgets a UID (it was enrolled into another deck). */
  forget(uid: string): void {
    if (!this.map.has(uid)) return;
    const map = new Map(this.map);
    map.delete(uid);
    this.commit(map);
  }

  /** The disk first, then memory: a write that fails (a full disk) throws, and nothing changed. */
  private commit(map: Map<string, string>): void {
    try {
      this.write(this.path, `${JSON.stringify(Object.fromEntries(map), null, 1)}\n`);
    } catch (e) {
      throw new Error(`the card map of ${this.deck.name} could not be saved, nothing changed: ${fileTrouble(e)}`);
    }
    this.map = map;
  }
}

/** Every deck's map, for the decks of the registered games. */
export class DeckMaps {
  private constructor(private readonly stores: Map<string, CardMapStore>) {}

  /**
   * Opens <dataDir>/cards/<deck>.json for each deck; the cards.json of older versions becomes the
   * map of the deck that declares itself the first (`firstDeck`). A simulated rig's virtual cards are known in advance: its maps start enrolled.
   */
  static open(dataDir: string, decks: readonly DeckDescription[], warnings: string[], simulated: boolean): DeckMaps {
    const dir = join(dataDir, 'cards');
    mkdirSync(dir, { recursive: true });
    const legacy = join(dataDir, 'cards.json');
    const first = decks.find((d) => d.firstDeck)?.id;
    const legacyTarget = join(dir, `${first}.json`);
    if (first && existsSync(legacy) && !existsSync(legacyTarget)) {
      renameSync(legacy, legacyTarget);
      warnings.push(warning('cards-moved', `cards.json moved to cards/${first}.json (one card map per deck now)`, { file: { code: `cards/${first}.json` } }));
    }
    const stores = new Map<string, CardMapStore>();
    for (const deck of decks) {
      const initial = simulated ? new Map(deck.cards.map((c) => [simUid(deck, c), c])) : undefined;
      stores.set(deck.id, CardMapStore.load(join(dir, `${deck.id}.json`), deck, warnings, initial));
    }
    return new DeckMaps(stores);
  }

  get(deck: string): CardMapStore | null {
    return this.stores.get(deck) ?? null;
  }

  get decks(): DeckDescription[] {
    return [...this.stores.values()].map((s) => s.deck);
  }

  /** The deck a UID is enrolled in, with its card. */
  find(uid: string): { deck: DeckDescription; card: string } | null {
    for (const s of this.stores.values()) {
      const card = s.cardOf(uid);
      if (card) return { deck: s.deck, card };
    }
    return null;
  }

  /** The store that is enrolling now, if any. */
  enrolling(): CardMapStore | null {
    for (const s of this.stores.values()) if (s.isEnrolling) return s;
    return null;
  }

  stopAll(): void {
    for (const s of this.stores.values()) s.stopEnrolment();
  }
}
