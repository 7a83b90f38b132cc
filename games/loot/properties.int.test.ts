// Properties that hold for every legal Loot game (fast-check): random tables of 2–5 players and
// partnership tables of 4, 6 and 8, dealt from a shuffled deck and played to the end through the
// core, checked at every step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../core/testing/deep-freeze.ts';
import { emptyTable, submit, type Table } from '../core/table.ts';
import { registry } from '../index.ts';
import { COLOURS, card, DECK, goldOf, MERCHANT_IDS } from './cards.ts';
import { type AtSea, type LootState, sideOf } from './state.ts';
import { LootSim } from './testing/random-game.ts';
import { cardCount, goldCount } from './view.ts';

const stateOf = (t: Table) => t.last?.state as LootState;

function check(ok: boolean, what: string): void {
  if (!ok) throw new Error(`L26 broken: ${what}`);
}

const setupArb = fc.oneof(
  fc.record({
    players: fc.integer({ min: 2, max: 5 }),
    partnership: fc.constant(false),
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    drawBias: fc.double({ min: 0.05, max: 0.8, noNaN: true }),
  }),
  fc.record({
    players: fc.constantFrom(4, 6, 8),
    partnership: fc.constant(true),
    seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    drawBias: fc.double({ min: 0.05, max: 0.8, noNaN: true }),
  }),
);

/** Where each merchant is, as the state says: each must be in exactly one place (L26). */
function merchantPlaces(s: LootState): Map<string, string[]> {
  const places = new Map<string, string[]>(MERCHANT_IDS.map((id) => [id, []]));
  const put = (id: string, where: string) => places.get(id)?.push(where);
  for (const [side, ids] of Object.entries(s.captured)) for (const id of ids) put(id, `captured by ${side}`);
  for (const m of s.atSea) put(m.merchant, 'at sea');
  for (const id of s.discard.merchants) put(id, 'discarded');
  for (const [p, ids] of Object.entries(s.handMerchants)) for (const id of ids) put(id, `reported by ${p}`);
  const seen = new Set(s.seen);
  for (const id of MERCHANT_IDS) if (!seen.has(id)) put(id, 'unplayed');
  return places;
}

/** A plain restatement of L9–L12: may `side` put card `id` on merchant `m`? */
function mayPlayOn(id: string, m: AtSea | undefined, side: string): boolean {
  const c = card(id)!;
  if (!m) return false;
  const mine = m.attacks.find((a) => a.side === side);
  if (c.kind === 'pirate') return mine ? mine.colour === c.colour : !m.attacks.some((a) => a.colour === c.colour);
  if (c.kind === 'captain') return mine?.colour === c.colour;
  if (c.kind === 'admiral') return m.side === side;
  return false;
}

describe('Loot properties over random legal games', () => {
  it('L26: 78 cards and 100 gold conserved at every step, every merchant in one place, counts match the true hands, the game ends and scores add up', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        let sim: LootSim | undefined;
        sim = new LootSim(setup, (_before, after) => {
          const s = deepFreeze(stateOf(after)); // a later step that mutated it would throw
          // Plain checks (expect() on every step of 120 games is slow); a failure throws with the facts.
          check(cardCount(s) === 78, `${cardCount(s)} cards`);
          check(goldCount(s) === 100, `${goldCount(s)} gold`);
          for (const [id, where] of merchantPlaces(s)) check(where.length === 1, `${id}: ${where.join(', ') || 'nowhere'}`);
          check(s.drawPile === sim!.pile.length, `pile ${s.drawPile}, truly ${sim!.pile.length}`);
          if (s.phase === 'turn')
            for (const p of s.players) check(s.hands[p] === sim!.hands.get(p)!.length, `${p} holds ${s.hands[p]}, truly ${sim!.hands.get(p)!.length}`);
        });
        sim.playOut();
        const s = sim.state;
        expect(s.phase).toBe('finished');
        expect(s.drawPile).toBe(0);
        expect(s.atSea).toEqual([]);
        // L26 at the end: captured + discarded + in-hand gold = 100.
        const captured = Object.values(s.captured)
          .flat()
          .reduce((g, id) => g + goldOf(id), 0);
        const discarded = s.discard.merchants.reduce((g, id) => g + goldOf(id), 0);
        const inHand = Object.values(s.handMerchants)
          .flat()
          .reduce((g, id) => g + goldOf(id), 0);
        expect(captured + discarded + inHand).toBe(100);
        // L21: a player (partnership: a whole team) is out of cards.
        if (s.teams) expect(s.teams.some(([a, b]) => s.hands[a] === 0 && s.hands[b] === 0)).toBe(true);
        else expect(s.players.some((p) => s.hands[p] === 0)).toBe(true);
        // L25: the winners are exactly the players of the best side(s).
        expect(s.winners.length).toBeGreaterThan(0);
      }),
      { numRuns: 120 },
    );
  });

  it('L9–L12, L18–L20, L7, L4: a random move is accepted exactly when the rules allow it; a refusal gives a reason and changes nothing', () => {
    // Cards and targets are picked among those that matter at that moment (unseen cards, ships at
    // sea) most of the time, so that the colour, captain and admiral rules are really exercised.
    const moveArb = fc.record({
      type: fc.constantFrom('play', 'play', 'play', 'discard', 'draw'),
      pick: fc.nat(),
      anyCard: fc.boolean(),
      // Captains and the admiral are 5 cards of 78: picked on purpose a third of the time.
      special: fc.integer({ min: 0, max: 2 }),
      targetPick: fc.option(fc.nat(), { nil: undefined, freq: 6 }),
      seat: fc.nat(7),
      current: fc.boolean(),
      atStep: fc.nat(),
      // Discards matter only once the pile is empty: half the moves are tried then.
      late: fc.boolean(),
    });
    fc.assert(
      fc.property(setupArb, fc.array(moveArb, { minLength: 1, maxLength: 40 }), (setup, moves) => {
        const sim = new LootSim(setup).playOut();
        const tables: Table[] = [];
        let t: Table = emptyTable;
        for (const input of sim.inputs) {
          const r = submit(registry, t, input);
          if (!r.ok) throw new Error(r.reason);
          t = r.table;
          tables.push(t);
        }
        for (const m of moves) {
          const late = tables.filter((x) => stateOf(x).drawPile === 0 && stateOf(x).phase === 'turn');
          const from = m.late && late.length > 0 ? late : tables;
          const at = from[m.atStep % from.length]!;
          const s = stateOf(at);
          const player = m.current && s.current ? s.current : s.players[m.seat % s.players.length]!;
          const unseenCards = DECK.filter((id) => !s.seen.includes(id));
          const specials = unseenCards.filter((id) => ['captain', 'admiral'].includes(card(id)!.kind));
          const pool = m.special === 0 && specials.length > 0 ? specials : m.anyCard || unseenCards.length === 0 ? DECK : unseenCards;
          const mv = {
            type: m.type,
            card: pool[m.pick % pool.length]!,
            target:
              m.targetPick === undefined
                ? undefined
                : s.atSea.length > 0 && m.targetPick % 4 !== 0
                  ? s.atSea[m.targetPick % s.atSea.length]!.merchant
                  : MERCHANT_IDS[m.targetPick % MERCHANT_IDS.length]!,
          };
          const input: Record<string, unknown> = { type: mv.type, player };
          if (mv.type !== 'draw') input.card = mv.card;
          if (mv.type === 'play' && mv.target !== undefined) input.target = mv.target;
          const turn = s.phase === 'turn' && player === s.current;
          const hand = s.hands[player] ?? 0;
          const unseen = !s.seen.includes(mv.card);
          const side = sideOf(s, player);
          const c = card(mv.card)!;
          let legal: boolean;
          if (mv.type === 'draw') legal = turn && s.drawPile > 0;
          else if (mv.type === 'play') {
            const target = s.atSea.find((m) => m.merchant === mv.target);
            legal = turn && hand > 0 && unseen && (c.kind === 'merchant' ? mv.target === undefined : mayPlayOn(mv.card, target, side));
          } else {
            const playable = s.atSea.some((m) => mayPlayOn(mv.card, m, side));
            legal = turn && s.drawPile === 0 && hand > 0 && unseen && c.kind !== 'merchant' && !playable;
          }
          const r = submit(registry, at, input);
          expect(r.ok, `${JSON.stringify(input)} at turn ${s.turn}: ${r.ok ? 'accepted' : r.reason}`).toBe(legal);
          if (!r.ok) expect(r.reason).toMatch(/\(L\d+|is over|not at this table|ended/);
          else expect(cardCount(stateOf(r.table))).toBe(78);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('L10: a colour is never attacked twice on one merchant by two sides, and a side never holds two colours there', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        new LootSim(setup, (_b, after) => {
          for (const m of stateOf(after).atSea) {
            expect(new Set(m.attacks.map((a) => a.colour)).size).toBe(m.attacks.length);
            expect(new Set(m.attacks.map((a) => a.side)).size).toBe(m.attacks.length);
            for (const a of m.attacks) expect(COLOURS).toContain(a.colour);
          }
        }).playOut();
      }),
      { numRuns: 40 },
    );
  });

  it('undo restores exactly the previous state at every step of a game', () => {
    fc.assert(
      fc.property(setupArb, (setup) => {
        new LootSim(setup, (before, after) => {
          const r = submit(registry, after, { type: 'undo' });
          if (!r.ok) throw new Error(r.reason);
          expect(r.table.last?.state ?? null).toStrictEqual(before.last?.state ?? null);
        }).playOut();
      }),
      { numRuns: 30 },
    );
  });

  it('garbage inputs are refused with a reason, never thrown, and leave the table as it was', () => {
    const types = ['start', 'draw', 'play', 'discard', 'handMerchants', 'undo', 'bogus'];
    const garbage = fc.oneof(
      fc.anything(),
      fc.dictionary(fc.constantFrom('type', 'player', 'card', 'target', 'cards', 'game', 'players', 'options'), fc.anything()),
      fc.record({
        type: fc.constantFrom(...types),
        player: fc.oneof(fc.anything(), fc.constantFrom('Ann', 'Bob', 'Zed')),
        card: fc.oneof(fc.anything(), fc.string(), fc.constantFrom(...DECK)),
        target: fc.oneof(fc.anything(), fc.constantFrom(...MERCHANT_IDS)),
        cards: fc.oneof(fc.anything(), fc.array(fc.string())),
      }),
    );
    fc.assert(
      fc.property(setupArb, fc.array(garbage, { minLength: 1, maxLength: 30 }), fc.nat(), (setup, junk, cut) => {
        const sim = new LootSim(setup).playOut();
        let t: Table = emptyTable;
        for (const input of sim.inputs.slice(0, cut % sim.inputs.length)) {
          const r = submit(registry, t, input);
          if (!r.ok) throw new Error(r.reason);
          t = r.table;
        }
        for (const j of junk) {
          let r: ReturnType<typeof submit> | undefined;
          expect(() => (r = submit(registry, t, j))).not.toThrow();
          if (r && !r.ok) expect(r.reason.length).toBeGreaterThan(5);
          else if (r?.ok && r.table.module?.id === 'loot') expect(cardCount(stateOf(r.table))).toBe(78);
        }
      }),
      { numRuns: 80 },
    );
  });
});
