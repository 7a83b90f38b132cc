// A simulated High Seize table for tests: shuffled colour decks, real hands, and players who put
// down random ships, place random cards on random piles (now and then tapping one privately) and
// flip the piles in a random order. It remembers which card truly lies where, so tests can check
// the companion against the table.
import { mulberry32 } from '../../../lib/prng.ts';
import { emptyTable, type Table } from '../../core/table.ts';
import type { GameInput } from '../../core/types.ts';
import { registry } from '../../index.ts';
import { cargoOf, type Colour, type Numbers } from '../cards.ts';
import type { HighSeizeState } from '../state.ts';
import { accepted } from '../../core/testing/accepted.ts';

export const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];

export interface GameSetup {
  players: number;
  seed: number;
  /** The players' names (default: NAMES). */
  names?: readonly string[];
  /** Chance that a placement is tapped privately (H12). */
  privateTaps?: number;
  colours?: Colour[];
  cards?: Record<string, Partial<Numbers>>;
}

export class HighSeizeSim {
  table: Table = emptyTable;
  readonly players: string[];
  readonly decks = new Map<string, string[]>();
  readonly hands = new Map<string, string[]>();
  /** The true cards on each pile this round, in placement order. */
  truth = new Map<string, string[]>();
  readonly inputs: GameInput[] = [];
  private readonly rnd: () => number;

  constructor(
    readonly setup: GameSetup,
    private readonly onStep?: (before: Table, after: Table, input: GameInput) => void,
  ) {
    this.rnd = mulberry32(setup.seed);
    this.players = (setup.names ?? NAMES).slice(0, setup.players);
  }

  get state(): HighSeizeState {
    return this.table.last?.state as HighSeizeState;
  }

  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rnd() * xs.length)]!;
  }

  send(input: GameInput): void {
    const before = this.table;
    this.table = accepted(registry, before, input, 'the simulated table');
    this.inputs.push(input);
    this.onStep?.(before, this.table, input);
  }

  /** One step of a table that follows the rules; false once the game is over. */
  step(): boolean {
    const s = this.state;
    if (!s) {
      const options: Record<string, unknown> = { first: this.pick(this.players) };
      if (this.setup.colours) options.colours = this.setup.colours;
      if (this.setup.cards) options.cards = this.setup.cards;
      this.send({ type: 'start', game: 'the-high-seize', players: this.players, options } as GameInput);
      for (const p of this.players) this.decks.set(p, shuffle(cargoOf((this.table.last!.state as HighSeizeState).colours[p]!), this.rnd));
      return true;
    }
    if (s.phase === 'finished') return false;
    if (s.phase === 'ships') {
      if (s.players.every((p) => s.piles[p]!.ship === null)) {
        this.truth = new Map([...s.players, 'neutral'].map((n) => [n, []]));
        for (const p of s.players) this.hands.set(p, this.decks.get(p)!.splice(0, 4)); // H5
      }
      const p = this.pick(s.players.filter((q) => s.piles[q]!.ship === null));
      this.send({ type: 'ship', player: p, card: this.pick(s.shipsLeft[p]!) } as GameInput);
      return true;
    }
    if (s.phase === 'place') {
      const p = s.turn!;
      const hand = this.hands.get(p)!;
      const card = hand.splice(Math.floor(this.rnd() * hand.length), 1)[0]!;
      const pile = this.pick([...s.players, 'neutral']);
      this.truth.get(pile)!.push(card);
      const tap = this.rnd() < (this.setup.privateTaps ?? 0.2);
      this.send({ type: 'place', player: p, pile, ...(tap ? { card } : {}) } as GameInput);
      return true;
    }
    // The flip: tap a random card not yet known, on the pile where it truly lies.
    const unknown = [...this.truth].flatMap(([pile, cards]) => cards.filter((c) => !s.seen.includes(c)).map((c) => ({ pile, card: c })));
    const { pile, card } = this.pick(unknown);
    this.send({ type: 'reveal', pile, card } as GameInput);
    return true;
  }

  play(): this {
    while (this.step());
    return this;
  }
}

export function shuffle<T>(xs: T[], rnd: () => number): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
}
