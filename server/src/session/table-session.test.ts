// The table session with an in-memory rig: card taps become reveals for the player being asked
// (R27 mis-taps refused), enrolment builds the card map, the virtual rig moves the cups.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeTableDevice, type FakeRig } from '../devices/fake-rig-for-tests.ts';
import type { TapMsg } from '#protocol';
import { simUid } from './reader/card-map.ts';
import { playingCards } from '../../../games/seven-seize/description.ts';
import { lootDescription } from '../../../games/loot/description.ts';
import { TableSession } from './table-session.ts';
import { everyGame } from '../../../test/every-game.ts';

let dir: string;
let rig: FakeRig;
let session: TableSession;
let taps: TapMsg[];

async function open(cups: 1 | 2 = 2): Promise<void> {
  const dev = fakeTableDevice({ rate: 0, cups });
  rig = dev.fake;
  session = await TableSession.open({ ...everyGame(), dataDir: dir, device: dev });
  taps = [];
  session.on('tap', (t) => taps.push(t));
}
const tap = (card: string): TapMsg => {
  rig.placeTag(0, simUid(playingCards, card));
  return taps.at(-1) as TapMsg;
};
const v = () => session.state('host').view as Record<string, unknown>;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-session-'));
  await open();
});
afterEach(async () => {
  await session.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('card taps', () => {
  it('asks the players in turn and turns each tap into their reveal', () => {
    expect(session.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] })).toEqual({ ok: true });
    expect(session.state('host').tapFor).toBe('Ann');
    expect(tap('9H')).toEqual({ type: 'tap', outcome: 'revealed', player: 'Ann' }); // the card stays hidden
    expect(session.state('host').tapFor).toBe('Bob');
    // Cy steps up first: the tablet picks another name.
    expect(session.reader.attributeTap('Cy')).toEqual({ ok: true });
    expect(tap('KD')).toMatchObject({ outcome: 'revealed', player: 'Cy' });
    expect(session.state('host').tapFor).toBe('Bob');
    expect(tap('4S')).toMatchObject({ outcome: 'revealed', player: 'Bob' });
    expect(v()).toMatchObject({ phase: 'divvy', captain: 'Ann' });
    expect(session.state('host').tapFor).toBeNull();
  });

  it('refuses a card already revealed this deck cycle (R27), naming it only once it is face up, and changes nothing', () => {
    session.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] });
    tap('9H');
    const before = session.state('host');
    const t = tap('9H');
    expect(t).toMatchObject({ outcome: 'rejected', player: 'Bob' });
    // Ann's card is still face down: every tablet sees this refusal (issue 10, item 4).
    expect(t.message).toMatch(/already down in this reveal.*R27/);
    expect(JSON.stringify(t)).not.toMatch(/9H/i);
    expect(session.state('host')).toEqual(before);
    tap('4S');
    tap('KD'); // the squabble is complete: its cards are face up, then discarded
    expect(session.input({ type: 'divvy', red: 3, black: 4 })).toEqual({ ok: true });
    expect(v()).toMatchObject({ phase: 'seize' });
    const again = tap('9H');
    expect(again).toMatchObject({ outcome: 'rejected' });
    expect(again.message).toMatch(/9H was already revealed.*R27/);
    // With the phrase it was written as, for each tablet to say it in its language.
    expect(again.phrase).toEqual({ message: '{card} was already revealed this deck cycle: a mis-tap? (R27)', values: { card: '9H' } });
  });

  it('says why a tap did nothing: unknown sticker, no game waiting for a card, nobody asked', () => {
    rig.placeTag(0, 'DEADBEEF');
    expect(taps.at(-1)).toMatchObject({ outcome: 'unknown-card', card: null, uid: 'DEADBEEF' });
    expect(tap('AS')).toMatchObject({ outcome: 'ignored' });
    session.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob'] });
    session.reader.attributeTap(null);
    expect(tap('AS')).toMatchObject({ outcome: 'no-player' });
    expect(session.state('host').inputs).toBe(1);
  });

  it('in Loot (played face up) a tap picks the card on the tablet and plays nothing by itself', () => {
    expect(session.input({ type: 'start', game: 'loot', players: ['Ann', 'Bob', 'Cy'] })).toEqual({ ok: true });
    const before = session.state('host').inputs;
    rig.placeTag(0, simUid(lootDescription.deck!, 'AD'));
    expect(taps.at(-1)).toMatchObject({ type: 'tap', outcome: 'picked', card: 'AD' });
    expect(session.state('host').inputs).toBe(before);
    // A card of another deck is still refused with the deck it belongs to.
    rig.removeTag();
    rig.placeTag(0, simUid(playingCards, 'AS'));
    expect(taps.at(-1)).toMatchObject({ outcome: 'wrong-deck', deck: 'playing-cards' });
  });

  it("in a 2-player seize phase asks for the Interloper's card too (R18)", () => {
    session.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob'] });
    tap('9H');
    tap('4S');
    session.input({ type: 'divvy', red: 3, black: 4 });
    const asked: string[] = [];
    for (const card of ['AH', '7C', '5D']) {
      asked.push(session.state('host').tapFor as string);
      tap(card);
    }
    expect(asked.sort()).toEqual(['Ann', 'Bob', 'Interloper']);
    expect(taps.filter((t) => t.outcome === 'revealed')).toHaveLength(5);
  });

  it('refuses to attribute taps to someone not at the table', () => {
    session.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob'] });
    expect(session.reader.attributeTap('Blackbeard')).toEqual({ ok: false, reason: expect.stringMatching(/"Blackbeard" is not at this table/) });
  });
});

describe('a new game', () => {
  it("puts the finished game's log away and starts from an empty table, also after a restart", async () => {
    session.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob'] });
    tap('9H');
    expect(session.games.newGame()).toEqual({ ok: true });
    expect(session.state('host')).toMatchObject({ inputs: 0, tapFor: null, view: { game: null, awaiting: { type: 'start' } } });
    expect(readdirSync(join(dir, 'games')).filter((f) => /^\d{4}-.*-7-seize\.jsonl$/.test(f))).toHaveLength(1);
    expect(session.input({ type: 'start', game: '7-seize', players: ['Cy', 'Dee', 'Eve'] })).toEqual({ ok: true });
    await session.close();
    await open();
    expect(v()).toMatchObject({ players: ['Cy', 'Dee', 'Eve'], round: 1 });
    expect(session.state('host').inputs).toBe(1);
  });
});

describe('enrolment', () => {
  it('walks the deck, tap by tap, and the map survives a restart', async () => {
    session.reader.enrol({ type: 'enrol', action: 'clear' });
    session.reader.enrol({ type: 'enrol', action: 'start' });
    expect(session.state('host').cards).toMatchObject({ deck: 'playing-cards', enrolled: 0, enrolment: { next: 'AS', missing: expect.any(Array) } });
    rig.placeTag(0, '0A0B0C0D');
    rig.placeTag(0, '0A0B0C0E');
    expect(taps.map((t) => [t.outcome, t.card])).toEqual([
      ['enrolled', 'AS'],
      ['enrolled', '2S'],
    ]);
    // Redo one: the next tap becomes KC; the same UID tapped for another card moves there.
    session.reader.enrol({ type: 'enrol', action: 'select', card: 'kc' });
    rig.placeTag(0, '0A0B0C0E');
    expect(session.reader.cardMap()).toEqual({ '0A0B0C0D': 'AS', '0A0B0C0E': 'KC' });
    expect(session.state('host').cards.enrolment?.next).toBe('2S');
    session.reader.enrol({ type: 'enrol', action: 'cancel' });
    await session.close();
    await open();
    expect(session.reader.cardMap()).toEqual({ '0A0B0C0D': 'AS', '0A0B0C0E': 'KC' });
    expect(session.state('host').cards).toMatchObject({ deck: 'playing-cards', enrolled: 2, enrolment: null });
  });

  it('never plays a tap on the enrolment screen as a reveal, even with all 52 cards enrolled', () => {
    session.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] });
    expect(session.state('host').cards.enrolled).toBe(52);
    // Nothing is missing: "enrol the missing cards" is refused, and a tap stays a reveal.
    expect(session.reader.enrol({ type: 'enrol', action: 'start' })).toEqual({ ok: false, reason: expect.stringMatching(/all 52 cards are enrolled/) });
    expect(session.state('host').cards.enrolment).toBeNull();
    // Redo one card: once it is enrolled, enrolment is still open and expects no card.
    expect(session.reader.enrol({ type: 'enrol', action: 'select', card: 'KC' })).toEqual({ ok: true });
    expect(tap('KC')).toMatchObject({ outcome: 'enrolled', card: 'KC' });
    expect(session.state('host').cards.enrolment).toEqual({ next: null, missing: [] });
    const before = session.state('host');
    expect(tap('9H')).toMatchObject({ outcome: 'ignored', card: '9H', message: expect.stringMatching(/enrolling/) });
    expect(session.state('host').inputs).toBe(before.inputs);
    expect(v().revealedBy).toEqual([]);
    // Enrolment stopped: taps are reveals again.
    session.reader.enrol({ type: 'enrol', action: 'cancel' });
    expect(tap('9H')).toMatchObject({ outcome: 'revealed', player: 'Ann' });
  });

  it('imports a map only when every UID and card is valid and no card appears twice', () => {
    const before = session.reader.cardMap();
    expect(session.reader.importCards({ '0A0B0C0D': 'AS', '0A0B0C0E': 'as' })).toEqual({
      ok: false,
      reason: expect.stringMatching(/AS is given to two UIDs/),
    });
    expect(session.reader.importCards({ 'not-hex': 'AS' })).toEqual({ ok: false, reason: expect.stringMatching(/not a card UID/) });
    expect(session.reader.importCards({ '0A0B0C0D': '1Z' })).toEqual({ ok: false, reason: expect.stringMatching(/not a card/) });
    expect(session.reader.importCards(['AS'])).toEqual({ ok: false, reason: expect.stringMatching(/must be an object/) });
    expect(session.reader.cardMap()).toEqual(before);
    expect(session.reader.importCards({ '0a0b0c0d': 'TH' })).toEqual({ ok: true });
    expect(session.reader.cardMap()).toEqual({ '0A0B0C0D': '10H' });
  });
});

describe('virtual rig', () => {
  it('pulls the cable and plugs it back: the device status says so', () => {
    expect(session.state('host').device).toMatchObject({ kind: 'sim', sim: true, state: 'connected' });
    expect(session.sim({ type: 'sim', action: 'unplug' })).toEqual({ ok: true });
    expect(session.state('host').device).toMatchObject({ state: 'reconnecting', lastError: 'cable unplugged' });
    rig.placeTag(0, simUid(playingCards, 'AS'));
    expect(taps).toEqual([]); // nothing reaches the table while unplugged
    session.sim({ type: 'sim', action: 'plug' });
    expect(session.state('host').device.state).toBe('connected');
  });

  it('puts pieces in the cups and takes them out', () => {
    const grams: [number, number] = [0, 0];
    session.on('sample', (s) => (grams[s.cup] = s.grams ?? NaN));
    expect(session.sim({ type: 'sim', action: 'addPiece', cup: 'left', grams: 10 })).toEqual({ ok: true });
    session.sim({ type: 'sim', action: 'addPiece', cup: 'left', grams: 7.5 });
    session.sim({ type: 'sim', action: 'addPiece', cup: 'right', grams: 12 });
    rig.emitSamples();
    expect(grams).toEqual([17.5, 12]);
    session.sim({ type: 'sim', action: 'removePiece', cup: 'left' });
    rig.emitSamples();
    expect(grams).toEqual([10, 12]);
    expect(session.sim({ type: 'sim', action: 'removePiece', cup: 'right' })).toEqual({ ok: true });
    expect(session.sim({ type: 'sim', action: 'removePiece', cup: 'right' })).toEqual({ ok: false, reason: 'sim removePiece: the right cup is empty' });
    rig.emitSamples();
    expect(session.scale.reading()).toMatchObject({ left: 10, right: 0 });
  });

  it('on a simulated single-pan balance: one pan, no card reader, each refused in words', async () => {
    await session.close();
    await open(1);
    expect(session.state('host').device).toMatchObject({ cups: 1, hasReader: false, sim: true });
    expect(session.sim({ type: 'sim', action: 'tap', card: 'QS' })).toEqual({
      ok: false,
      reason: 'sim tap: this device has no card reader (pick the card on the tablet)',
    });
    expect(session.sim({ type: 'sim', action: 'addPiece', cup: 'right', grams: 5 })).toEqual({
      ok: false,
      reason: 'sim addPiece: a single-pan balance has one pan, the "left" cup',
    });
    expect(session.sim({ type: 'sim', action: 'addPiece', cup: 'left', grams: 5, count: 3 })).toEqual({ ok: true });
    expect(session.sim({ type: 'sim', action: 'clearCups' })).toEqual({ ok: true });
    rig.emitSamples();
    expect(session.scale.reading()).toMatchObject({ left: 0 });
  });

  it('pours a whole collection into a cup with one message (count), and a piece of it comes out', () => {
    const grams: [number, number] = [0, 0];
    session.on('sample', (s) => (grams[s.cup] = s.grams ?? NaN));
    expect(session.sim({ type: 'sim', action: 'addPiece', cup: 'right', grams: 4.5, count: 12 })).toEqual({ ok: true });
    session.sim({ type: 'sim', action: 'addPiece', cup: 'left', count: 3 }); // random pieces of 6–14 g
    rig.emitSamples();
    expect(grams[1]).toBeCloseTo(54, 9);
    expect(grams[0]).toBeGreaterThanOrEqual(18);
    expect(grams[0]).toBeLessThanOrEqual(42);
    session.sim({ type: 'sim', action: 'removePiece', cup: 'right' });
    rig.emitSamples();
    expect(grams[1]).toBeCloseTo(49.5, 9);
  });
});

describe('the game position across a restart (issue 28 item 6)', () => {
  it('an input a tablet made before a restart is refused after it, though the game is at the same step', async () => {
    expect(session.input({ type: 'start', game: '7-seize', players: ['Ann', 'Bob'] })).toEqual({ ok: true });
    const before = session.state('host').position;
    await session.close();
    await open();
    // The other tablet takes the start back: the table has moved once since the restart, as it had before it.
    expect(session.input({ type: 'undo' })).toEqual({ ok: true });
    const r = session.input({ type: 'start', game: '7-seize', players: ['Cy', 'Dee'] }, { at: before });
    expect(r).toEqual({ ok: false, reason: expect.stringMatching(/the board has changed since this was chosen/) });
    expect(session.state('host').inputs).toBe(0);
  });
});
