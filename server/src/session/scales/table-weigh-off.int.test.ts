// The weigh-off at the table, on an in-memory rig whose samples carry their own times (so seconds
// of weighing take no wall-clock time): tare → loading → weighing → verdict into the engine, and
// the tiebreak (R22) confirmed by the pieces coming out.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputsToWeighOff } from '../../../../games/seven-seize/testing/to-weigh-off.ts';
import { fakeTableDevice, type FakeRig } from '../../devices/fake-rig-for-tests.ts';
import { TableSession } from '../table-session.ts';
import { logText } from '../viewer-filter.ts';
import { everyGame } from '../../../../test/every-game.ts';

let dir: string;
let rig: FakeRig;
let session: TableSession;
let clock = 0;

/** The inputs of a 3-player game up to its first weigh-off verdict. */
const toWeighOff = (): unknown[] => inputsToWeighOff(3, 5).inputs;

/** `ms` of samples from both cups at 80 samples/s. */
function weighFor(ms: number): void {
  for (let k = 0; k < ms / 12.5; k++) rig.emitSamples((clock += 12.5));
}
/** Long enough for the weigh-off's tare window (4 s) to fill with still readings. */
const STILL_MS = 4200;
/** Samples until the tiebreak is over (both drops seen once still over the tare window), at most `ms`. */
function weighUntilReweigh(ms: number): void {
  for (let t = 0; t < ms && weigh().stage === 'tiebreak'; t += 12.5) weighFor(12.5);
}
const weigh = () => session.state('host').weigh;
const inputs = () => session.state('host').inputs;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-weigh-'));
  const dev = fakeTableDevice({ rate: 0 });
  rig = dev.fake;
  session = await TableSession.open({ ...everyGame(), dataDir: dir, device: dev, weighOff: { verdictShowMs: 20, liftWindowMs: 2000 } }); // a short lift window keeps the lift-out's close call on the band
  for (const i of toWeighOff()) expect(session.input(i)).toEqual({ ok: true });
  // An hour ahead of the wall clock, which the session also follows: however slow the machine,
  // the samples stay the newer clock and no wall-clock tick takes seconds from a contest.
  clock = performance.now() + 3_600_000;
});
afterEach(async () => {
  await session.close();
  rmSync(dir, { recursive: true, force: true });
});

const act = (action: 'tare' | 'loaded' | 'removed' | 'restart' | 'tie' | 'longer' | 'lift') => session.scales.weigh({ type: 'weigh', action });
/** Still, empty cups tared, these loads put in, then "All in, weigh!". */
async function weighLoads(left: number, right: number): Promise<void> {
  weighFor(STILL_MS);
  await act('tare');
  rig.setGrams(0, left);
  rig.setGrams(1, right);
  weighFor(300);
  await act('loaded');
}

describe('a contest at the table', () => {
  it('tare, load, weigh: the heavier side wins and the verdict goes into the game', async () => {
    expect(weigh()).toMatchObject({ stage: 'tare', contest: { left: 'Ann', right: 'Bob' } });
    expect(await act('loaded')).toEqual({ ok: false, reason: 'tare the empty cups first' });
    // A cup that clearly holds something: refused at once, in a sentence, until the cup is emptied.
    rig.setGrams(1, 12);
    weighFor(STILL_MS);
    const refusal = "Bob's cup (right) holds 12.0 g: empty it, then press “Tare”.";
    expect(await act('tare')).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'tare', message: refusal });
    expect(weigh().taring).toBeUndefined();
    weighFor(1000);
    expect(weigh().message).toBe(refusal);
    rig.setGrams(1, 0);
    weighFor(600);
    expect(weigh()).toMatchObject({ stage: 'tare', message: 'Empty both cups, then press “Tare”' });
    weighFor(STILL_MS);
    expect(await act('tare')).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'loading', message: expect.stringMatching(/Ann's collection in the left cup/) });
    rig.setGrams(0, 61.3);
    rig.setGrams(1, 48.9);
    weighFor(500);
    expect(await act('loaded')).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'weighing' });
    // The full countdown starts (the samples' clock is ahead of the wall clock, so no tick takes from it).
    expect(weigh().secondsLeft).toBe(20);
    expect(session.scales.live()).toMatchObject({ deciding: true });
    const before = inputs();
    weighFor(6000);
    expect(weigh()).toMatchObject({ stage: 'verdict', verdict: 'left', message: expect.stringMatching(/Bob .*eliminated/) });
    expect(inputs()).toBe(before + 1);
    expect(logText(session.current).trimEnd().split('\n').at(-1)).toBe('{"type":"verdict","heavier":"left","grams":{"left":61.3,"right":48.9}}');
    await wait(60);
    // The next contest: Ann stays in the left cup (R20), Cy comes in on the right.
    expect(weigh()).toMatchObject({ stage: 'tare', contest: { left: 'Ann', right: 'Cy' }, verdict: null });
  });

  it('pieces that landed just before the press are refused, not tared around (the press beat the half-second median)', async () => {
    weighFor(STILL_MS);
    rig.setGrams(0, 30);
    weighFor(25); // two readings of 30 g: what the tablet already shows, not yet the cup's median
    expect(await act('tare')).toEqual({ ok: true });
    expect(weigh().stage).toBe('tare');
    weighFor(400);
    expect(weigh()).toMatchObject({ stage: 'tare', message: "Ann's cup (left) holds 30.0 g: empty it, then press “Tare”." });
    expect(weigh().taring).toBeUndefined();
    // A noisy reading on an empty cup only makes the tare look a little longer.
    rig.setGrams(0, 0);
    weighFor(STILL_MS);
    rig.setGrams(1, 2.5);
    weighFor(12.5);
    rig.setGrams(1, 0);
    expect(await act('tare')).toEqual({ ok: true });
    expect(weigh().stage).toBe('tare');
    weighFor(400);
    expect(weigh().stage).toBe('loading');
  });

  it('a tare pressed as the contest begins is not refused for one wild reading: a cup is judged clearly full on three readings or more (issue 30)', async () => {
    // The contest has just begun: each cup's last half second holds one reading, the right's an
    // HX711 glitch (the simulated rig's wild readings are 20–400 g). On one reading, the press was
    // refused ("holds 137.0 g"); the refusal then went as the next readings read empty.
    rig.setGrams(1, 137);
    weighFor(12.5);
    rig.setGrams(1, 0);
    expect(await act('tare')).toEqual({ ok: true });
    expect(weigh().message).toBe('Taring… keep your hands off the scale');
    weighFor(STILL_MS);
    expect(weigh().stage).toBe('loading');
  });

  it('a press answered with the refusal already shown is announced all the same, so the press has its answer on the tablet (issue 30)', async () => {
    rig.setGrams(1, 12);
    weighFor(600);
    expect(await act('tare')).toEqual({ ok: true });
    const refusal = "Bob's cup (right) holds 12.0 g: empty it, then press “Tare”.";
    expect(weigh().message).toBe(refusal);
    // Pressed again before another reading: the same refusal, so the status did not change; a
    // tablet showing its press under way until the next state (and tareCups) waited for one.
    let announced = 0;
    session.on('change', () => announced++);
    expect(await act('tare')).toEqual({ ok: true });
    expect(weigh().message).toBe(refusal);
    expect(announced).toBe(1);
  });

  it('a tare waits for still cups with its progress shown, refuses a second press, and says in a sentence why it gave up', async () => {
    // The left cup rocks between 0 and 1.4 g every 0.7 s: empty enough, and no window of the tare (1–4 s) is still
    const rock = (ms: number) => {
      for (let k = 0; k < ms / 12.5; k++) {
        rig.setGrams(0, Math.floor(clock / 700) % 2 ? 1.4 : 0);
        rig.emitSamples((clock += 12.5));
      }
    };
    rock(STILL_MS);
    expect(await act('tare')).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'tare', message: 'Taring… keep your hands off the scale', taring: { secondsLeft: 6, ofSeconds: 6 } });
    expect(await act('tare')).toEqual({ ok: false, reason: 'The scale is already taring: keep your hands off it.' });
    rock(3000);
    expect(weigh().taring).toEqual({ secondsLeft: 3, ofSeconds: 6 });
    rock(3200);
    expect(weigh()).toMatchObject({
      stage: 'tare',
      message: "Ann's cup (left) is not still. Empty both cups, keep your hands off the scale, then press “Tare” again.",
    });
    expect(weigh().taring).toBeUndefined();
    // Still and empty: the next press tares.
    rig.setGrams(0, 0);
    weighFor(STILL_MS);
    expect(await act('tare')).toEqual({ ok: true });
    expect(weigh().stage).toBe('loading');
  });

  it('a tare whose rig stops streaming ends in words when its wait is over, not at "Taring…" for ever', async () => {
    // Its own session: samples on the wall clock's time, a short wait, a quick tick.
    await session.close();
    const dev = fakeTableDevice({ rate: 0 });
    rig = dev.fake;
    // The game is kept in the data directory: reopened, it is at its weigh-off.
    session = await TableSession.open({ ...everyGame(), dataDir: dir, device: dev, weighOff: { verdictShowMs: 20, tareWaitMs: 300, tickMs: 20 } });
    expect(weigh().stage).toBe('tare');
    // The left cup holds 1.8 g: not clearly full (no refusal at the press), but no tare can be
    // taken from it at any time; the samples' clock ends now, then the rig goes quiet. (A rocking
    // cup is no good here: as the wall clock moves on past the last sample, the tare's window can
    // come to hold only the rock's last still half second, and be taken.)
    rig.setGrams(0, 1.8);
    clock = performance.now() - STILL_MS;
    weighFor(STILL_MS);
    expect(await act('tare')).toEqual({ ok: true });
    expect(weigh().message).toBe('Taring… keep your hands off the scale');
    await expect.poll(() => weigh().message, { timeout: 30_000 }).toMatch(/press “Tare” again/);
    expect(weigh().taring).toBeUndefined();
    expect(weigh().stage).toBe('tare');
  });

  it('a tie: both sides take a piece out, the drop is seen, and the contest is weighed again (R22)', async () => {
    await weighLoads(55, 55.1);
    weighFor(8000);
    expect(weigh()).toMatchObject({ stage: 'verdict', verdict: 'none' });
    await wait(60);
    expect(weigh()).toMatchObject({ stage: 'tiebreak', contest: { left: 'Ann', right: 'Bob' } });
    expect((session.state('host').view as { weighOff: { contest: { setAside: unknown } } }).weighOff.contest.setAside).toEqual({ Ann: 1, Bob: 1 });
    rig.setGrams(0, 47);
    weighFor(STILL_MS);
    expect(weigh()).toMatchObject({ stage: 'tiebreak', message: expect.stringMatching(/^Bob: take one piece out/) }); // only Ann's is out yet
    // The players press "Removed" while the scale is still watching: no harm done.
    expect(await act('removed')).toEqual({ ok: true });
    rig.setGrams(1, 44);
    weighUntilReweigh(STILL_MS);
    // Weighed again: the cups were still over the whole tare window, so it may already be decided.
    expect(['weighing', 'verdict']).toContain(weigh().stage);
    weighFor(6000);
    expect(weigh()).toMatchObject({ stage: 'verdict', verdict: 'left' });
  });

  it('ties until a side has no piece left: the engine ends the contest (R23) and the weigh-off moves on', async () => {
    weighFor(STILL_MS);
    await act('tare');
    let grams = 200;
    rig.setGrams(0, grams);
    rig.setGrams(1, grams);
    weighFor(300);
    await act('loaded');
    const first = () => (session.state('host').view as { weighOff: { results: unknown[] } }).weighOff.results.length;
    for (let round = 0; round < 40 && first() === 0; round++) {
      weighFor(8000);
      expect(weigh()).toMatchObject({ stage: 'verdict', verdict: 'none' });
      await wait(40);
      if (first() > 0) break;
      expect(weigh().stage).toBe('tiebreak');
      grams -= 4;
      rig.setGrams(0, grams);
      rig.setGrams(1, grams);
      weighUntilReweigh(STILL_MS);
      expect(['weighing', 'verdict']).toContain(weigh().stage);
    }
    await wait(60); // the last verdict's time on screen
    expect(first()).toBe(1);
    expect(weigh().stage).not.toBe('tiebreak');
    expect(['tare', 'idle']).toContain(weigh().stage);
  });

  it('at the time limit the table hears what the scale knows and chooses: weigh longer, or a tie (R22, R24)', async () => {
    // Exactly at the band (0.5 g): the scale can never be sure either way.
    await weighLoads(60.5, 60);
    expect(await act('tie')).toEqual({ ok: false, reason: expect.stringMatching(/contest is at weighing/) });
    const before = inputs();
    weighFor(20_100);
    const w = weigh();
    expect(w).toMatchObject({ stage: 'undecided', verdict: null });
    expect(w.message).toMatch(/^No clear winner after 20 s: Ann's cup is heavier, by 0\.\d to 0\.\d g, and a winner needs more than 0\.5 g \(R24\)/);
    expect(w.message).toMatch(/Call it a tie — each side takes one piece out and weighs again \(R22\) —, weigh longer, or lift both collections out/);
    expect(w.known?.lowGrams).toBeLessThanOrEqual(0.5);
    expect(w.known?.highGrams).toBeGreaterThanOrEqual(0.5);
    expect(inputs()).toBe(before); // nothing went into the game
    expect(await act('longer')).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'weighing', secondsLeft: 20 });
    weighFor(20_100);
    expect(weigh().stage).toBe('undecided');
    expect(await act('tie')).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'verdict', verdict: 'none', message: expect.stringMatching(/the table called a tie/) });
    expect(logText(session.current).trimEnd().split('\n').at(-1)).toMatch(/^{"type":"verdict","heavier":"none"(,"grams":{"left":[0-9.]+,"right":[0-9.]+})?}$/);
    await wait(60);
    expect(weigh().stage).toBe('tiebreak');
    expect(await act('longer')).toEqual({ ok: false, reason: expect.stringMatching(/only at the time limit/) });
  });

  it('a close call at the time limit: both collections lifted out, the empty cups give the zero after the contest; still on the band, a tie or by hand (issue 32, R24, R25)', async () => {
    await weighLoads(60.5, 60);
    expect(await act('lift')).toEqual({ ok: false, reason: expect.stringMatching(/only at the time limit/) });
    weighFor(20_100);
    expect(weigh().stage).toBe('undecided');
    const before = inputs();
    expect(await act('lift')).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'lifting', message: expect.stringMatching(/^Lift both collections out/) });
    rig.setGrams(0, 0);
    weighFor(200);
    rig.setGrams(1, 0);
    weighFor(3000);
    const w = weigh();
    expect(w).toMatchObject({ stage: 'undecided', liftedOut: true, verdict: null });
    expect(w.message).toMatch(/even with the empty cups' zero after the contest: Ann's cup is heavier, by 0\.\d to 0\.\d g.*settle it by hand/);
    expect(inputs()).toBe(before);
    expect(await act('longer')).toEqual({ ok: false, reason: expect.stringMatching(/out of the cups/) });
    expect(await act('tie')).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'verdict', verdict: 'none', message: expect.stringMatching(/even with the zero after the contest/) });
    await wait(60);
    // The cups are empty and zeroed: the next weighing, one piece fewer each, needs no tare (R22).
    expect(weigh()).toMatchObject({ stage: 'loading', message: expect.stringMatching(/each set one piece aside/) });
    rig.setGrams(0, 55);
    rig.setGrams(1, 50);
    weighFor(300);
    expect(await act('loaded')).toEqual({ ok: true });
    weighFor(3000);
    expect(weigh()).toMatchObject({ stage: 'verdict', verdict: 'left' });
  });

  it('follows the game when the host undoes or re-pairs in the middle', async () => {
    weighFor(STILL_MS);
    await act('tare');
    expect(weigh().stage).toBe('loading');
    expect(session.input({ type: 'pair', left: 'Cy', right: 'Ann' })).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'tare', contest: { left: 'Cy', right: 'Ann' } });
    expect(session.input({ type: 'undo' })).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'tare', contest: { left: 'Ann', right: 'Bob' } });
    expect(session.input({ type: 'undo' })).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'idle', contest: null });
  });

  it('refuses weigh steps that do not fit the moment', async () => {
    expect(await act('removed')).toEqual({ ok: false, reason: 'no tiebreak is under way' });
    expect(await act('restart')).toEqual({ ok: true });
    expect(weigh().stage).toBe('tare');
  });
});

describe("each cup's zero, tracked while the cups are empty and still (issue 32)", () => {
  it('the tablets see each cup at zero, in motion or stable, and a tare while the zeros are fresh is taken at once', async () => {
    weighFor(2000);
    expect(weigh().cups).toEqual({ left: 'zero', right: 'zero' });
    // Fresh zeros: no wait for a still window, no "Taring…".
    expect(await act('tare')).toEqual({ ok: true });
    expect(weigh().stage).toBe('loading');
    expect(weigh().taring).toBeUndefined();
    rig.setGrams(0, 20);
    weighFor(300);
    expect(weigh().cups).toEqual({ left: 'motion', right: 'zero' });
    weighFor(1500);
    expect(weigh().cups).toEqual({ left: 'stable', right: 'zero' });
  });

  it('a cup just emptied is not fresh: the tare waits for a still window, as before', async () => {
    rig.setGrams(0, 20);
    weighFor(2000);
    rig.setGrams(0, 0);
    weighFor(300);
    expect(weigh().cups?.left).toBe('motion');
    expect(await act('tare')).toEqual({ ok: true });
    expect(weigh()).toMatchObject({ stage: 'tare', message: 'Taring… keep your hands off the scale' });
    weighFor(1500);
    expect(weigh().stage).toBe('loading');
  });
});

describe('a contest on a single-pan balance: one collection after the other (issue 4)', () => {
  let pan: FakeRig;
  let panSession: TableSession;
  let panDir: string;
  const panWeigh = () => panSession.state('host').weigh;
  const panAct = (action: 'tare' | 'loaded' | 'removed') => panSession.scales.weigh({ type: 'weigh', action });
  /** `ms` of pan readings at 10/s. */
  const panFor = (ms: number) => {
    for (let k = 0; k < ms / 100; k++) pan.emitSamples((clock += 100));
  };
  /** Ann's collection on the pan, weighed; off; Bob's on, weighed. */
  const weighBoth = async (left: number, right: number) => {
    pan.setGrams(0, left);
    await panAct('loaded');
    panFor(2000);
    pan.setGrams(0, 0);
    panFor(300);
    pan.setGrams(0, right);
    await panAct('loaded');
    panFor(2000);
  };

  beforeEach(async () => {
    panDir = mkdtempSync(join(tmpdir(), 'qm-pan-'));
    const dev = fakeTableDevice({ rate: 0, cups: 1 });
    pan = dev.fake;
    panSession = await TableSession.open({ ...everyGame(), dataDir: panDir, device: dev, weighOff: { verdictShowMs: 20 } });
    for (const i of toWeighOff()) expect(panSession.input(i)).toEqual({ ok: true });
  });
  afterEach(async () => {
    await panSession.close();
    rmSync(panDir, { recursive: true, force: true });
  });

  it('a pan with something on it: the tare is refused at once, in a sentence that goes once the pan is empty', async () => {
    pan.setGrams(0, 12);
    panFor(2000);
    expect(await panAct('tare')).toEqual({ ok: true });
    expect(panWeigh()).toMatchObject({ stage: 'tare', message: 'The pan holds 12.0 g: empty the pan, then press “Tare”.' });
    expect(panWeigh().taring).toBeUndefined();
    pan.setGrams(0, 0);
    panFor(600);
    expect(panWeigh()).toMatchObject({ stage: 'tare', message: 'Empty the pan, then press “Tare”' });
    panFor(2000);
    expect(await panAct('tare')).toEqual({ ok: true });
    expect(panWeigh().stage).toBe('loading');
  });

  it('tare, Ann on the pan, then Bob: the heavier is named and the verdict goes into the game', async () => {
    expect(panWeigh()).toMatchObject({ stage: 'tare', contest: { left: 'Ann', right: 'Bob' }, message: 'Empty the pan, then press “Tare”' });
    panFor(2000);
    expect(await panAct('tare')).toEqual({ ok: true });
    expect(panWeigh()).toMatchObject({
      stage: 'loading',
      message: "Put Ann's collection on the pan, then press “On the pan”",
      pan: { on: 'left', left: null, right: null },
    });
    pan.setGrams(0, 61.3);
    expect(await panAct('loaded')).toEqual({ ok: true });
    expect(panWeigh()).toMatchObject({ stage: 'weighing', pan: { on: 'left' } });
    expect(panSession.scales.live()).toEqual({ deciding: true });
    panFor(2000);
    expect(panWeigh()).toMatchObject({
      stage: 'loading',
      message: expect.stringMatching(/^Take Ann's collection off the pan and put Bob's on/),
      pan: { on: 'right', left: 61.3 },
    });
    expect(panSession.scales.live()).toEqual({ deciding: false });
    // Pressed with Ann's collection still on the pan: refused, in words.
    expect(await panAct('loaded')).toEqual({ ok: false, reason: "take Ann's collection off the pan first, then put Bob's on" });
    pan.setGrams(0, 0);
    panFor(300);
    pan.setGrams(0, 48.9);
    expect(await panAct('loaded')).toEqual({ ok: true });
    const before = panSession.state('host').inputs;
    panFor(2000);
    expect(panWeigh()).toMatchObject({ stage: 'verdict', verdict: 'left' });
    expect(panSession.state('host').inputs).toBe(before + 1);
    expect(logText(panSession.current).trimEnd().split('\n').at(-1)).toBe('{"type":"verdict","heavier":"left","grams":{"left":61.3,"right":48.9}}');
    await wait(60);
    expect(panWeigh()).toMatchObject({ stage: 'tare', contest: { left: 'Ann', right: 'Cy' } });
  });

  it('a tie: both take a piece out, press Removed, and both are weighed again (R22)', async () => {
    panFor(2000);
    await panAct('tare');
    await weighBoth(55, 55.1);
    expect(panWeigh()).toMatchObject({ stage: 'verdict', verdict: 'none' });
    await wait(60);
    expect(panWeigh()).toMatchObject({ stage: 'tiebreak', message: expect.stringMatching(/^Ann and Bob: each take one piece out/) });
    expect(await panAct('removed')).toEqual({ ok: true });
    expect(panWeigh()).toMatchObject({ stage: 'loading', pan: { on: 'left', left: null } });
    await weighBoth(47, 44);
    expect(panWeigh()).toMatchObject({ stage: 'verdict', verdict: 'left' });
  });
});
