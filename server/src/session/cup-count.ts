// A count at the table (Plunder!): the device's cup counts one holder's treasures of one colour
// with scale/count.ts, and the count is held against the ledger (games/plunder/recount.ts). Where
// they differ the tablet says so and the players decide which stands; a count that stands goes
// into the engine as a `recount` input. Pure of I/O: the session feeds samples and messages.
import type { ScaleSample } from '../../../firmware-bridge/src/device.ts';
import type { CountCheck } from '../../../games/plunder/recount.ts';
import type { Colour } from '../../../games/plunder/state.ts';
import { createCounter, type Counter, type CounterOptions, type CountEvent, type Unit } from '../../../scale/count.ts';

type Result = { ok: true } | { ok: false; message: string };

/** What a count needs of its table session. */
export interface CountHost {
  /** The ledger against the count, or why it cannot be checked. */
  check(holder: string, colour: Colour, counted: number): CountCheck | string;
  /** Puts an input into the engine (the `recount` of a count that stands). */
  submit(input: Record<string, unknown>): Result;
  /** The count's status changed: tell the tablets. */
  changed(): void;
}

export type CountStage = 'tare' | 'learn' | 'ready' | 'counting' | 'checked';

export interface CountStatus {
  stage: CountStage;
  /** Pieces put on so far while learning the unit (of 10). */
  learned: number;
  unit: Unit | null;
  /** Whose treasures of which colour are in the cup. */
  cup: { holder: string; colour: Colour } | null;
  /** Pieces counted in this cup so far (batches add up). */
  total: number;
  /** The last batch counted, with its uncertainty in pieces. */
  batch: { pieces: number; sdPieces: number } | null;
  check: CountCheck | null;
  message: string;
}

export type CountMsg =
  | { do: 'tare' }
  | { do: 'cup'; holder: string; colour: Colour }
  | { do: 'count' }
  | { do: 'done' }
  | { do: 'decide'; stands: 'ledger' | 'count' };

/** What the counter needs to know of the device: a rig's load cell is noisier than a balance. */
export function counterOptionsFor(device: 'balance' | 'rig'): CounterOptions {
  return device === 'balance' ? {} : { stillGrams: 0.6, stillWindowMs: 4000, resolutionGrams: 0.05, minPieceGrams: 1 };
}

export class TableCount {
  private readonly counter: Counter;
  private cup: CountStatus['cup'] = null;
  private batch: CountStatus['batch'] = null;
  private check: CountCheck | null = null;
  private message = 'Tare the empty cup.';
  private now = -Infinity;

  constructor(
    private readonly host: CountHost,
    options: CounterOptions = {},
  ) {
    this.counter = createCounter(options);
  }

  /** The device's cup 0 (the only pan of a balance, the left cup of the rig). */
  sample(s: ScaleSample): void {
    if (s.cup !== 0 || s.grams === null || s.t < this.now) return;
    this.now = s.t;
    const events = this.counter.sample(s.t, s.grams, s.stable);
    if (events.length) this.onEvents(events);
  }

  status(): CountStatus {
    const c = this.counter.status();
    const stage: CountStage = this.check ? 'checked' : c.phase !== 'ready' ? c.phase : c.counting ? 'counting' : 'ready';
    return { stage, learned: c.learned, unit: c.unit, cup: this.cup, total: c.total, batch: this.batch, check: this.check, message: this.message };
  }

  act(msg: CountMsg): Result {
    const t = this.now;
    switch (msg.do) {
      case 'tare': {
        const r = this.counter.tare(t);
        if (!r.ok) return { ok: false, message: r.reason };
        this.say(this.counter.status().phase === 'learn' ? 'Put 10 treasures into the cup, one at a time.' : 'Choose whose treasures to count.');
        return { ok: true };
      }
      case 'cup': {
        const probe = this.host.check(msg.holder, msg.colour, 0);
        if (typeof probe === 'string') return { ok: false, message: probe };
        const r = this.counter.newCup(t);
        if (!r.ok) return { ok: false, message: r.reason };
        this.cup = { holder: msg.holder, colour: msg.colour };
        this.batch = null;
        this.check = null;
        this.say(`Pour ${msg.holder === 'harbour' ? "the harbour's" : `${msg.holder}'s`} ${msg.colour} treasures into the cup, then Count.`);
        return { ok: true };
      }
      case 'count': {
        if (!this.cup) return { ok: false, message: 'choose whose treasures are in the cup first' };
        const r = this.counter.count(t);
        if (!r.ok) return { ok: false, message: r.reason };
        this.say('Counting: keep the cup still.');
        return { ok: true };
      }
      case 'done': {
        if (!this.cup) return { ok: false, message: 'choose whose treasures are in the cup first' };
        if (this.counter.status().counting) return { ok: false, message: 'the last pour is still being counted' };
        const check = this.host.check(this.cup.holder, this.cup.colour, this.counter.status().total);
        if (typeof check === 'string') return { ok: false, message: check };
        this.check = check;
        this.say(check.message);
        return { ok: true };
      }
      case 'decide': {
        const check = this.check;
        if (!check || check.agrees) return { ok: false, message: 'no count differs from the ledger' };
        if (msg.stands === 'count') {
          if (check.holder === 'harbour') return { ok: false, message: "the harbour's count cannot be balanced against itself: correct a player's instead" };
          const r = this.host.submit({ type: 'recount', player: check.holder, colour: check.colour, count: check.counted });
          if (!r.ok) return r;
        }
        this.check = null;
        this.cup = null;
        this.say(msg.stands === 'count' ? `The count stands: ${check.holder} holds ${check.counted} ${check.colour}.` : 'The ledger stands.');
        return { ok: true };
      }
    }
  }

  private say(message: string): void {
    this.message = message;
    this.host.changed();
  }

  private onEvents(events: CountEvent[]): void {
    for (const e of events) {
      if (e.type === 'piece') this.message = `${e.n} of 10 treasures weighed (${e.grams.toFixed(2)} g).`;
      else if (e.type === 'learned') this.message = `One treasure weighs ${e.unit.grams.toFixed(2)} g. Empty the cup and choose whose treasures to count.`;
      else if (e.type === 'counted') {
        this.batch = { pieces: e.batch, sdPieces: e.estimate.sdPieces };
        this.message = `${e.batch} counted (± ${e.estimate.sdPieces.toFixed(2)}), ${e.total} in the cup. Pour more and Count, or Done.`;
      } else this.message = e.reason;
    }
    this.host.changed();
  }
}
