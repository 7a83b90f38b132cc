// The installation's card map: which sticker UID is which playing card (R1 ids). Built by the
// enrolment screen (tap each of the 52 cards once), persisted in cards.json, exportable.
import { existsSync, readFileSync } from 'node:fs';
import { canonicalCard } from '../../../games/seven-seize/cards.ts';
import type { EnrolMsg } from '../protocol.ts';
import { writeFileDurably } from './durable.ts';

const SUITS = ['S', 'H', 'D', 'C'] as const;
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
/** Enrolment order: suit by suit, ace to king, as a deck is usually sorted by hand. */
export const ENROL_ORDER: readonly string[] = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));
const UID = /^(?:[0-9A-F]{8}|[0-9A-F]{14})$/;

/** The fixed UID of each virtual card of the simulated rig (7-byte, NTAG-like: first byte 04). */
export function simUid(card: string): string {
  const i = ENROL_ORDER.indexOf(card);
  if (i < 0) throw new Error(`not a card: ${card}`);
  return `045E0000${(i + 1).toString(16).toUpperCase().padStart(6, '0')}`;
}

export type MapCheck = { ok: true; map: Map<string, string> } | { ok: false; reason: string };

/** Validates an untrusted card map (UID -> card): UIDs hex, cards R1 ids, no card twice. */
export function checkCardMap(raw: unknown): MapCheck {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, reason: 'a card map must be an object {"UID": "card"}' };
  const map = new Map<string, string>();
  const owner = new Map<string, string>();
  for (const [uidIn, cardIn] of Object.entries(raw)) {
    const uid = uidIn.toUpperCase();
    if (!UID.test(uid)) return { ok: false, reason: `"${uidIn.slice(0, 40)}" is not a card UID (8 or 14 hex digits)` };
    const card = typeof cardIn === 'string' ? canonicalCard(cardIn) : null;
    if (!card) return { ok: false, reason: `UID ${uid}: ${JSON.stringify(cardIn)?.slice(0, 20)} is not a card (e.g. "AS", "10H", "QD")` };
    const other = owner.get(card);
    if (other) return { ok: false, reason: `${card} is given to two UIDs: ${other} and ${uid}` };
    owner.set(card, uid);
    map.set(uid, card);
  }
  return { ok: true, map };
}

export class CardMapStore {
  private map = new Map<string, string>();
  /** The card the next tap becomes while enrolling, or undefined when not enrolling. */
  private enrolling: string | null | undefined;

  private constructor(private readonly path: string) {}

  /** Loads cards.json; a damaged file is reported and the map starts empty (enrol again or import). */
  static load(path: string, warnings: string[], initial?: Map<string, string>): CardMapStore {
    const store = new CardMapStore(path);
    if (existsSync(path)) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(path, 'utf8'));
      } catch (e) {
        warnings.push(`cards.json is not valid JSON (${(e as Error).message}); the card map starts empty`);
      }
      if (parsed !== undefined) {
        const checked = checkCardMap(parsed);
        if (checked.ok) store.map = checked.map;
        else warnings.push(`cards.json was not used: ${checked.reason}`);
      }
    } else if (initial) {
      store.map = new Map(initial);
      store.save();
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

  replace(map: Map<string, string>): void {
    this.map = new Map(map);
    this.save();
  }

  missing(): string[] {
    const have = new Set(this.map.values());
    return ENROL_ORDER.filter((c) => !have.has(c));
  }

  get enrolment(): { next: string | null; missing: string[] } | null {
    return this.enrolling === undefined ? null : { next: this.enrolling, missing: this.missing() };
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
    for (const [u, c] of this.map) if (c === card) this.map.delete(u);
    this.map.set(uid, card);
    this.save();
    this.enrolling = this.missing()[0] ?? null;
    return card;
  }

  /** One `enrol` message from the tablet. */
  apply(msg: EnrolMsg): { ok: true } | { ok: false; message: string } {
    switch (msg.action) {
      case 'start':
        // Nothing to walk through: an open enrolment would only swallow the taps (redo one with `select`).
        if (this.missing().length === 0) return { ok: false, message: 'all 52 cards are enrolled: pick a card to enrol it again' };
        this.startEnrolment();
        break;
      case 'select': {
        const card = msg.card === undefined ? null : canonicalCard(msg.card);
        if (!card) return { ok: false, message: 'enrol select needs "card", e.g. "7H"' };
        this.startEnrolment(card);
        break;
      }
      case 'cancel':
        this.stopEnrolment();
        break;
      case 'clear':
        this.replace(new Map());
        break;
      case 'import': {
        if (msg.map === undefined) return { ok: false, message: 'enrol import needs "map": {"UID": "card", ...}' };
        const checked = checkCardMap(msg.map);
        if (!checked.ok) return { ok: false, message: `card map refused: ${checked.reason}` };
        this.replace(checked.map);
        break;
      }
    }
    return { ok: true };
  }

  private save(): void {
    writeFileDurably(this.path, `${JSON.stringify(this.toJSON(), null, 1)}\n`);
  }
}
