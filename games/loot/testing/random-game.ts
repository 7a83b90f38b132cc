// A simulated Loot table for tests, benchmarks and browser tests: a shuffled physical deck, real
// hands, and players who choose random legal actions. It drives the core table with the inputs a
// real table would send, so the companion's counts can be checked against the true hands.
import { mulberry32 } from '../../../lib/prng.ts';
import { emptyTable, type Table } from '../../core/table.ts';
import type { LootInput } from '../inputs.ts';
import { registry } from '../../index.ts';
import { addToBattle } from '../battle.ts';
import { card, DECK } from '../cards.ts';
import { awaiting } from '../flow.ts';
import { HAND_SIZE, type LootState, sideOf } from '../state.ts';
import { accepted } from '../../core/testing/accepted.ts';

export interface GameSetup {
  players: number;
  partnership: boolean;
  openScores?: boolean;
  seed: number;
  /** The players' names (default: NAMES). */
  names?: readonly string[];
  /** Chance that a player able to play a card draws instead (0–1). */
  drawBias?: number;
}

export const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'];

export class LootSim {
  table: Table = emptyTable;
  readonly hands = new Map<string, string[]>();
  pile: string[];
  readonly inputs: LootInput[] = [];
  private readonly rnd: () => number;

  constructor(
    readonly setup: GameSetup,
    private readonly onStep?: (before: Table, after: Table) => void,
  ) {
    this.rnd = mulberry32(setup.seed);
    this.pile = shuffle([...DECK], this.rnd);
  }

  get state(): LootState {
    return this.table.last?.state as LootState;
  }

  send(input: LootInput): void {
    const before = this.table;
    this.table = accepted(registry, before, input, 'the simulated table');
    this.inputs.push(input);
    this.onStep?.(before, this.table);
  }

  start(): void {
    const players = (this.setup.names ?? NAMES).slice(0, this.setup.players);
    for (const p of players) this.hands.set(p, this.pile.splice(0, HAND_SIZE));
    const options: Record<string, unknown> = {};
    if (this.setup.partnership) options.partnership = true;
    if (this.setup.openScores) options.openScores = true;
    this.send({ type: 'start', game: 'loot', players, options });
  }

  /** Every legal play of `player` now: [card, target?]. */
  legalPlays(player: string): [string, string | undefined][] {
    const s = this.state;
    const side = sideOf(s, player);
    const out: [string, string | undefined][] = [];
    for (const id of this.hands.get(player) ?? []) {
      const c = card(id)!;
      if (c.kind === 'merchant') out.push([id, undefined]);
      else for (const m of s.atSea) if (!('ok' in addToBattle(m, c, side, player, player))) out.push([id, m.merchant]);
    }
    return out;
  }

  /** The next input of the table (the action of the player to move, or the next hand report),
   * with the true hands updated as if it were done; null when the game is finished. */
  decide(): LootInput | null {
    const s = this.state;
    const a = awaiting(s);
    if (!a) return null;
    if (a.type === 'handMerchants') {
      const p = (a.players as string[])[0]!;
      return { type: 'handMerchants', player: p, cards: this.hands.get(p)!.filter((id) => card(id)!.kind === 'merchant') };
    }
    const p = s.current!;
    const hand = this.hands.get(p)!;
    const plays = this.legalPlays(p);
    const canDraw = this.pile.length > 0;
    if (canDraw && (hand.length === 0 || plays.length === 0 || this.rnd() < (this.setup.drawBias ?? 0.35))) {
      hand.push(this.pile.shift()!);
      return { type: 'draw', player: p };
    }
    if (plays.length > 0) {
      const [id, target] = plays[Math.floor(this.rnd() * plays.length)]!;
      hand.splice(hand.indexOf(id), 1);
      return target === undefined ? { type: 'play', player: p, card: id } : { type: 'play', player: p, card: id, target };
    }
    const id = hand[Math.floor(this.rnd() * hand.length)]!;
    hand.splice(hand.indexOf(id), 1);
    return { type: 'discard', player: p, card: id };
  }

  /** One step through the core table. False when finished. */
  step(): boolean {
    const input = this.decide();
    if (!input) return false;
    this.send(input);
    return true;
  }

  /** Plays to the end (or `maxSteps` inputs). */
  playOut(maxSteps = 2000): this {
    if (!this.table.last) this.start();
    for (let i = 0; i < maxSteps && this.step(); i++);
    return this;
  }
}

function shuffle<T>(a: T[], rnd: () => number): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}
