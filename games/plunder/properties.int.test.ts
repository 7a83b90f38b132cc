// Properties of every random legal Plunder! game (games/plunder/testing/random-game.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registry } from '../index.ts';
import { submit, type Table } from '../core/table.ts';
import { explain, scores } from './score.ts';
import { CARDS_TOTAL, type Colour, COLOURS, CREW_TOTAL, sumTreasures, TREASURES_PER_COLOUR, type PlunderState } from './state.ts';
import { expectedSteal, rng } from './testing/random-game.ts';
import { randomGame, stateOf } from './testing/scripted-table.ts';

const names = fc.integer({ min: 3, max: 5 }).map((n) => ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'].slice(0, n));

/** The stack ran dry in the refill that began `after`'s turn (not during the turn that ended):
 * effects touch only the card player's hand, so the new player's hand grew by the refill alone. */
function refillDrewLast(before: PlunderState, after: PlunderState): boolean {
  const seat = after.current ?? 0;
  const drew = (after.players[seat]?.hand ?? 0) - (before.players[seat]?.hand ?? 0);
  return drew > 0 && after.stack === 0;
}

/** P31, counted here apart from the engine. */
function conserved(s: PlunderState): void {
  for (const c of COLOURS) {
    const total = s.players.reduce((a, p) => a + p.treasures[c], 0) + s.harbour.treasures[c] + s.lost.treasures[c];
    expect(total, `${c} treasures`).toBe(TREASURES_PER_COLOUR);
  }
  for (const h of [...s.players, s.harbour, s.lost]) for (const c of COLOURS) expect(h.treasures[c]).toBeGreaterThanOrEqual(0);
  expect(s.players.reduce((a, p) => a + p.crew, 0) + s.harbour.crew + s.lost.crew + s.removedCrew).toBe(CREW_TOTAL);
  const inPlay = s.pending ? 1 + (s.pending.reaction ? 1 : 0) : 0;
  expect(s.players.reduce((a, p) => a + p.hand + p.kept, 0) + s.stack + s.discard + s.removedCards + inPlay).toBe(CARDS_TOTAL);
}

describe('Plunder! over random legal games', () => {
  it('P31: treasures, crew and cards are conserved at every step; a lost piece never comes back', () => {
    fc.assert(
      fc.property(fc.integer(), names, (seed, players) => {
        randomGame(rng(seed), players, 300, (before, _input, after) => {
          conserved(stateOf(after));
          const b = stateOf(before);
          const a = stateOf(after);
          for (const c of COLOURS) expect(a.lost.treasures[c]).toBeGreaterThanOrEqual(b.lost.treasures[c]);
          expect(a.lost.crew).toBeGreaterThanOrEqual(b.lost.crew);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('P17: every card steal moves exactly min(n, or ⌊n/2⌋ against twice the crew, what is held); a take of one more or one less is refused', () => {
    let halvedSeen = 0;
    fc.assert(
      fc.property(fc.integer(), names, (seed, players) => {
        randomGame(rng(seed), players, 300, (before, input, after) => {
          const i = input as { type: string; effects?: { do: string; from?: string; n?: number; colour?: Colour; take?: object }[] };
          if (i.type !== 'resolve' || !i.effects) return;
          const b = stateOf(before);
          const first = i.effects[0];
          // The first effect sees the state before the resolve: check it against the rulebook's words.
          if (first?.do !== 'steal' || first.from === 'harbour') return;
          const thief = b.players[b.pending?.seat ?? 0];
          const victim = b.players.find((p) => p.name === first.from);
          if (!thief || !victim) return;
          const n = first.n ?? 0;
          const holds = first.colour ? victim.treasures[first.colour] : sumTreasures(victim.treasures);
          const want = expectedSteal(thief, victim, n, holds);
          if (victim.crew >= 2 * thief.crew) halvedSeen++;
          expect(sumTreasures(first.take ?? {})).toBe(want);
          const gained = sumTreasures(stateOf(after).players[b.pending?.seat ?? 0]?.treasures ?? {}) - sumTreasures(thief.treasures);
          if (i.effects.length === 1) expect(gained).toBe(want);
          const more = { ...i, effects: [{ ...first, take: { ...first.take, yellow: ((first.take as { yellow?: number }).yellow ?? 0) + 1 } }] };
          expect(submit(registry, before, more).ok).toBe(false);
        });
      }),
      { numRuns: 60 },
    );
    expect(halvedSeen).toBeGreaterThan(0);
  });

  it('P25–P29: every score equals the sum of the lines that explain it', () => {
    fc.assert(
      fc.property(fc.integer(), names, fc.constantFrom('all', 'none'), (seed, players, mostTie) => {
        randomGame(rng(seed), players, 200, (_b, _i, after) => {
          const s = stateOf(after);
          const opts = { mostTie: mostTie as 'all' | 'none' };
          const sc = scores(s.players, opts);
          const ex = explain(s.players, opts);
          for (const p of s.players) {
            const lines = ex[p.name] ?? [];
            expect(lines.reduce((a, l) => a + l.points, 0)).toBe(sc[p.name]?.total);
            expect(lines.filter((l) => l.ruling === 'P25').reduce((a, l) => a + l.points, 0)).toBe((sc[p.name]?.treasure ?? 0) + (sc[p.name]?.crew ?? 0));
          }
        });
      }),
      { numRuns: 40 },
    );
  });

  it('P24: a game that draws its stack dry ends after one more turn for each other player, with winners or a tie-break', () => {
    fc.assert(
      fc.property(fc.integer(), names, (seed, players) => {
        let finalAt: number | null = null;
        const t = randomGame(rng(seed), players, 2000, (before, _i, after) => {
          const b = stateOf(before);
          const s = stateOf(after);
          // The last card came either in the turn that just ended (an action or effect drew it)
          // or in the refill that began the next one: whoever drew it finishes that turn.
          if (s.finalRound && finalAt === null) finalAt = s.turn !== b.turn && b.stack > 0 && refillDrewLast(b, s) ? s.turn : b.turn;
        });
        const s = stateOf(t);
        expect(s.phase).toBe('finished');
        expect(s.winners.length).toBeGreaterThan(0);
        expect(s.turn).toBe((finalAt ?? 0) + players.length - 1);
      }),
      { numRuns: 30 },
    );
  });

  it('P31: undo restores exactly the state before the last accepted input', () => {
    fc.assert(
      fc.property(fc.integer(), names, (seed, players) => {
        randomGame(rng(seed), players, 120, (before, _input, after) => {
          const undone = submit(registry, after, { type: 'undo' });
          expect(undone.ok).toBe(true);
          if (undone.ok) expect(stateOf(undone.table)).toEqual(stateOf(before));
        });
      }),
      { numRuns: 20 },
    );
  });

  it('garbage is refused with a reason and never changes the game', () => {
    const junk = fc.oneof(
      fc.anything(),
      fc.record({ type: fc.constantFrom('steal', 'recruit', 'play', 'react', 'resolve', 'pass', 'reactions', 'discardDraw'), player: fc.anything() }),
      fc.record({
        type: fc.constant('resolve'),
        effects: fc.array(
          fc.record({ do: fc.constantFrom('steal', 'lose', 'give', 'draw', 'keep', 'x'), n: fc.anything(), take: fc.anything(), from: fc.anything() }),
        ),
      }),
      fc.record({
        type: fc.constantFrom('steal', 'recruit'),
        player: fc.constantFrom('Ann', 'Bob', 'Cy'),
        from: fc.string(),
        colour: fc.string(),
        pay: fc.anything(),
      }),
    );
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 60 }), junk, (seed, steps, raw) => {
        const t: Table = randomGame(rng(seed), ['Ann', 'Bob', 'Cy'], steps);
        const s = structuredClone(stateOf(t));
        const o = submit(registry, t, raw);
        if (!o.ok) expect(o.reason.length).toBeGreaterThan(5);
        else conserved(stateOf(o.table));
        expect(stateOf(t)).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('an action by anyone but the player whose turn it is is refused, naming whose turn it is', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 80 }), (seed, steps) => {
        const t = randomGame(rng(seed), ['Ann', 'Bob', 'Cy', 'Dee'], steps);
        const s = stateOf(t);
        if (s.phase !== 'turn' || s.current === null) return;
        const current = s.players[s.current]?.name as string;
        const other = s.players.find((p) => p.name !== current)?.name as string;
        const o = submit(registry, t, { type: 'discardDraw', player: other });
        expect(o.ok).toBe(false);
        if (!o.ok) expect(o.reason).toContain(`${current}'s turn`);
      }),
      { numRuns: 100 },
    );
  });
});
