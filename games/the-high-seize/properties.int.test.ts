// Properties that hold for every legal game of The High Seize (fast-check): random tables of 2–4
// players, house deck or random card numbers, played to the end through the core and checked at
// every step against the true cards on the table.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/testing/deep-freeze.ts';
import { submit, type Table } from '../core/table.ts';
import { isRejection } from '../core/types.ts';
import { registry } from '../index.ts';
import { CARDS_PER_COLOUR, COLOURS, colourOf, DECK, HOUSE_DECK, isShip, type Numbers } from './cards.ts';
import { apply } from './flow.ts';
import { theHighSeize } from './index.ts';
import type { HighSeizeState } from './state.ts';
import { HighSeizeSim } from './testing/random-game.ts';

const stateOf = (t: Table) => t.last?.state as HighSeizeState;

/** H22, restated from the state: every card of a colour in play is in exactly one place. */
function colourCount(s: HighSeizeState, player: string): number {
  const c = s.colours[player]!;
  const ofColour = (ids: readonly string[]) => ids.filter((id) => colourOf(id) === c).length;
  const onTable = s.piles[player]!.ship === null ? 0 : 1;
  const onPiles = Object.values(s.piles).reduce((n, p) => n + p.placements.filter((x) => x.colour === c).length, 0);
  return s.shipsLeft[player]!.length + onTable + s.deck[player]! + s.hands[player]! + onPiles + ofColour(s.setAside[player]!) + ofColour(s.discarded);
}

const numbersArb = fc.option(
  fc.dictionary(fc.constantFrom(...DECK), fc.record({ weight: fc.integer({ min: 0, max: 9 }), value: fc.integer({ min: 0, max: 9 }) }), { maxKeys: 30 }),
  { nil: undefined },
);
const setupArb = fc.record({
  players: fc.integer({ min: 2, max: 4 }),
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  privateTaps: fc.double({ min: 0, max: 1, noNaN: true }),
  cards: numbersArb,
});

const numbersOf = (cards: Record<string, Partial<Numbers>> | undefined, id: string): Numbers => ({ ...HOUSE_DECK[id]!, ...cards?.[id] });

describe('The High Seize: every legal game', () => {
  it('conserves the cards of every colour at every moment (H22), shows no private tap before the flip (H12) and never mutates a state', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const sim = new HighSeizeSim(setup, (before, after, input) => {
          if (before.last) {
            // A fresh apply on a frozen state gives the same result: the reducer never writes.
            const again = apply(deepFreeze(stateOf(before)), theHighSeize.parseInput(input) as never);
            expect(again.ok).toBe(true);
          }
          const s = stateOf(after);
          for (const p of s.players) expect(colourCount(s, p)).toBe(CARDS_PER_COLOUR);
          const shown = registry.get('the-high-seize')!.view(s) as { piles: Record<string, { revealed: string[] }> };
          if (s.phase !== 'flip') for (const pile of Object.values(shown.piles)) expect(pile.revealed).toEqual([]);
        });
        sim.play();
        expect(sim.state.phase).toBe('finished');
        expect(sim.state.history).toHaveLength(4);
      }),
      { numRuns: 60 },
    );
  });

  it('sinks the heaviest piles, ties included (H15): a sunk pile never scores, a surviving card goes to its colour (H16, H17), scores are the sum of saved values (H19)', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const rounds: { truth: Record<string, string[]>; ships: Record<string, string | null> }[] = [];
        const sim = new HighSeizeSim(setup, (before, after) => {
          const b = before.last ? stateOf(before) : null;
          if (b && b.phase !== 'ships' && stateOf(after).history.length > b.history.length)
            rounds.push({
              truth: Object.fromEntries([...sim.truth].map(([n, cards]) => [n, [...cards]])),
              ships: Object.fromEntries(Object.entries(b.piles).map(([n, p]) => [n, p.ship])),
            });
        });
        sim.play();
        const s = sim.state;
        const owner = Object.fromEntries(s.players.map((p) => [s.colours[p]!, p]));
        const saved: Record<string, string[]> = Object.fromEntries(s.players.map((p) => [p, []]));
        const lost: string[] = [];
        rounds.forEach(({ truth, ships }, r) => {
          const weight = (n: string) => {
            const ship = ships[n] === 'NS' ? 0 : numbersOf(setup.cards, ships[n]!).weight;
            return truth[n]!.reduce((w, id) => w + numbersOf(setup.cards, id).weight, ship);
          };
          const names = Object.keys(truth);
          const max = Math.max(...names.map(weight));
          expect(s.history[r]!.sunk).toEqual(names.filter((n) => weight(n) === max));
          for (const n of names) {
            expect(s.history[r]!.weights[n]).toBe(weight(n));
            const all = [...truth[n]!, ...(ships[n] === 'NS' ? [] : [ships[n]!])];
            if (weight(n) === max) lost.push(...all);
            else for (const id of all) saved[owner[colourOf(id)]!]!.push(id);
          }
        });
        for (const p of s.players) expect([...s.setAside[p]!].sort()).toEqual([...saved[p]!].sort());
        expect([...s.discarded].sort()).toEqual([...lost].sort());
        const scores = registry.get('the-high-seize')!.view(s).scores as Record<string, number>;
        for (const p of s.players) expect(scores[p]).toBe(saved[p]!.reduce((v, id) => v + numbersOf(setup.cards, id).value, 0));
        const best = Math.max(...Object.values(scores));
        expect(s.winners).toEqual(s.players.filter((p) => scores[p] === best));
      }),
      { numRuns: 60 },
    );
  });

  it('undo restores exactly the state before each accepted input (H21)', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        const sim = new HighSeizeSim(setup, (before, after) => {
          const undone = submit(registry, after, { type: 'undo' });
          expect(undone.ok && undone.table.last?.state).toEqual(before.last?.state ?? undefined);
        });
        sim.play();
      }),
      { numRuns: 30 },
    );
  });

  it('refuses illegal inputs at any moment with a reason, changing nothing (H21)', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 1, max: 200 }), (setup, stopAt) => {
        const sim = new HighSeizeSim(setup);
        for (let i = 0; i < stopAt && sim.step(); i++);
        const s = sim.state;
        const other = s.players.find((p) => p !== s.turn)!;
        const illegal: unknown[] = [
          { type: 'place', player: other, pile: 'neutral' }, // out of turn, or not the moment
          { type: 'ship', player: s.players[0], card: `${s.colours[s.players[1]!]![0]!.toUpperCase()}S1` }, // another colour
          { type: 'place', player: s.turn ?? other, pile: 'Atlantis' },
          ...(s.seen.length ? [{ type: 'reveal', pile: 'neutral', card: s.seen[0] }] : []), // seen before
          ...COLOURS.filter((c) => !Object.values(s.colours).includes(c)).map((c) => ({ type: 'reveal', pile: 'neutral', card: `${c[0]!.toUpperCase()}01` })),
          { type: 'reveal', pile: s.players[0], card: `${s.colours[s.players[0]!]![0]!.toUpperCase()}S2` }, // a ship is never revealed
        ];
        for (const input of illegal) {
          const r = submit(registry, sim.table, input);
          if (r.ok) {
            // Only a place by the player whose turn it happens to be can be legal here.
            expect((input as { type: string }).type).not.toBe('reveal');
            continue;
          }
          expect(r.reason.length).toBeGreaterThan(5);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('refuses garbage without throwing, at any moment', () => {
    fc.assert(
      fc.property(setupArb, fc.integer({ min: 0, max: 120 }), fc.anything(), (setup, stopAt, junk) => {
        const sim = new HighSeizeSim(setup);
        for (let i = 0; i < stopAt && sim.step(); i++);
        const parsed = theHighSeize.parseInput(junk);
        expect(isRejection(parsed) || typeof parsed.type === 'string').toBe(true);
        const r = submit(registry, sim.table, junk);
        if (!r.ok) expect(typeof r.reason).toBe('string');
        const mangled = submit(registry, sim.table, { type: 'reveal', pile: junk, card: junk });
        expect(mangled.ok).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('knows only ship cards as ships and every deck card by its label (H2)', () => {
    expect(DECK).toHaveLength(80);
    expect(DECK.filter(isShip)).toHaveLength(16);
  });
});
