// Plays random legal games of 7 Seize as a real table would: a shuffled physical deck, hands
// of 3, draws and reshuffles (R16), the Interloper's top card (R18), and random but legal
// answers to every prompt. Every decision reads the next number of a "choice tape", so
// fast-check can generate and shrink games; past the tape's end a seeded PRNG takes over.
import { mulberry32 } from '../../../lib/prng.ts';
import { DECK } from '../cards.ts';
import { INTERLOPER } from '../state.ts';
import type { SevenSeizeInput } from '../inputs.ts';
import type { Awaiting } from '../../core/types.ts';

export class Chooser {
  private i = 0;
  private readonly random: () => number;
  constructor(
    private readonly tape: readonly number[] = [],
    seed = 1,
  ) {
    this.random = mulberry32(seed);
  }
  /** A whole number in [0, n). */
  pick(n: number): number {
    if (n <= 1) return 0;
    const t = this.tape[this.i++];
    if (t !== undefined) return Math.abs(Math.trunc(t)) % n;
    return Math.floor(this.random() * n);
  }
  one<T>(xs: readonly T[]): T {
    return xs[this.pick(xs.length)] as T;
  }
  shuffle<T>(xs: readonly T[]): T[] {
    const a = [...xs];
    for (let i = a.length - 1; i > 0; i--) {
      const j = this.pick(i + 1);
      [a[i], a[j]] = [a[j] as T, a[i] as T];
    }
    return a;
  }
}

/** The physical cards on the table, which the engine never sees. */
export class PhysicalTable {
  deck: string[];
  discard: string[] = [];
  hands = new Map<string, string[]>();
  /** Cards face down in front of participants this phase. */
  faceDown = new Map<string, string>();
  constructor(
    readonly players: string[],
    private readonly c: Chooser,
  ) {
    this.deck = c.shuffle(DECK);
    for (const p of players) this.hands.set(p, this.drawN(3));
  }
  private drawOne(): string {
    if (this.deck.length === 0) {
      this.deck = this.c.shuffle(this.discard);
      this.discard = [];
    }
    const card = this.deck.pop();
    if (card === undefined) throw new Error('the physical deck is empty');
    return card;
  }
  drawN(n: number): string[] {
    return Array.from({ length: n }, () => this.drawOne());
  }
  /** A participant puts a card face down: from the hand, or the deck's top for the Interloper. */
  placeFaceDown(who: string): string {
    let card: string;
    if (who === INTERLOPER) card = this.drawOne();
    else {
      const hand = this.hands.get(who) as string[];
      card = hand.splice(this.c.pick(hand.length), 1)[0] as string;
    }
    this.faceDown.set(who, card);
    return card;
  }
  endPhase(): void {
    this.discard.push(...this.faceDown.values());
    this.faceDown.clear();
  }
  drawForNextRound(): void {
    for (const p of this.players) (this.hands.get(p) as string[]).push(...this.drawN(2));
  }
}

export interface RandomGameOptions {
  players: number;
  /** The players' names (default: Ann, Bob, Cy…). */
  names?: readonly string[];
  cursedTreasure?: boolean;
  keepTiebreakPiecesOut?: boolean;
  /** Chance in [0, 1] that a verdict is "none" (a tie). */
  tieRate?: number;
  /** Chance that the host picks the pair instead of the default. */
  hostPickRate?: number;
}

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fin', 'Gus'];

/** What the player of random games needs to see of the engine, and how to feed it. */
export interface GameDriver {
  view(): { phase: string; awaiting: Awaiting | null; remaining: string[] };
  submit(input: SevenSeizeInput): boolean;
}

/** Plays one game through `driver`; returns the inputs it submitted. Throws if the engine refuses a legal move. */
export function playRandomGame(driver: GameDriver, opts: RandomGameOptions, c: Chooser): SevenSeizeInput[] {
  const players = (opts.names ?? NAMES).slice(0, opts.players);
  const table = new PhysicalTable(players, c);
  const log: SevenSeizeInput[] = [];
  const send = (input: SevenSeizeInput) => {
    const before = driver.view().phase;
    if (!driver.submit(input)) throw new Error(`the engine refused a legal input: ${JSON.stringify(input)}`);
    log.push(input);
    // Mirror the physical table: revealed cards are discarded when their phase ends, and after
    // the seize phase each player draws 2 (R16).
    const after = driver.view().phase;
    if (before === 'squabble' && after === 'divvy') table.endPhase();
    if (before === 'seize' && after !== 'seize') {
      table.endPhase();
      if (after === 'squabble') table.drawForNextRound();
    }
  };
  const options: Record<string, boolean> = {};
  if (opts.cursedTreasure) options.cursedTreasure = true;
  if (opts.keepTiebreakPiecesOut) options.keepTiebreakPiecesOut = true;
  send({ type: 'start', game: '7-seize', players, options });
  for (let guard = 0; guard < 10_000; guard++) {
    const v = driver.view();
    const a = v.awaiting;
    if (!a) return log;
    switch (a.type) {
      case 'reveal': {
        const who = c.one(a.players as string[]);
        send({ type: 'reveal', player: who, card: table.placeFaceDown(who) });
        break;
      }
      case 'chooseCaptain':
        send({ type: 'chooseCaptain', player: c.one(a.among as string[]) });
        break;
      case 'divvy': {
        const n = a.pieces as number;
        const red = 1 + c.pick(n - 1);
        send({ type: 'divvy', red, black: n - red });
        break;
      }
      case 'order':
        send({ type: 'order', players: c.shuffle(a.among as string[]) });
        break;
      case 'queen': {
        const o = c.one(a.options as { action: 'seize' | 'steal'; from?: string }[]);
        send(
          o.action === 'seize'
            ? { type: 'queen', player: a.player as string, action: 'seize' }
            : { type: 'queen', player: a.player as string, action: 'steal', from: o.from as string },
        );
        break;
      }
      case 'verdict': {
        const contest = a.contest as { left: string; right: string; setAside: Record<string, number> };
        const fresh = Object.values(contest.setAside).every((n) => n === 0);
        if (fresh && v.remaining.length > 2 && c.pick(1000) < (opts.hostPickRate ?? 0.2) * 1000) {
          // The host's pick may be refused (a pair that already drew, R23): then weigh as proposed.
          const [l, r] = c.shuffle(v.remaining) as [string, string];
          const pick: SevenSeizeInput = { type: 'pair', left: l, right: r };
          if (driver.submit(pick)) {
            log.push(pick);
            break;
          }
        }
        const tie = c.pick(1000) < (opts.tieRate ?? 0.25) * 1000;
        send({ type: 'verdict', heavier: tie ? 'none' : c.one(['left', 'right'] as const) });
        break;
      }
      default:
        throw new Error(`unexpected awaiting ${a.type}`);
    }
  }
  throw new Error('the game did not end');
}
