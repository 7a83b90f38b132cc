// The watched first round's lines are written by hand, so each claim they make is held against the
// position the referee reaches there: who taps, who is Captain and by which ruling (R4, or R2 on a
// round-1 tie), how the booty is divvied (R7), and who takes what from which stash (R10, R14).
import { describe, expect, it } from 'vitest';
import type { FirstRoundStep } from '../core/first-game.ts';
import { parseCard, squabbleValue } from './cards.ts';
import { firstGame } from './first-game.ts';
import { takes } from './narrate.ts';
import type { SevenSeizeView } from './view.ts';
import { Scenario } from './testing/scripted-table.ts';

const RANK_WORDS: Record<string, string> = { Ace: 'A', King: 'K', Queen: 'Q', Jack: 'J' };
const RULE_OF: Record<string, string> = { A: 'R10', K: 'R11', Q: 'R12', J: 'R13' };

/** The rulings a line cites, by the claim that follows them: `(R8, R9)` → R8, R9. */
const cited = (say: string): string[] => [...say.matchAll(/\b[R]\d+\b/g)].map((m) => m[0]);

interface Checked {
  /** Claims found and held against the position, for the count at the end. */
  claims: number;
}

function checkLine(say: string, before: SevenSeizeView, after: SevenSeizeView, step: FirstRoundStep, out: Checked): void {
  const rules = cited(say);
  for (const taps of say.matchAll(/\b([A-Z]\w+) taps (?:his|hers)\b/g)) {
    out.claims++;
    expect('tap' in step && step.for, say).toBe(taps[1]);
    expect((before.awaiting as { players?: string[] } | null)?.players, say).toContain(taps[1]);
  }
  const captain = /(\w+)'s (\w+) is the highest squabble card.*?Captain \((R\d+)\)/.exec(say);
  if (captain) {
    out.claims++;
    const [, who = '', rank = '', rule] = captain;
    expect(after.captain, say).toBe(who);
    const cards = after.lastReveal?.cards ?? {};
    expect(cards[who]?.slice(0, -1), say).toBe(RANK_WORDS[rank] ?? rank);
    const values = Object.values(cards).map((c) => squabbleValue(parseCard(c) ?? { rank: '2', suit: 'C' }));
    const tie = values.filter((v) => v === Math.max(...values)).length > 1;
    expect(rule, `${say}: the ruling that made the Captain`).toBe(tie ? 'R2' : 'R4');
  }
  for (const m of say.matchAll(/(\w+)'s King counts only 1/g)) {
    out.claims++;
    const card = parseCard(after.lastReveal?.cards[m[1] as string] ?? '');
    expect(card?.rank, say).toBe('K');
    expect(card && squabbleValue(card), say).toBe(1);
  }
  const divvy = /(\w+) draws 7 pieces.*?(\d+) to the red stash, (\d+) to the black \((R\d+)\)/.exec(say);
  if (divvy) {
    out.claims++;
    expect(after.captain, say).toBe(divvy[1]);
    expect(before.bag - after.bag, say).toBe(7);
    expect(after.stashes, say).toEqual({ red: Number(divvy[2]), black: Number(divvy[3]) });
    expect(divvy[4], say).toBe('R7');
  }
  // Who takes what: each claim is an event of the seize, and the claims add up to every collection's change.
  const claimed: Record<string, number> = {};
  for (const m of say.matchAll(/(\w+)'s (Ace|King|Queen|Jack|\d+) takes (\d+) (red|black) pieces?/g)) {
    out.claims++;
    const [, who = '', rank = '', n = '', colour = ''] = m;
    const card = before.revealed?.[who] ?? after.lastReveal?.cards[who] ?? '';
    expect(card.slice(0, -1), say).toBe(RANK_WORDS[rank] ?? rank);
    expect(after.events, say).toContain(takes(who, Number(n), colour as 'red' | 'black', card));
    expect(rules, `${say}: the ruling for ${who}'s card`).toContain(RULE_OF[card.slice(0, -1)] ?? 'R14');
    claimed[who] = (claimed[who] ?? 0) + Number(n);
  }
  if (Object.keys(claimed).length > 0) {
    expect(rules, say).toEqual(expect.arrayContaining(['R8', 'R9']));
    for (const p of after.participants) expect((after.collections[p] ?? 0) - (before.collections[p] ?? 0), `${say}: ${p}`).toBe(claimed[p] ?? 0);
  }
}

describe("7 Seize's watched first round", () => {
  it("plays through the referee, and every line's claim holds in the position it is said at", () => {
    if (firstGame.kind !== 'watch') throw new Error("7 Seize's first game is a round to watch");
    const start = firstGame.start as { players: string[]; options: Record<string, unknown> };
    const s = new Scenario(start.players, start.options);
    const out: Checked = { claims: 0 };
    for (const step of firstGame.steps) {
      const before = s.view as unknown as SevenSeizeView;
      if ('tap' in step) s.do({ type: 'reveal', player: step.for, card: step.tap });
      else if ('input' in step) s.do(step.input);
      else throw new Error(`a 7 Seize first round neither pours nor clears: ${step.say}`);
      checkLine(step.say, before, s.view as unknown as SevenSeizeView, step, out);
    }
    // Every tap line, the Captain, the King's count, the divvy and the three takes.
    expect(out.claims).toBe(6 + 1 + 1 + 1 + 3);
    expect((s.view as unknown as SevenSeizeView).round, 'the round is played to its end').toBe(2);
  });
});
