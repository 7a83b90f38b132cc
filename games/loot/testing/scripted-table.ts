// A scripted Loot table for the ruling tests: inputs one by one through the core, and a simple
// bot that plays on (any card the companion has not seen may be in a hand: it never knows hands).
import { emptyTable, submit, type Table } from '../../core/table.ts';
import { registry } from '../../index.ts';
import { addToBattle } from '../battle.ts';
import { card, DECK } from '../cards.ts';
import { awaiting } from '../flow.ts';
import { type LootState, sideOf } from '../state.ts';
import { type LootView, view } from '../view.ts';
import { accepted } from '../../core/testing/accepted.ts';

export interface BotPlan {
  /** Players who draw whenever the pile allows (the others play whenever they can). */
  drawers?: string[];
  /** Cards the bot never plays (kept in hands for the end, say). */
  keep?: string[];
  /** Stop before the input that would be sent once this holds. */
  until?: (s: LootState) => boolean;
  max?: number;
}

export class Script {
  table: Table = emptyTable;

  constructor(players: string[] | null, options: Record<string, unknown> = {}) {
    if (players) this.ok({ type: 'start', game: 'loot', players, options });
  }

  get s(): LootState {
    return this.table.last?.state as LootState;
  }

  get v(): LootView {
    return view(this.s);
  }

  /** Submits inputs that must be accepted. */
  ok(...inputs: Record<string, unknown>[]): this {
    for (const input of inputs) {
      this.table = accepted(registry, this.table, input);
    }
    return this;
  }

  /** Submits an input that must be refused; returns the reason. */
  no(input: Record<string, unknown>): string {
    const r = submit(registry, this.table, input);
    if (r.ok) throw new Error(`${JSON.stringify(input)} was accepted`);
    return r.reason;
  }

  draws(n: number): this {
    for (let i = 0; i < n; i++) this.ok({ type: 'draw' });
    return this;
  }

  /** The next input of a simple player: a card the companion has not seen, played where legal. */
  next(plan: BotPlan = {}): Record<string, unknown> | null {
    const s = this.s;
    const a = awaiting(s);
    if (a?.type !== 'action') return null;
    const p = s.current!;
    const seen = new Set([...s.seen, ...(plan.keep ?? [])]);
    const unseen = DECK.filter((id) => !seen.has(id));
    if (s.drawPile > 0 && (s.hands[p] === 0 || plan.drawers?.includes(p))) return { type: 'draw' };
    const side = sideOf(s, p);
    for (const id of unseen) {
      const c = card(id)!;
      if (c.kind === 'merchant') return { type: 'play', card: id };
      for (const m of s.atSea) if (!('ok' in addToBattle(m, c, side, p, p))) return { type: 'play', card: id, target: m.merchant };
    }
    if (s.drawPile > 0) return { type: 'draw' };
    const lost = unseen.find((id) => card(id)!.kind !== 'merchant');
    if (lost) return { type: 'discard', card: lost };
    // Only kept cards are left in the hands: a kept merchant must be played after all.
    const kept = DECK.find((id) => !s.seen.includes(id) && card(id)!.kind === 'merchant');
    return kept ? { type: 'play', card: kept } : null;
  }

  bot(plan: BotPlan = {}): this {
    for (let i = 0; i < (plan.max ?? 1000); i++) {
      if (plan.until?.(this.s)) return this;
      const input = this.next(plan);
      if (!input) return this;
      this.ok(input);
    }
    return this;
  }
}
