// A count at the table, for a game that counts pieces on the scale: the device's cup counts one
// holder's pieces of one kind with scale/count.ts, and the count is held against the game's own
// record (its `count.check`, GameModule.count). Where they differ the tablet says so and the players
// decide which stands; a count that stands goes into the engine as the game's input (`count.recount`).
// The game declares what it counts (its kinds of piece and what may be poured as one count); the
// table refuses anything else. Each kind of piece has its own counter and learns its own unit weight
// (ten pieces, once, placed together or one at a time), then refines it with every cup whose count
// is confirmed (it agrees with the record, or the players let it stand). A pour is counted with the
// record's count for it as the likeliest, so that telling it from one more or one less is what the
// scale has to do. Pure of I/O: the session feeds samples and messages.
import type { ScaleSample } from '../../../../firmware-bridge/src/index.ts';
import type { CountCheck, CountedPieces, PieceKind } from '../../../../games/core/types.ts';
import type { CounterOptions, CountEvent, Unit } from '../../../../scale/count.ts';
import type { CountMsg, CountStatus } from '#protocol';
import type { CountHost } from './count-host.ts';
import { KindCounters, LEARN, NO_KIND } from './count-kinds.ts';
import { fail, type Result } from '../result.ts';

export { type CountDeclaration, type CountHost, counterOptionsFor, gameRecord } from './count-host.ts';

const NO_READING = 'the scale has sent no reading yet: check that it is connected, then try again';

export class TableCount {
  /** One counter per kind of piece, made when a game first declares it; kept across games. */
  private readonly kinds: KindCounters;
  private cup: CountStatus['cup'] = null;
  private batch: CountStatus['batch'] = null;
  private check: CountCheck | null = null;
  private message = 'Empty the cup, then Tare.';
  private now = -Infinity;
  private settling: CountStatus['settling'] = null;

  /** `units`: weights learned before (the same pieces, an earlier start), by kind: no learning needed. */
  constructor(
    private readonly host: CountHost,
    options: CounterOptions = {},
    units: Readonly<Record<string, Unit>> = {},
  ) {
    this.kinds = new KindCounters(() => host.declared(), options, units);
  }

  private whose(holder: string): string {
    return this.kinds.declared().whose?.(holder) ?? `${holder}'s`;
  }

  /** The device's cup 0 (the only pan of a balance, the left cup of the rig). */
  sample(s: ScaleSample): void {
    if (s.cup !== 0 || s.grams === null || s.t < this.now) return;
    this.now = s.t;
    const events = this.kinds.sample(s.t, s.grams, s.stable);
    const settling = this.kinds.settle();
    const moved = JSON.stringify(settling) !== JSON.stringify(this.settling);
    this.settling = settling;
    if (events.length) this.onEvents(events);
    else if (moved) this.host.changed();
  }

  status(): CountStatus {
    const { kinds, pieces } = this.kinds.declared();
    const kind = this.kinds.kind.id;
    const c = this.kinds.counter(kind).status();
    const stage = this.check ? 'checked' : c.phase !== 'ready' ? c.phase : c.counting ? 'counting' : 'ready';
    const check = this.check
      ? { holder: this.check.holder, pieces: this.check.pieces, ledger: this.check.ledger, counted: this.check.counted, agrees: this.check.agrees }
      : null;
    return {
      kinds: kinds.map((k) => ({ id: k.id, one: k.one, many: k.many })),
      pieces: pieces.map((p) => ({ id: p.id, kind: p.kind, words: p.words })),
      kind,
      stage,
      learned: c.learned,
      learnOf: LEARN,
      units: this.kinds.unitsShown(),
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
        const kind = msg.kind === undefined ? this.kinds.kind : this.kinds.declared().kinds.find((k) => k.id === msg.kind);
        if (!kind)
          return fail(
            `kind must be one of ${this.kinds
              .declared()
              .kinds.map((k) => k.id)
              .join(', ')} (not "${msg.kind}")`,
          );
        const counter = this.kinds.counter(kind.id);
        if (counter.status().counting) return fail('a pour is still being counted: wait for it');
        if (!Number.isFinite(t)) return fail(NO_READING);
        const r = counter.tare(t, msg.relearn === true);
        if (!r.ok) return fail(r.reason);
        this.kinds.choose(kind.id);
        this.cup = null;
        this.batch = null;
        this.check = null;
        this.settling = this.kinds.settle();
        this.say(counter.status().taring ? 'Taring: hands off the cup until it is still.' : this.afterTare(kind));
        return { ok: true };
      }
      case 'learn': {
        const kind = this.kinds.kind;
        const counter = this.kinds.counter(kind.id);
        const phase = counter.status().phase;
        if (phase !== 'learn')
          return fail(
            phase === 'tare'
              ? `empty the cup and Tare for ${kind.many} first`
              : `a ${kind.one}'s weight is known: to learn it again, start again with the cup empty`,
          );
        if (!Number.isFinite(t)) return fail(NO_READING);
        const r = counter.learn(t);
        if (!r.ok) return fail(r.reason);
        this.settling = this.kinds.settle();
        this.say(`Weighing the ${LEARN} ${kind.many}: keep the cup still.`);
        return { ok: true };
      }
      case 'cup': {
        const declared = this.kinds.declared();
        if (msg.holder === undefined || msg.pieces === undefined)
          return fail(`count cup needs "holder" (whose pieces) and "pieces" (${declared.pieces.map((p) => p.id).join(', ')})`);
        const pieces: CountedPieces | undefined = declared.pieces.find((p) => p.id === msg.pieces);
        if (!pieces) return fail(`pieces must be one of ${declared.pieces.map((p) => p.id).join(', ')} (not "${msg.pieces}")`);
        const probe = this.host.check(msg.holder, pieces.id, 0);
        if (typeof probe === 'string') return fail(probe);
        const kind = declared.kinds.find((k) => k.id === pieces.kind) ?? NO_KIND;
        const counter = this.kinds.counter(kind.id);
        const phase = counter.status().phase;
        if (phase !== 'ready')
          return fail(
            phase === 'learn' && kind.id === this.kinds.kind.id
              ? `learn the ${kind.many}' weight first: ${LEARN} of them in the cup, then say they are in`
              : `the scale does not know a ${kind.one}'s weight yet: empty the cup and Tare for ${kind.many}`,
          );
        const r = counter.newCup(t);
        if (!r.ok) return fail(r.reason);
        this.kinds.choose(kind.id);
        this.cup = { holder: msg.holder, pieces: pieces.id };
        this.batch = null;
        this.check = null;
        this.say(`Pour ${this.whose(msg.holder)} ${pieces.words} into the cup, all at once, then Count.`);
        return { ok: true };
      }
      case 'count': {
        if (!this.cup) return fail('choose whose pieces are in the cup first');
        if (this.check) return fail('this cup is counted: decide, or choose the next cup');
        const counter = this.kinds.current();
        // The record's count for this pour: what it holds, less what is counted of this cup so far.
        const record = this.host.check(this.cup.holder, this.cup.pieces, 0);
        const r = counter.count(t, typeof record === 'string' ? undefined : record.ledger - counter.status().total);
        if (!r.ok) return fail(r.reason);
        this.settling = this.kinds.settle();
        this.say('Counting: keep the cup still.');
        return { ok: true };
      }
      case 'done': {
        if (!this.cup) return fail('choose whose pieces are in the cup first');
        const c = this.kinds.current().status();
        if (c.counting) return fail('the last pour is still being counted');
        const check = this.host.check(this.cup.holder, this.cup.pieces, c.total);
        if (typeof check === 'string') return fail(check);
        this.check = check;
        if (check.agrees) this.confirm();
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
          this.confirm();
        }
        this.check = null;
        this.cup = null;
        this.batch = null;
        this.say(msg.stands === 'count' ? `The count stands: ${check.holder} holds ${check.counted} ${check.pieces}.` : 'The ledger stands.');
        return { ok: true };
      }
      case 'close': {
        if (this.kinds.current().status().counting) return fail('a pour is still being counted: wait for it');
        this.cup = null;
        this.batch = null;
        this.check = null;
        this.say('Choose whose pieces to count.');
        return { ok: true };
      }
    }
  }

  /** The cup's count is right: its batches refine the unit, which the session keeps. */
  private confirm(): void {
    const unit = this.kinds.current().confirm();
    if (unit) this.host.learned?.(this.kinds.kind, unit);
  }

  private afterTare(kind: PieceKind): string {
    return this.kinds.counter(kind.id).status().phase === 'learn'
      ? `Put ${LEARN} ${kind.many} into the cup, all at once (or one at a time), then say they are in.`
      : 'Choose whose pieces to count.';
  }

  private say(message: string): void {
    this.message = message;
    this.host.changed();
  }

  private onEvents(events: CountEvent[]): void {
    const kind = this.kinds.kind;
    for (const e of events) {
      if (e.type === 'tared') this.message = this.afterTare(kind);
      else if (e.type === 'piece') this.message = `${e.n} of ${LEARN} ${kind.many} in, one at a time.`;
      else if (e.type === 'learned') {
        this.host.learned?.(kind, e.unit);
        this.message = `One ${kind.one} weighs ${e.unit.grams.toFixed(2)} g. Choose whose pieces to count (the ten may stay in the cup, or empty it first).`;
      } else if (e.type === 'counted') {
        this.batch = { pieces: e.batch, sdPieces: e.estimate.sdPieces };
        this.message = `${e.batch} counted, ${e.total} in the cup. Pour more and Count, or Done.`;
      } else this.message = cap(e.reason);
    }
    this.host.changed();
  }
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
