// The High Seize at the table: when the piles are turned over (H11) the reader's taps become
// reveals of the pile being asked, pile by pile; mis-taps are refused with the engine's reason
// (H1, H13) and change nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { highSeizeDescription } from '../../../games/the-high-seize/description.ts';
import { fakeTableDevice, type FakeRig } from '../devices/fake-rig-for-tests.ts';
import type { TapMsg } from '#protocol';
import { simUid } from './reader/card-map.ts';
import { TableSession } from './table-session.ts';
import { tapShownTo } from './viewer-filter.ts';
import { everyGame } from '../../../test/every-game.ts';

let dir: string;
let rig: FakeRig;
let session: TableSession;
let taps: TapMsg[];

const deck = highSeizeDescription.deck!;
const tap = (card: string): TapMsg => {
  rig.placeTag(0, simUid(deck, card));
  return taps.at(-1) as TapMsg;
};
const host = () => session.state('host');

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-high-seize-'));
  const dev = fakeTableDevice({ rate: 0 });
  rig = dev.fake;
  session = await TableSession.open({ ...everyGame(), dataDir: dir, device: dev });
  taps = [];
  session.on('tap', (t) => taps.push(t));
});
afterEach(async () => {
  await session.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Ann (red) and Bob (blue) load a round: Ann's pile red, blue, red; Bob's red, blue, blue; the neutral blue, red. */
function playToTheFlip(): void {
  const lines = [
    { type: 'start', game: 'the-high-seize', players: ['Ann', 'Bob'], options: { hideScores: false } },
    { type: 'ship', player: 'Ann', card: 'RS1' },
    { type: 'ship', player: 'Bob', card: 'BS1' },
    ...['Bob', 'neutral', 'Ann', 'Ann', 'neutral', 'Bob', 'Ann', 'Bob'].map((pile, i) => ({ type: 'place', player: i % 2 ? 'Bob' : 'Ann', pile })),
  ];
  for (const l of lines) expect(session.input(l)).toEqual({ ok: true });
}

describe('The High Seize: pile taps', () => {
  it('a tap while the ships go down is refused: no card is awaited (H6)', () => {
    session.input({ type: 'start', game: 'the-high-seize', players: ['Ann', 'Bob'] });
    expect(tap('R01')).toMatchObject({ outcome: 'ignored', message: 'the game is not waiting for a card' });
    expect(host().tapFor).toBeNull();
  });

  it('H12: a card tapped while placing is told to the host alone, goes with the placement and is not asked at the flip', () => {
    for (const l of [
      { type: 'start', game: 'the-high-seize', players: ['Ann', 'Bob'], options: { hideScores: false } },
      { type: 'ship', player: 'Ann', card: 'RS1' },
      { type: 'ship', player: 'Bob', card: 'BS1' },
    ])
      expect(session.input(l)).toEqual({ ok: true });
    const read = tap('R07');
    expect(read).toMatchObject({ outcome: 'picked', card: 'R07', private: true });
    expect(tapShownTo(session.current, 'host', read)).toMatchObject({ outcome: 'picked', card: 'R07', private: true });
    expect(JSON.stringify(tapShownTo(session.current, 'spectator', read))).not.toMatch(/R07|uid/);
    expect(session.input({ type: 'place', player: 'Ann', pile: 'Bob', card: 'R07' })).toEqual({ ok: true });
    // Shown nowhere before the flip (H12).
    expect(JSON.stringify(host().view)).not.toContain('R07');
    // Bob's tap of a red card cannot be his placement: the whole placement is refused (H13).
    tap('R08');
    expect(session.input({ type: 'place', player: 'Bob', pile: 'Bob', card: 'R08' })).toEqual({ ok: false, reason: expect.stringMatching(/H8, H13/) });
    for (const [i, pile] of ['Bob', 'Ann', 'Ann', 'neutral', 'Bob', 'Ann', 'Bob'].entries())
      expect(session.input({ type: 'place', player: i % 2 ? 'Ann' : 'Bob', pile })).toEqual({ ok: true });
    // Bob's ship holds four cards; the flip waits for three of them, and R07 shows there.
    expect(host().view.awaiting).toEqual({ type: 'reveal', piles: { Ann: 3, Bob: 3, neutral: 1 } });
    expect((host().view.piles as Record<string, { revealed: string[] }>).Bob?.revealed).toEqual(['R07']);
  });

  it('asks pile by pile, turns each tap into a reveal of that pile, and settles the round on the last (H11)', () => {
    playToTheFlip();
    expect(host().view.awaiting).toEqual({ type: 'reveal', piles: { Ann: 3, Bob: 3, neutral: 2 } });
    expect(host().tapFor).toBe('Ann');
    expect(tap('B03')).toEqual({ type: 'tap', outcome: 'revealed', player: 'Ann', card: 'B03' }); // face up: public
    expect(tap('R01')).toMatchObject({ outcome: 'revealed' });
    expect(tap('R02')).toMatchObject({ outcome: 'revealed' });
    // Ann's pile is complete: the next pile is asked.
    expect(host().tapFor).toBe('Bob');
    expect((host().view.piles as Record<string, { weight: number | null }>).Ann?.weight).toBe(2 + 1 + 1);
    // The neutral pile first, picked on the tablet.
    expect(session.reader.attributeTap('neutral')).toEqual({ ok: true });
    tap('B06');
    tap('R04');
    expect(host().tapFor).toBe('Bob');
    for (const c of ['R05', 'B07', 'B08']) expect(tap(c)).toMatchObject({ outcome: 'revealed', player: 'Bob' });
    // Bob's pile (3 + 4 + 4) is the heaviest and sinks; round 2 awaits the ships.
    expect(host().view).toMatchObject({ round: 2, phase: 'ships', history: [{ round: 1, weights: { Ann: 4, Bob: 11, neutral: 5 }, sunk: ['Bob'] }] });
    expect(host().tapFor).toBeNull();
  });

  it('refuses a card that does not match the pile, a card tapped twice, a ship and a colour out of the game (H1, H13)', () => {
    playToTheFlip();
    tap('B03');
    const before = host();
    const refused = ['B04', 'B03', 'RS2', 'G01', 'Y16'].map((c) => tap(c));
    expect(refused.map((t) => [t.outcome, t.player])).toEqual(Array(5).fill(['rejected', 'Ann']));
    expect(refused.map((t) => t.message)).toEqual([
      'reveal: no unrevealed blue card lies on the pile of Ann (H13)',
      'reveal: B03 has already been seen this game (H13)',
      'reveal: RS2 is a ship card; only cargo is tapped (H13)',
      'reveal: G01 is green, and no one plays green in this game (H1, H13)',
      'reveal: Y16 is yellow, and no one plays yellow in this game (H1, H13)',
    ]);
    expect(host()).toEqual(before);
  });

  it('asks only piles still waiting: a full pile or an unknown one is refused', () => {
    playToTheFlip();
    for (const c of ['B03', 'R01', 'R02']) tap(c);
    expect(session.reader.attributeTap('Ann')).toEqual({ ok: false, reason: expect.stringMatching(/"Ann" is not at this table \(Bob, neutral\)/) });
    expect(session.reader.attributeTap('Atlantis')).toMatchObject({ ok: false });
  });

  it('gives every tablet the table view: no running scores while set-aside piles lie face down (H20)', () => {
    session.input({ type: 'start', game: 'the-high-seize', players: ['Ann', 'Bob'] });
    expect(host().view).toMatchObject({ scores: null, scoresHidden: true });
    expect(session.state('spectator').view).toMatchObject({ scores: null, scoresHidden: true });
  });
});
