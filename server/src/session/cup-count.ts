// A count at the table, for a game that counts pieces on the scale: the device's cup counts one
// holder's pieces of one kind with scale/count.ts, and the count is held against the game's own
// record (its `count.check`, GameModule.count). Where they differ the tablet says so and the players
// decide which stands; a count that stands goes into the engine as the game's input (`count.recount`).
// Each kind of piece has its own counter and learns its own unit weight (ten pieces, once). Pure of
// I/O: the session feeds samples and messages.
import type { ScaleSample } from '../../../firmware-bridge/src/device.ts';
import type { Table } from '../../../games/core/table.ts';
import { currentState } from '../../../games/core/table.ts';
import type { CountCheck } from '../../../games/core/types.ts';
import { createCounter, type Counter, type CounterOptions, type CountEvent } from '../../../scale/count.ts';
import type { Unit } from '../../../scale/count-stats.ts';
import type { CountKind, CountMsg, CountStatus } from '../protocol-count.ts';

type Result = { ok: true } | { ok: false; message: string };

/** What a count needs of its table session. */
export interface CountHost {
  /** The game's record against the count, or why it cannot be checked. */
  check(holder: string, pieces: Counted, counted: number): CountCheck | string;
  /** The kind of piece `pieces` are (each kind learns its own unit weight). */
  kindOf(pieces: Counted): CountKind;
  /** A count that stands: the game's input that makes it its record goes into the engine. */
  stand(check: CountCheck): Result;
  /** The count's status changed: tell the tablets. */
  changed(): void;
  /** A kind of piece has a new unit weight (kept by the session for the next start). */
  learned?(kind: CountKind, unit: Unit): void;
}

type Counted = NonNullable<CountMsg['pieces']>;

/** The parts of a count's host that the game on the table provides (GameModule.count); `input`
 * puts the game's input of a count that stands into the engine. */
export function gameRecord(table: () => Table, input: (raw: Record<string, unknown>) => Result): Pick<CountHost, 'check' | 'kindOf' | 'stand'> {
  const count = () => table().module?.count ?? null;
  const none = 'count: this game keeps no ledger of pieces to count';
  return {
    check(holder, pieces, counted) {
      const c = count();
      const t = table();
      return c && t.last ? c.check(currentState(t), holder, pieces, counted) : none;
    },
    // Pieces of one kind weigh alike: the counting scale knows two kinds (protocol-count.ts).
    kindOf: (pieces) => (count()?.kindOf(pieces) === 'crew' ? 'crew' : 'treasure'),
    stand(check) {
      const recount = count()?.recount(check) ?? none;
      return typeof recount === 'string' ? fail(recount) : input(recount as unknown as Record<string, unknown>);
    },
  };
}

/** What the counter needs to know of the device: a rig's load cell is noisier than a balance. A
 * count reads it over a 4 s still window; learning takes each piece after 2 s of stillness (at 1 s
 * its noise hid the pieces' spread: more pours refused, and the bench saw wrong counts). */
export function counterOptionsFor(device: 'balance' | 'rig'): CounterOptions {
  return device === 'balance' ? {} : { stillGrams: 0.6, stillWindowMs: 4000, settleMs: 2000, resolutionGrams: 0.05, minPieceGrams: 1 };
}

const LEARN = 10;
const plural = (kind: CountKind): string => (kind === 'crew' ? 'crew members' : 'treasures');
const whose = (holder: string): string => (holder === 'harbour' ? "the harbour's" : `${holder}'s`);
const words = (pieces: Counted): string => (pieces === 'crew' ? 'crew' : `${pieces} treasures`);

export class TableCount {
  private readonly counters: Record<CountKind, Counter>;
  private kind: CountKind = 'treasure';
  private cup: CountStatus['cup'] = null;
  private batch: CountStatus['batch'] = null;
  private check: CountCheck | null = null;
  private message = 'Empty the cup, then Tare.';
  private now = -Infinity;
  private settling: CountStatus['settling'] = null;

  /** `units`: weights learned before (the same tokens, an earlier start): no learning needed. */
  constructor(
    private readonly host: CountHost,
    options: CounterOptions = {},
    units: Partial<Record<CountKind, Unit>> = {},
  ) {
    const counter = (k: CountKind) => createCounter({ ...options, learnPieces: LEARN, ...(units[k] ? { unit: units[k] } : {}) });
    this.counters = { treasure: counter('treasure'), crew: counter('crew') };
  }

  /** The device's cup 0 (the only pan of a balance, the left cup of the rig). */
  sample(s: ScaleSample): void {
    if (s.cup !== 0 || s.grams === null || s.t < this.now) return;
    this.now = s.t;
    let events: CountEvent[] = [];
    for (const k of ['treasure', 'crew'] as const) {
      const e = this.counters[k].sample(s.t, s.grams, s.stable);
      if (k === this.kind) events = e;
    }
    const settling = this.settle();
    const moved = JSON.stringify(settling) !== JSON.stringify(this.settling);
    this.settling = settling;
    if (events.length) this.onEvents(events);
    else if (moved) this.host.changed();
  }

  status(): CountStatus {
    const c = this.counters[this.kind].status();
    const unit = (k: CountKind) => {
      const u = this.counters[k].status().unit;
      return u ? { grams: u.grams, spreadGrams: u.spreadGrams } : null;
    };
    const stage = this.check ? 'checked' : c.phase !== 'ready' ? c.phase : c.counting ? 'counting' : 'ready';
    const check = this.check
      ? { holder: this.check.holder, pieces: this.check.pieces as Counted, ledger: this.check.ledger, counted: this.check.counted, agrees: this.check.agrees }
      : null;
    return {
      kind: this.kind,
      stage,
      learned: c.learned,
      learnOf: LEARN,
      units: { treasure: unit('treasure'), crew: unit('crew') },
      cup: this.cup,
      total: c.total,
      batch: this.batch,
      check,
      refused: c.refused,
      settling: this.settling,
      message: this.message,
    };
  }

  /** The game changed (a new game, one resumed): a cup and its check belong to the old ledger. */
  onGameChange(): void {
    if (!this.cup && !this.check) return;
    this.cup = null;
    this.batch = null;
    this.check = null;
    this.say('Choose whose pieces to count.');
  }

  /** One `count` message from the tablet (its shape checked at the edge; its sense here). */
  act(msg: Omit<CountMsg, 'type' | 'ref'>): Result {
    const t = this.now;
    switch (msg.action) {
      case 'tare': {
        const kind = msg.kind ?? this.kind;
        if (this.counters[kind].status().counting) return fail('a pour is still being counted: wait for it');
        const counter = this.counters[kind];
        const r = counter.tare(t, msg.relearn === true);
        if (!r.ok) return fail(r.reason);
        this.kind = kind;
        this.cup = null;
        this.batch = null;
        this.check = null;
        this.say(
          counter.status().phase === 'learn'
            ? `Put ${LEARN} ${plural(kind)} into the cup, one at a time: each is weighed once the cup is still.`
            : 'Choose whose pieces to count.',
        );
        return { ok: true };
      }
      case 'cup': {
        if (msg.holder === undefined || msg.pieces === undefined)
          return fail('count cup needs "holder" (a player or "harbour") and "pieces" (a colour or "crew")');
        const probe = this.host.check(msg.holder, msg.pieces, 0);
        if (typeof probe === 'string') return fail(probe);
        const kind = this.host.kindOf(msg.pieces);
        const counter = this.counters[kind];
        const phase = counter.status().phase;
        if (phase !== 'ready')
          return fail(
            phase === 'learn' && kind === this.kind
              ? `learn the ${plural(kind)}' weight first: ${LEARN} of them, one at a time`
              : `the scale does not know a ${kind === 'crew' ? 'crew member' : 'treasure'}'s weight yet: empty the cup and Tare for ${plural(kind)}`,
          );
        const r = counter.newCup(t);
        if (!r.ok) return fail(r.reason);
        this.kind = kind;
        this.cup = { holder: msg.holder, pieces: msg.pieces };
        this.batch = null;
        this.check = null;
        this.say(`Pour ${whose(msg.holder)} ${words(msg.pieces)} into the cup (a few at a time if many), then Count.`);
        return { ok: true };
      }
      case 'count': {
        if (!this.cup) return fail('choose whose pieces are in the cup first');
        if (this.check) return fail('this cup is counted: decide, or choose the next cup');
        const r = this.counters[this.kind].count(t);
        if (!r.ok) return fail(r.reason);
        this.settling = this.settle();
        this.say('Counting: keep the cup still.');
        return { ok: true };
      }
      case 'done': {
        if (!this.cup) return fail('choose whose pieces are in the cup first');
        const c = this.counters[this.kind].status();
        if (c.counting) return fail('the last pour is still being counted');
        const check = this.host.check(this.cup.holder, this.cup.pieces, c.total);
        if (typeof check === 'string') return fail(check);
        this.check = check;
        this.say(`${cap(check.message)}.`);
        return { ok: true };
      }
      case 'decide': {
        const check = this.check;
        if (msg.stands === undefined) return fail('count decide needs "stands": "ledger" or "count"');
        if (!check || check.agrees) return fail('no count differs from the ledger');
        if (msg.stands === 'count') {
          const r = this.host.stand(check);
          if (!r.ok) return r;
        }
        this.check = null;
        this.cup = null;
        this.batch = null;
        this.say(msg.stands === 'count' ? `The count stands: ${check.holder} holds ${check.counted} ${check.pieces}.` : 'The ledger stands.');
        return { ok: true };
      }
      case 'close': {
        if (this.counters[this.kind].status().counting) return fail('a pour is still being counted: wait for it');
        this.cup = null;
        this.batch = null;
        this.check = null;
        this.say('Choose whose pieces to count.');
        return { ok: true };
      }
    }
  }

  /** How long the cup must still settle before the counter reads it, in half seconds. */
  private settle(): CountStatus['settling'] {
    const s = this.counters[this.kind].status().settle;
    return s ? { secondsLeft: Math.ceil(s.msLeft / 500) / 2, ofSeconds: s.ofMs / 1000 } : null;
  }

  private say(message: string): void {
    this.message = message;
    this.host.changed();
  }

  private onEvents(events: CountEvent[]): void {
    const what = this.kind === 'crew' ? 'crew members' : 'treasures';
    for (const e of events) {
      if (e.type === 'piece') this.message = `${e.n} of ${LEARN} ${what} weighed (${e.grams.toFixed(2)} g).`;
      else if (e.type === 'learned') {
        this.host.learned?.(this.kind, e.unit);
        this.message = `One ${this.kind === 'crew' ? 'crew member' : 'treasure'} weighs ${e.unit.grams.toFixed(2)} g. Choose whose pieces to count (the ten may stay in the cup, or empty it first).`;
      } else if (e.type === 'counted') {
        this.batch = { pieces: e.batch, sdPieces: e.estimate.sdPieces };
        this.message = `${e.batch} counted (± ${e.estimate.sdPieces.toFixed(2)}), ${e.total} in the cup. Pour more and Count, or Done.`;
      } else this.message = cap(e.reason);
    }
    this.host.changed();
  }
}

const fail = (message: string): Result => ({ ok: false, message });
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
