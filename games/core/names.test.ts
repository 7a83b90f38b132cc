// Issue 28: one name rule for every game, applied by the table to every `start` (item 8); a game
// that throws refuses the input instead of being logged broken (item 1); and the two reported
// games, Loot with a "toString" and 7 Seize with a "constructor", play to the end.
import { describe, expect, it } from 'vitest';
import { registry } from '../index.ts';
import { LootSim } from '../loot/testing/random-game.ts';
import { Chooser, playRandomGame } from '../seven-seize/testing/random-game.ts';
import { TableDriver } from '../seven-seize/testing/table-driver.ts';
import { awaiting, emptyTable, type GameRegistry, submit, view } from './table.ts';
import type { AnyGameModule } from './types.ts';

const FILL = ['Cy', 'Dee', 'Eve'];

/** A `start` of game `id` with these players (more added up to the game's smallest table). */
function startOf(id: string, names: readonly string[]): Record<string, unknown> {
  const min = Math.min(...(registry.get(id)?.description.players ?? [2]));
  const players = [...names, ...FILL.slice(0, Math.max(0, min - names.length))];
  // Blackbeard's Booty seats its two pirates by colour (B5).
  return { type: 'start', game: id, players: id === 'blackbeards-booty' ? { gold: players[0], silver: players[1] } : players };
}

const reasonOf = (id: string, names: readonly string[]): string | null => {
  const r = submit(registry, emptyTable, startOf(id, names));
  return r.ok ? null : r.reason;
};

/** Item 8's look-alikes: each pair is refused at player 2 by every game, saying why. */
const LOOK_ALIKES: [what: string, names: [string, string], reason: string][] = [
  ['"Ann" and "ann"', ['Ann', 'ann'], 'start: player 2 "ann" is the same name as player 1 "Ann" (names are compared without case)'],
  ['"Ann" and "Ann "', ['Ann', 'Ann '], "start: player 2's name starts or ends with a space"],
  [
    '"Zoë" composed (NFC) and decomposed (NFD)',
    ['Zoë', 'Zoe\u0308'],
    "start: player 2's name is not in composed form (NFC): an accent is sent as a separate mark",
  ],
  ['"Ann" with a zero-width space inside', ['Ann', 'An\u200Bn'], "start: player 2's name has an invisible character (U+200B)"],
  ['a name that is only a zero-width space', ['Ann', '\u200B'], "start: player 2's name has an invisible character (U+200B)"],
  ['a name that starts with a right-to-left override', ['Ann', '\u202EnnA'], "start: player 2's name has an invisible character (U+202E)"],
  ['a name with a word joiner', ['Ann', 'Bob\u2060'], "start: player 2's name has an invisible character (U+2060)"],
  ['a name too long', ['Ann', 'x'.repeat(41)], "start: player 2's name is longer than 40 characters"],
  ['a name with a control character', ['Ann', 'B\u0007ob'], "start: player 2's name has a control character (U+0007)"],
  ['a name with a tab', ['Ann', 'Bob\tBob'], "start: player 2's name has a control character (U+0009)"],
  ['a no-break space', ['Ann', 'Bob\u00A0Cy'], "start: player 2's name has an unusual space (only plain spaces go between words) (U+00A0)"],
  ['an empty name', ['Ann', ''], "start: player 2's name is empty"],
  ['a blank name', ['Ann', '   '], "start: player 2's name is empty"],
  [
    'full-width "Ａnn" and "Ann"',
    ['Ann', 'Ａnn'],
    'start: player 2 "Ａnn" is the same name as player 1 "Ann" (names are compared without case, and look-alikes such as full-width letters or doubled spaces count as one)',
  ],
  ['the same name twice', ['Ann', 'Ann'], 'start: player 2 "Ann" is the same name as player 1 "Ann"'],
];

describe('the table checks the names of every start, for every game (issue 28, item 8)', () => {
  const games = [...registry.keys()];

  it.each(games)('%s starts with plain distinct names, accents and all', (id) => {
    expect(reasonOf(id, ['Ann', 'Bob'])).toBeNull();
    expect(reasonOf(id, ['Zoë', 'Ann Bonny'])).toBeNull();
  });

  for (const [what, names, reason] of LOOK_ALIKES)
    it.each(games)(`%s refuses ${what}`, (id) => {
      expect(reasonOf(id, names)).toBe(reason);
    });

  it.each(games)('%s refuses a name that is not a string', (id) => {
    expect(reasonOf(id, ['Ann', 7 as unknown as string])).toMatch(/^start: /);
  });

  it('keeps the names a game reserves, whatever their case (R18; the harbour, P9; the neutral pile, H10)', () => {
    expect(reasonOf('7-seize', ['Ann', 'INTERLOPER'])).toMatch(/^start: player 2 "INTERLOPER" is the ghost player's name.*R18.*choose another name$/);
    expect(reasonOf('plunder', ['Harbour', 'Ann', 'Bob'])).toMatch(/^start: player 1 "Harbour" is the name of the harbour \(P9\)/);
    expect(reasonOf('the-high-seize', ['Ann', 'Neutral'])).toMatch(/^start: player 2 "Neutral" is the name of the neutral ship's pile \(H10\)/);
  });
});

describe('a game that throws refuses the input instead of being logged broken (issue 28, item 1)', () => {
  const loot = registry.get('loot') as AnyGameModule;
  const boom = () => {
    throw new Error('boom');
  };
  const broken = (part: Partial<AnyGameModule>): GameRegistry => new Map([['loot', { ...loot, ...part }]]);
  const start = { type: 'start', game: 'loot', players: ['Ann', 'Bob'] };

  it.each(['parseInput', 'start', 'awaiting', 'view', 'playerView'] as const)('a start whose %s throws is refused, saying it is a bug', (part) => {
    const r = submit(broken({ [part]: boom }), emptyTable, start);
    expect(r).toEqual({ ok: false, reason: 'Loot could not take this input (boom): a bug in the game, please report it; nothing changed' });
  });

  it.each(['parseInput', 'apply', 'awaiting', 'view', 'playerView'] as const)('a move whose %s throws is refused, and the table is unchanged', (part) => {
    const started = submit(registry, emptyTable, start);
    if (!started.ok) throw new Error(started.reason);
    const t = { ...started.table, module: { ...loot, [part]: boom } };
    const r = submit(registry, t, { type: 'draw' });
    expect(r).toMatchObject({ ok: false, reason: expect.stringMatching(/^Loot could not take this input \(boom\): a bug in the game/) });
  });
});

describe('the reported games play to the end (issue 28, item 1)', () => {
  it('Loot with a player called "toString": every state read works, to the final scores', () => {
    const names = ['toString', 'Bob', 'Cy'];
    const sim = new LootSim({ players: 3, partnership: false, seed: 28, names }, (_b, after) => {
      expect(JSON.parse(JSON.stringify(view(after))).players).toEqual(names);
    });
    sim.playOut();
    expect(awaiting(sim.table)).toBeNull();
    const v = view(sim.table) as { scores: Record<string, { score: number }>; winners: string[] };
    expect(Object.keys(v.scores)).toEqual(names);
    expect(Object.getOwnPropertyDescriptor(v.scores, 'toString')?.value).toMatchObject({ score: expect.any(Number) });
    expect(v.winners.length).toBeGreaterThan(0);
  });

  it('7 Seize with a player called "constructor": asked to reveal, and the game reaches its winner', () => {
    const names = ['Ann', 'constructor', 'Cy'];
    const d = new TableDriver();
    expect(d.submit({ type: 'start', game: '7-seize', players: names })).toBe(true);
    expect(awaiting(d.table)).toMatchObject({ type: 'reveal', players: names });
    expect(d.submit({ type: 'reveal', player: 'constructor', card: '9H' })).toBe(true);
    expect(awaiting(d.table)).toMatchObject({ type: 'reveal', players: ['Ann', 'Cy'] });

    const whole = new TableDriver();
    playRandomGame(whole, { players: 3, names }, new Chooser([], 28));
    expect(awaiting(whole.table)).toBeNull();
    const { collections } = view(whole.table) as { collections: Record<string, number> };
    expect(Object.getOwnPropertyDescriptor(collections, 'constructor')?.value).toEqual(expect.any(Number));
  });
});
