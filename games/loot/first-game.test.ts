// Loot's scripted first round, played through the real reducer: every line the table says is held
// against the position it is said at (whose turn, who leads the merchant ship, who captured it and
// its gold), so no line says what the referee would contradict. A line changed without its check
// here fails the first test.
import { describe, expect, it } from 'vitest';
import { type PlayedStep, playFirstRound } from '../core/testing/first-round.ts';
import { type Claim, eachLineHolds } from '../core/testing/first-round-claims.ts';
import { isRejection } from '../core/types.ts';
import { registry } from '../index.ts';
import type { LootView } from './view.ts';

const module = registry.get('loot');
if (!module) throw new Error('Loot is not on the shelf');
const played = playFirstRound(registry, module);
const before = (s: PlayedStep) => s.before.view as LootView;
const after = (s: PlayedStep) => s.after.view as LootView;
const ship = (v: LootView, id: string) => v.atSea.find((m) => m.merchant === id);

const CLAIMS: Claim[] = [
  [
    'Ann sails a merchant ship worth 5 gold (M5.2): if nobody attacks it before her next turn, she captures it and its gold then (L15).',
    (s) => {
      expect(before(s).current).toBe('Ann');
      expect(ship(after(s), 'M5.2')).toMatchObject({ owner: 'Ann', gold: 5, leader: 'Ann', leadBy: 'unattacked' });
      // Unattacked at Ann's next turn, it is hers: the same position with Bob drawing instead.
      const draw = module.parseInput({ type: 'draw' });
      if (isRejection(draw)) throw new Error(draw.reason);
      const r = module.apply(s.after.state, draw);
      if (!r.ok) throw new Error(r.reason);
      const v = module.view(r.state) as LootView;
      expect(v.current).toBe('Ann');
      expect(v.captured.Ann).toEqual(['M5.2']);
    },
  ],
  [
    "Bob attacks Ann's merchant ship with a blue pirate ship of 4 skulls (L10): he leads it now.",
    (s) => {
      expect(before(s).current).toBe('Bob');
      expect(s.input).toMatchObject({ card: 'B4.1', target: 'M5.2' });
      expect(ship(after(s), 'M5.2')?.attacks).toEqual([expect.objectContaining({ side: 'Bob', colour: 'blue', strength: 4 })]);
      expect(ship(after(s), 'M5.2')).toMatchObject({ leader: 'Bob', leadBy: 'skulls' });
    },
  ],
  [
    'Ann does not fight back: she draws a card instead.',
    (s) => {
      expect(before(s).current).toBe('Ann');
      expect(s.input).toEqual({ type: 'draw' });
      expect(after(s).hands.Ann).toBe((before(s).hands.Ann ?? 0) + 1);
      expect(ship(before(s), 'M5.2')?.attacks.map((a) => a.side)).toEqual(['Bob']);
    },
  ],
  [
    "Bob's turn comes round and he still leads: he has captured the merchant ship and its 5 gold (L15). He draws a card.",
    (s) => {
      // Said at the start of Bob's turn, where the capture has been made.
      expect(before(s).current).toBe('Bob');
      expect(ship(before(s), 'M5.2')).toBeUndefined();
      expect(before(s).captured.Bob).toEqual(['M5.2']);
      expect(before(s).gold?.Bob).toBe(5);
      expect(s.input).toEqual({ type: 'draw' });
      expect(after(s).hands.Bob).toBe((before(s).hands.Bob ?? 0) + 1);
    },
  ],
];

describe("Loot's first round says only what the referee's state confirms", () => {
  eachLineHolds(played, CLAIMS);

  it('no line says a merchant is kept by whoever holds it at the end (L15: it is captured at a turn; L24: one in hand counts against)', () => {
    expect(played.map((s) => s.say).join(' ')).not.toMatch(/at the end keeps/);
  });
});
