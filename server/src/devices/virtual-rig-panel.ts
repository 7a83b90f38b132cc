// The simulated rig's virtual table for the tablet's panel: cards tapped on the reader and
// pieces of booty in the cups, through RigControl (so it drives the simulated or emulated rig).
import type { Cup, RigControl } from '../../../firmware-bridge/src/index.ts';
import type { DeckDescription } from '../../../games/core/types.ts';
import type { SimMsg } from '#protocol';
import { simUid } from '../session/reader/card-map.ts';
import type { Result } from '../session/result.ts';
import { PART_PINS } from './table-parts.ts';

const BUTTON_PIN = PART_PINS.button;
const MIN_PRESS_MS = 120;

const cupIndex = (side: 'left' | 'right'): Cup => (side === 'left' ? 0 : 1);

/** A standard normal number (Box–Muller): how far one token is off its nominal weight. */
const gaussian = (): number => Math.sqrt(-2 * Math.log(1 - Math.random())) * Math.cos(2 * Math.PI * Math.random());

/** How long a virtual card rests on the reader for one tap. */
const TAP_MS = 150;
/** Between two taps the reader must see no card for a poll or two (50 ms each), as when a hand
 * lifts one card and brings the next: else the same card tapped twice is one long tap. */
const GAP_MS = 120;

/** The booty in the cups of a simulated rig, piece by piece, so pieces can be added and removed. */
export class VirtualTable {
  private readonly pieces: [number[], number[]] = [[], []];
  private tapTimer: NodeJS.Timeout | null = null;
  /** Taps waiting for the reader to be free, in the order they came. */
  private readonly queued: { uid: string; placed: () => void }[] = [];

  private buttonDownAt = Number.NEGATIVE_INFINITY;
  private buttonRelease: NodeJS.Timeout | null = null;

  constructor(
    private readonly rig: RigControl,
    /** What the device has: a simulated single-pan balance has one cup (0) and no card reader. */
    private readonly has: { cups: 1 | 2; reader: boolean } = { cups: 2, reader: true },
  ) {}

  /** One `sim` message from the tablet; a tapped `card` is one of `deck`. A tap is answered once
   * the card lies on the reader (after the taps before it), so taps and answers keep their order. */
  apply(msg: SimMsg, deck: DeckDescription | null = null): Result | Promise<Result> {
    switch (msg.action) {
      case 'tap': {
        if (!this.has.reader) return { ok: false, reason: 'sim tap: this device has no card reader (pick the card on the tablet)' };
        const card = msg.card === undefined || !deck ? null : deck.canonical(msg.card);
        if (msg.card !== undefined && deck && !card) return { ok: false, reason: `sim tap: "${msg.card}" is not a card of ${deck.name}` };
        const uid = msg.uid ?? (card && deck ? simUid(deck, card) : undefined);
        if (!uid) return { ok: false, reason: 'sim tap needs "card" (e.g. "QS") or "uid"' };
        return this.tap(uid).then(() => ({ ok: true }));
      }
      case 'addPiece':
      case 'removePiece': {
        if (!msg.cup) return { ok: false, reason: `sim ${msg.action} needs "cup": "left" or "right"` };
        if (msg.cup === 'right' && this.has.cups === 1) return { ok: false, reason: `sim ${msg.action}: a single-pan balance has one pan, the "left" cup` };
        if (msg.spread !== undefined && (msg.action !== 'addPiece' || msg.grams === undefined))
          return { ok: false, reason: 'sim addPiece: "spread" is how far each piece is off "grams": give "grams" too' };
        if (msg.action === 'addPiece') this.addPieces(cupIndex(msg.cup), msg.count ?? 1, msg.grams, msg.spread);
        else if (!this.removePiece(cupIndex(msg.cup))) return { ok: false, reason: `sim removePiece: the ${msg.cup} cup is empty` };
        return { ok: true };
      }
      case 'clearCups':
        this.clear();
        return { ok: true };
      case 'unplug':
        this.rig.unplug();
        return { ok: true };
      case 'plug':
        this.rig.plug();
        return { ok: true };
      case 'button': {
        if (!this.rig.driveInput) return { ok: false, reason: 'sim button: this device has no button' };
        if (msg.pressed === undefined) return { ok: false, reason: 'sim button needs "pressed": true or false' };
        // Pressed, the button pulls its pin to ground; let go, the pull-up reads high again. A finger
        // holds a button at least ~100 ms: a quicker tap on the tablet is held that long, or the
        // rig's debouncing (20 ms, on a busy host's timers) might never see it.
        const driveInput = this.rig.driveInput.bind(this.rig);
        if (this.buttonRelease) clearTimeout(this.buttonRelease);
        this.buttonRelease = null;
        if (msg.pressed) {
          this.buttonDownAt = performance.now();
          driveInput(BUTTON_PIN, false);
        } else {
          const wait = MIN_PRESS_MS - (performance.now() - this.buttonDownAt);
          if (wait <= 0) driveInput(BUTTON_PIN, null);
          else this.buttonRelease = setTimeout(() => driveInput(BUTTON_PIN, null), wait);
        }
        return { ok: true };
      }
    }
  }

  tap(uid: string): Promise<void> {
    return new Promise((placed) => {
      this.queued.push({ uid, placed });
      if (!this.tapTimer) this.nextTap();
    });
  }

  /** The next queued card onto the reader for TAP_MS, then off it for GAP_MS. */
  private nextTap(): void {
    const next = this.queued.shift();
    if (next === undefined) return;
    this.rig.placeTag(0, next.uid);
    next.placed();
    this.tapTimer = setTimeout(() => {
      this.rig.removeTag(0);
      this.tapTimer = setTimeout(() => {
        this.tapTimer = null;
        this.nextTap();
      }, GAP_MS);
    }, TAP_MS);
  }

  /** A piece of booty into a cup; without a weight, a random one of 6–14 g, like real pieces. */
  addPiece(cup: Cup, grams?: number): void {
    this.addPieces(cup, 1, grams);
  }

  /** `count` pieces poured in at once, each `grams` (off by `spread`, a fraction, 1 sd) or random. */
  addPieces(cup: Cup, count: number, grams?: number, spread = 0): void {
    for (let i = 0; i < count; i++) this.pieces[cup].push(grams === undefined ? 6 + Math.random() * 8 : Math.max(0.01, grams * (1 + spread * gaussian())));
    this.update(cup);
  }

  removePiece(cup: Cup): boolean {
    if (this.pieces[cup].pop() === undefined) return false;
    this.update(cup);
    return true;
  }

  clear(): void {
    this.pieces[0].length = 0;
    this.pieces[1].length = 0;
    this.update(0);
    if (this.has.cups === 2) this.update(1);
  }

  count(cup: Cup): number {
    return this.pieces[cup].length;
  }

  close(): void {
    for (const q of this.queued.splice(0)) q.placed(); // nobody waits forever on a closed table
    if (this.tapTimer) clearTimeout(this.tapTimer);
    if (this.buttonRelease) clearTimeout(this.buttonRelease);
  }

  private update(cup: Cup): void {
    this.rig.setGrams(
      cup,
      this.pieces[cup].reduce((a, b) => a + b, 0),
    );
  }
}
