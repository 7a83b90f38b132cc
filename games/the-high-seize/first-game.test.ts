// The High Seize's scripted first round, played through the real reducer: every line the table says
// is held against the position it is said at (whose ship goes down, where each card lies and what
// it weighs, which ship sinks and where each surviving card goes), so no line says what the referee
// would contradict. A line changed without its check here fails the first test.
import { describe, expect, it } from 'vitest';
import { type PlayedStep, playFirstRound } from '../core/testing/first-round.ts';
import { type Claim, eachLineHolds } from '../core/testing/first-round-claims.ts';
import { registry } from '../index.ts';
import { HOUSE_DECK } from './cards.ts';
import type { HighSeizeView } from './view.ts';

const module = registry.get('the-high-seize');
if (!module) throw new Error('The High Seize is not on the shelf');
const played = playFirstRound(registry, module);
const before = (s: PlayedStep) => s.before.view as HighSeizeView;
const after = (s: PlayedStep) => s.after.view as HighSeizeView;
const end = after(played[played.length - 1] as PlayedStep);
const weight = (card: string) => HOUSE_DECK[card]?.weight;

/** A card placed on `pile` by `player` at this step. */
const loaded = (s: PlayedStep, player: string, pile: string) => {
  expect(s.input).toMatchObject({ type: 'place', player, pile });
  expect(after(s).piles[pile]?.cards).toBe((before(s).piles[pile]?.cards ?? 0) + 1);
};
/** The card tapped at this step lies on `pile`, is of `colour`, and weighs `w` (a range for "light", "heavier"). */
const tapped = (s: PlayedStep, pile: string, colour: 'red' | 'blue', w: (n: number) => boolean) => {
  const card = s.input?.card as string;
  expect(s.input).toMatchObject({ type: 'reveal', pile });
  if (after(s).phase === 'flip') expect(after(s).piles[pile]?.revealed).toContain(card);
  expect(card.startsWith(colour === 'red' ? 'R' : 'B'), card).toBe(true);
  expect(w(weight(card) ?? -1), `${card} weighs ${weight(card)}`).toBe(true);
};

/** Each line of the script, word for word, with the check of every claim it makes. */
const CLAIMS: Claim[] = [
  [
    'Ann puts down one of her red ships (H6).',
    (s) => {
      expect(after(s).colours.Ann).toBe('red');
      expect(after(s).piles.Ann?.ship).toBe(s.input?.card);
      expect(s.input?.card).toMatch(/^RS/);
    },
  ],
  [
    'Bob puts down one of his blue ships.',
    (s) => {
      expect(after(s).colours.Bob).toBe('blue');
      expect(after(s).piles.Bob?.ship).toMatch(/^BS/);
    },
  ],
  ['Ann loads a card face down onto her own ship (H8).', (s) => loaded(s, 'Ann', 'Ann')],
  ['Bob loads one onto his.', (s) => loaded(s, 'Bob', 'Bob')],
  [
    'Ann loads one onto the neutral ship: if it reaches port, her card comes back to her (H17).',
    (s) => {
      loaded(s, 'Ann', 'neutral');
      // Her card on the neutral ship is red, the neutral ship reaches port, and her red card there is hers.
      expect(end.history[0]?.sunk).not.toContain('neutral');
      const red = (end.setAside.Ann as string[]).filter((c) => c.startsWith('R'));
      expect(red).toContain('R05');
    },
  ],
  [
    "Bob loads one onto Ann's ship: a heavy card there could sink it.",
    (s) => {
      loaded(s, 'Bob', 'Ann');
      expect(end.history[0]?.sunk).toEqual(['Ann']);
    },
  ],
  ["Ann loads one onto Bob's ship.", (s) => loaded(s, 'Ann', 'Bob')],
  ['Bob loads one onto the neutral ship.', (s) => loaded(s, 'Bob', 'neutral')],
  [
    'Ann loads her last card of the round onto her ship.',
    (s) => {
      loaded(s, 'Ann', 'Ann');
      expect(after(s).hands.Ann).toBe(0);
    },
  ],
  [
    'Bob loads his last onto his: every card is down, the piles are turned over (H11).',
    (s) => {
      loaded(s, 'Bob', 'Bob');
      expect(after(s).hands.Bob).toBe(0);
      expect(after(s).phase).toBe('flip');
    },
  ],
  ["Ann's pile: her first card is tapped on the reader, light cargo.", (s) => tapped(s, 'Ann', 'red', (w) => w <= 2)],
  ["Ann's second card, heavier.", (s) => tapped(s, 'Ann', 'red', (w) => w > (weight('R01') ?? 0))],
  ["Bob's card on Ann's ship: a heavy load of 8.", (s) => tapped(s, 'Ann', 'blue', (w) => w === 8)],
  ["Bob's pile: his first card.", (s) => tapped(s, 'Bob', 'blue', () => true)],
  ['His second.', (s) => tapped(s, 'Bob', 'blue', () => true)],
  ["Ann's card on Bob's ship.", (s) => tapped(s, 'Bob', 'red', () => true)],
  ["The neutral ship's cargo: Ann's card.", (s) => tapped(s, 'neutral', 'red', () => true)],
  [
    "And Bob's: every card is known. The heaviest ship, Ann's, sinks with its cargo (H15); the rest reach port, and each card on them goes to its colour's player (H17).",
    (s) => {
      const round = end.history[0];
      expect(s.input).toMatchObject({ type: 'reveal', pile: 'neutral' });
      expect(s.input?.card).toMatch(/^B/);
      const heaviest = Math.max(...Object.values(round?.weights ?? {}));
      expect(round?.weights.Ann).toBe(heaviest);
      expect(round?.sunk).toEqual(['Ann']);
      // Ann's ship and everything on it, Bob's heavy card included, are out of the game.
      expect(end.discarded).toEqual(expect.arrayContaining(['RS1', 'R01', 'R07', 'B15']));
      // The neutral ship's and Bob's cargo go home by colour, Bob keeps his ship.
      expect([...(end.setAside.Ann as string[])].sort()).toEqual(['R03', 'R05']);
      expect([...(end.setAside.Bob as string[])].sort()).toEqual(['B02', 'B04', 'B06', 'BS1']);
    },
  ],
];

describe("The High Seize's first round says only what the referee's state confirms", () => {
  eachLineHolds(played, CLAIMS);

  it('the neutral ship is no loss: cargo on it that reaches port goes to its colour (H17)', () => {
    const neutral = played.filter((s) => s.input?.pile === 'neutral' && s.input.type === 'place');
    expect(neutral.map((s) => s.say).join(' ')).not.toMatch(/nobody keeps/i);
  });
});
