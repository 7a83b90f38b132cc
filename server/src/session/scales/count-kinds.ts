// The counting scale's counters, one per kind of piece (scale/count.ts), made when a game first
// declares the kind and kept across games, each learning its own unit weight; and which kind is
// being learned or counted now. Pure of I/O, like the count it serves (cup-count.ts).
import type { PieceKind } from '../../../../games/core/types.ts';
import { createCounter, type Counter, type CounterOptions, type CountEvent, type Unit } from '../../../../scale/count.ts';
import type { CountStatus } from '#protocol';
import type { CountDeclaration } from './count-host.ts';

/** Pieces a counter learns its unit weight from. */
export const LEARN = 10;
/** A game that declares no kind still gets a counter (and a refusal for every cup). */
export const NO_KIND: PieceKind = { id: 'piece', one: 'piece', many: 'pieces' };
const NOTHING: CountDeclaration = { kinds: [], pieces: [] };

export class KindCounters {
  private readonly counters = new Map<string, Counter>();
  private kindId: string | null = null;

  /** `units`: weights learned before (the same pieces, an earlier start), by kind: no learning needed. */
  constructor(
    private readonly declaredNow: () => CountDeclaration | null,
    private readonly options: CounterOptions,
    private readonly units: Readonly<Record<string, Unit>>,
  ) {}

  /** What the game on the table counts (nothing, for a game that counts nothing). */
  declared(): CountDeclaration {
    return this.declaredNow() ?? NOTHING;
  }

  /** The kind being learned or counted: the last chosen, while the game declares it; else its first. */
  get kind(): PieceKind {
    const kinds = this.declared().kinds;
    return kinds.find((k) => k.id === this.kindId) ?? kinds[0] ?? NO_KIND;
  }

  choose(kind: string): void {
    this.kindId = kind;
  }

  counter(kind: string): Counter {
    let c = this.counters.get(kind);
    if (!c) {
      const unit = this.units[kind];
      c = createCounter({ ...this.options, learnPieces: LEARN, ...(unit ? { unit } : {}) });
      this.counters.set(kind, c);
    }
    return c;
  }

  /** The counter of the kind being learned or counted. */
  current(): Counter {
    return this.counter(this.kind.id);
  }

  /** A reading of the cup for every declared kind's counter; what the current kind's made of it. */
  sample(t: number, grams: number, stable: boolean | undefined): CountEvent[] {
    let events: CountEvent[] = [];
    const current = this.kind.id;
    for (const k of this.declared().kinds) {
      const e = this.counter(k.id).sample(t, grams, stable);
      if (k.id === current) events = e;
    }
    return events;
  }

  /** The status's `units`: each declared kind's unit weight, or null while it is not known. */
  unitsShown(): CountStatus['units'] {
    const unit = (k: string) => {
      const u = this.counter(k).status().unit;
      return u ? { grams: u.grams, spreadGrams: u.spreadGrams } : null;
    };
    return Object.fromEntries(this.declared().kinds.map((k) => [k.id, unit(k.id)]));
  }

  /** How long the cup must still settle before the counter reads it, in half seconds. */
  settle(): CountStatus['settling'] {
    const s = this.current().status().settle;
    return s ? { secondsLeft: Math.ceil(s.msLeft / 500) / 2, ofSeconds: s.ofMs / 1000 } : null;
  }
}
