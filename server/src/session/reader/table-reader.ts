// The table's card reader: the decks' card maps (enrolment, import), who the next tap belongs to,
// and what a tap does, by how the game declares its use of the reader (GameDescription.reader):
// a reveal of the player or pile being asked, a card picked or tapped privately between reveals,
// or a refusal in words. Shared by every game; the session hands it the table and takes its inputs.
import { phraseOf } from '../../../../games/core/phrase.ts';
import { awaiting, view } from '../../../../games/core/table.ts';
import type { DeckDescription } from '../../../../games/core/types.ts';
import type { TagEvent } from '../../../../firmware-bridge/src/index.ts';
import type { DeckInfo, EnrolMsg, SessionState, SimMsg, TapMsg } from '#protocol';
import { checkCardMap, type CardMapStore, type DeckMaps } from './card-map.ts';
import { nextTapFor, tapTargets } from './tap-attribution.ts';
import type { Capability, TableHost } from '../capability.ts';
import { fail, OK, type Result } from '../result.ts';

/** What the reader needs of its table session: beside what every capability may ask, a voice for taps. */
export interface ReaderHost extends TableHost {
  tap(t: TapMsg): void;
}

export class TableReader implements Capability {
  /** The player (or pile) the next reveal tap belongs to. */
  tapFor: string | null = null;

  constructor(
    private readonly cards: DeckMaps,
    private readonly host: ReaderHost,
  ) {
    this.followAwaiting();
  }

  private get description() {
    return this.host.table().module?.description ?? null;
  }

  private get revealKind() {
    return this.description?.reader?.reveal ?? 'simultaneous';
  }

  /** The state's `cards`. */
  status(): SessionState['cards'] {
    const deck = this.cardsDeck();
    return { deck: deck?.deck.id ?? null, enrolled: deck?.size ?? 0, enrolment: deck?.enrolment ?? null, decks: this.deckInfos() };
  }

  get decks(): DeckDescription[] {
    return this.cards.decks;
  }

  private deckInfos(): DeckInfo[] {
    return this.cards.decks.map((deck) => ({ id: deck.id, name: deck.name, size: deck.cards.length, enrolled: this.cards.get(deck.id)?.size ?? 0 }));
  }

  /** The deck the Cards screen is about: the one being enrolled, else the current game's, else the first. */
  private cardsDeck(): CardMapStore | null {
    const current = this.description?.deck;
    return this.cards.enrolling() ?? (current ? this.cards.get(current.id) : null) ?? this.cards.get(this.cards.decks[0]?.id ?? '') ?? null;
  }

  /** The card map of `deck` (default: the Cards screen's deck), or null for an unknown deck. */
  cardMap(deck?: string): Record<string, string> | null {
    const store = deck === undefined ? this.cardsDeck() : this.cards.get(deck);
    return store ? store.toJSON() : null;
  }

  attributeTap(player: string | null): Result {
    if (player !== null) {
      // A player at the table, or a pile the reveal still waits cards from (a reveal of piles).
      const piles = tapTargets(awaiting(this.host.table()), this.revealKind);
      const participants = [...this.participants(), ...(piles?.field === 'pile' ? piles.names : [])];
      if (!participants.includes(player)) return fail(`attributeTap: "${player}" is not at this table (${participants.join(', ') || 'no game has started'})`);
    }
    this.tapFor = player;
    this.host.changed();
    return OK;
  }

  enrol(msg: EnrolMsg): Result {
    const store = msg.deck === undefined ? this.cardsDeck() : this.cards.get(msg.deck);
    if (!store)
      return fail(msg.deck === undefined ? 'enrol: no registered game has a deck' : `enrol: unknown deck "${msg.deck}" (known: ${this.knownDecks()})`);
    const deck = store.deck;
    switch (msg.action) {
      case 'start':
        // Nothing to walk through: an open enrolment would only swallow the taps (redo one with `select`).
        if (store.missing().length === 0) return fail(`all ${deck.cards.length} cards are enrolled: pick a card to enrol it again`);
        this.cards.stopAll();
        store.startEnrolment();
        break;
      case 'select': {
        const card = msg.card === undefined ? null : deck.canonical(msg.card);
        if (!card) return fail(`enrol select needs "card", a card of ${deck.name} (e.g. "${deck.cards[0]}")`);
        this.cards.stopAll();
        store.startEnrolment(card);
        break;
      }
      case 'cancel':
        this.cards.stopAll();
        break;
      case 'clear':
        // A full disk: refused, and the map stays as it was in memory and on disk.
        try {
          store.replace(new Map());
        } catch (e) {
          return fail(`enrol clear: ${(e as Error).message}`);
        }
        break;
      case 'import': {
        if (msg.map === undefined) return fail(`enrol import needs "map": {"UID": "card", ...}`);
        const r = this.importCards(msg.map, deck.id);
        if (!r.ok) return r;
        break;
      }
    }
    this.host.changed();
    return OK;
  }

  importCards(raw: unknown, deckId?: string): Result {
    const store = deckId === undefined ? this.cardsDeck() : this.cards.get(deckId);
    if (!store) return fail(`card map refused: unknown deck "${deckId}" (known: ${this.knownDecks()})`);
    const checked = checkCardMap(raw, store.deck);
    if (!checked.ok) return fail(`card map refused: ${checked.reason}`);
    try {
      store.replace(checked.map);
    } catch (e) {
      return fail(`card map refused: ${(e as Error).message}`);
    }
    this.host.changed();
    return OK;
  }

  private knownDecks(): string {
    return this.cards.decks.map((d) => d.id).join(', ') || 'none';
  }

  /** The deck a simulated tap takes its card from: `msg.deck`, else the current game's, else the Cards screen's. */
  simDeck(msg: SimMsg): DeckDescription | Result {
    const deck = msg.deck === undefined ? (this.description?.deck ?? this.cardsDeck()?.deck ?? null) : (this.cards.get(msg.deck)?.deck ?? null);
    if (deck) return deck;
    return fail(msg.deck === undefined ? 'sim tap: no deck to take the card from' : `sim tap: unknown deck "${msg.deck}" (known: ${this.knownDecks()})`);
  }

  /** A card on the reader: enrolment, or what the game makes of it. */
  onTag(ev: TagEvent): void {
    if (!ev.present) return;
    const uid = ev.uid.toUpperCase();
    const enrolling = this.cards.enrolling();
    if (enrolling) return this.enrolTap(enrolling, uid);
    const found = this.cards.find(uid);
    const game = this.description;
    const gameDeck = game?.deck ?? null;
    if (!found) {
      const where = gameDeck ? `enrol it with ${gameDeck.name} on the Cards screen` : 'enrol it on the Cards screen';
      return this.host.tap({ type: 'tap', uid, card: null, outcome: 'unknown-card', message: `this card is not enrolled: ${where}` });
    }
    const { card, deck } = found;
    if (gameDeck && deck.id !== gameDeck.id)
      return this.host.tap({
        type: 'tap',
        uid,
        card,
        deck: deck.id,
        outcome: 'wrong-deck',
        message: `${deck.label(card)} is a card of ${deck.name}, not of ${game?.name}'s deck (${gameDeck.name})`,
      });
    const a = awaiting(this.host.table());
    if (a?.type !== 'reveal') {
      // Between reveals: a game played face up picks the card on the tablets (which then ask the
      // rest); one placing cards face down takes a private tap, told only to the host's tablet.
      const between = a && (game?.reader?.betweenFor?.includes(a.type) ?? true) ? game?.reader?.between : undefined;
      if (between === 'pick') return this.host.tap({ type: 'tap', uid, card, outcome: 'picked' });
      if (between === 'private') return this.host.tap({ type: 'tap', uid, card, outcome: 'picked', private: true });
      return this.host.tap({ type: 'tap', uid, card, outcome: 'ignored', message: 'the game is not waiting for a card' });
    }
    // A simultaneous reveal: this card is (or may yet become) one of its hidden cards. Like the
    // state, which shows them only once everyone has revealed, the event names neither the card nor
    // its sticker, to anyone, the host included. The engine's refusals name only public cards.
    const player = this.tapFor;
    if (!player) return this.host.tap({ type: 'tap', outcome: 'no-player', message: 'nobody is being asked to tap: choose whose card it is first' });
    // A pile's cards are turned over face up: its taps may name the card.
    const pile = this.revealKind === 'piles';
    const r = this.host.input(pile ? { type: 'reveal', pile: player, card } : { type: 'reveal', player, card });
    if (r.ok) this.host.tap(pile ? { type: 'tap', outcome: 'revealed', player, card } : { type: 'tap', outcome: 'revealed', player });
    else {
      // A refusal the game wrote as a phrase goes with its message and values, as the hub's errors do.
      const phrase = phraseOf(r.reason);
      this.host.tap({ type: 'tap', outcome: 'rejected', player, message: r.reason, ...(phrase ? { phrase } : {}) });
    }
  }

  /** While enrolling, a tap is never a reveal, even when no card is expected. */
  private enrolTap(enrolling: CardMapStore, uid: string): void {
    let card: string | null;
    try {
      card = enrolling.enrolTap(uid);
    } catch (e) {
      // A full disk: the map is as it was, and the tap is refused in words (never an uncaught throw).
      return this.host.tap({ type: 'tap', uid, card: null, outcome: 'rejected', message: (e as Error).message });
    }
    if (!card) {
      const message = 'enrolling: no card is expected (pick one to enrol it again, or stop enrolling to play)';
      return this.host.tap({ type: 'tap', uid, card: this.cards.find(uid)?.card ?? null, outcome: 'ignored', message });
    }
    // A sticker is one card: enrolled here, it leaves any other deck's map.
    for (const d of this.cards.decks) {
      if (d.id === enrolling.deck.id) continue;
      try {
        this.cards.get(d.id)?.forget(uid);
      } catch (e) {
        this.host.warn(`${(e as Error).message}: the sticker may still count as a card of ${d.name} too`);
      }
    }
    this.host.tap({ type: 'tap', uid, card, deck: enrolling.deck.id, outcome: 'enrolled' });
    this.host.changed();
  }

  private participants(): string[] {
    const v = view(this.host.table()) as { participants?: unknown };
    return Array.isArray(v.participants) ? v.participants.filter((p): p is string => typeof p === 'string') : [];
  }

  afterInput(): void {
    this.followAwaiting();
  }

  /** Another game: nobody's tap is awaited yet but as the game says. */
  afterNewGame(): void {
    this.tapFor = null;
    this.followAwaiting();
  }

  /** Keeps `tapFor` on someone the game still waits a card from: the tablet asks them in turn. */
  followAwaiting(): void {
    this.tapFor = nextTapFor(awaiting(this.host.table()), this.participants(), this.tapFor, this.revealKind);
  }
}
