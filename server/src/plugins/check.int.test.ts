// /api/check on the companion with the simulated rig: a check guided by a tablet's answers runs to
// its report, its routes refuse what does not fit with a clear message, it writes no calibration,
// and while it runs the rig is the check's (a card or a press never reaches the table); it is
// refused while a weigh-off or a count is under way. The simulated rig's windows pass on its clock
// moved by hand, so the check costs a fraction of a second. (Unattended, and walked through on the
// tablet, it is the browser test's: test/e2e/check-rig.test.ts.)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CheckStatus } from '../devices/rig-check.ts';
import { openTableDevice } from '../devices/open.ts';
import type { TableDevice } from '../devices/table-device.ts';
import type { TapMsg } from '#protocol';
import { startServer, type Running } from '../start.ts';
import { startTestServer } from '../testing.ts';
import { everyGame } from '../../../test/every-game.ts';
import { inputsToWeighOff } from '../../../games/seven-seize/testing/to-weigh-off.ts';
import type { SimRig } from '../../../firmware-bridge/src/index.ts';

const TOKEN = 'check-host-token';
let dir: string;
let running: Running;
let table: TableDevice;
let sim: SimRig;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-check-api-'));
  table = await openTableDevice({ dataDir: dir });
  sim = table.rig as SimRig;
  running = await startServer({ dataDir: dir, device: table, ...everyGame(), httpPort: 0, host: '127.0.0.1', token: TOKEN, uiDir: null, logger: false });
});
afterAll(async () => {
  await running?.close();
  rmSync(dir, { recursive: true, force: true });
});

type Reply = CheckStatus & { message?: string };
async function call(path: string, body?: unknown, token: string | null = TOKEN): Promise<{ status: number; json: Reply }> {
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  const r = await fetch(`${running.url}${path}`, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: r.status, json: (await r.json()) as Reply };
}

/** The next question the check asks (or its end), waited for as the tablet waits: `?after=` the
 * version last read. */
async function nextQuestion(): Promise<CheckStatus> {
  let status = (await call('/api/check')).json;
  while (status.state === 'running' && status.question === null) status = (await call(`/api/check?after=${status.version}`)).json;
  return status;
}

/** Answers each question with `answer`'s answer until the check ends; the kinds asked, and the end. */
async function answerAll(answer: (q: NonNullable<CheckStatus['question']>) => Promise<object>): Promise<{ asked: string[]; status: CheckStatus }> {
  const asked: string[] = [];
  let status = await nextQuestion();
  while (status.state === 'running' && status.question) {
    const q = status.question;
    asked.push(q.step.kind);
    const r = await call('/api/check/answer', { id: q.id, ...(await answer(q)) });
    expect(r.status, r.json.message).toBe(200);
    status = await nextQuestion();
  }
  return { asked, status };
}

/** Waits until the simulated rig's own clock (paced by the wall) has moved `ms` on. */
async function rigTime(ms: number): Promise<void> {
  const until = sim.time + ms;
  await expect.poll(() => sim.time >= until).toBe(true);
}

it('a check answered by the tablet (weights, card, button and lights skipped) measures the empty cups and reports healthy; it refuses bad requests and answers and writes no calibration', async () => {
  const before = readdirSync(dir, { recursive: true });
  expect((await call('/api/check')).json).toMatchObject({ state: 'idle', question: null, report: null });
  expect((await call('/api/check?after=soon')).json.message).toBe('querystring/after must match pattern "^[0-9]{1,9}$"');
  expect((await call('/api/check/answer', { id: 1 })).json.message).toBe('no check is under way: start one first');
  expect((await call('/api/check', { quick: true }, null)).status).toBe(401);
  const bad = await call('/api/check', { quick: 'yes' });
  expect(bad.status).toBe(400);
  expect(bad.json.message).toMatch(/quick/);
  expect((await call('/api/check', { quick: true, frobnicate: 1 })).status).toBe(400);

  // The whole check (drift over a minute): the quick one's 10 s are too short to call a healthy cell healthy every time.
  const started = await call('/api/check', {});
  expect(started.status).toBe(202);
  expect(started.json).toMatchObject({ state: 'running', unattended: false });
  const again = await call('/api/check', { quick: true });
  expect(again.status).toBe(409);
  expect(again.json.message).toMatch(/a check is under way/);

  let status = await nextQuestion();
  expect(status.question).toMatchObject({ step: { kind: 'empty', seconds: 60 }, says: 'Empty both cups and keep the table still for 60 s.' });
  const id = status.question!.id;
  const refusal = async (body: object) => {
    const r = await call('/api/check/answer', body);
    return `${r.status} ${r.json.message}`;
  };
  expect(await refusal({ id: id + 1 })).toBe(`409 question ${id + 1} has not been asked: the check asks question ${id} now (empty)`);
  expect(await refusal({ id, grams: -5 })).toMatch(/^400 body\/grams must be > 0/);
  expect(await refusal({ id, seen: 'yes' })).toMatch(/^400 body\/seen must be boolean/);
  expect(await refusal({ id, skip: true })).toBe(`400 question ${id} (empty) cannot be skipped: do it, then answer {"id":${id}}`);
  expect(await refusal({ id, grams: 200 })).toBe(`400 question ${id} (empty): "grams" answers the known weight (question "weight"), not this one`);
  expect((await call('/api/check/answer', { id }, null)).status).toBe(401);
  expect((await call('/api/check/answer', { id })).status).toBe(200);

  status = await nextQuestion();
  expect(status.question).toMatchObject({ id: id + 1, step: { kind: 'weight' } });
  expect(await refusal({ id })).toBe(`409 question ${id} was answered already: the check asks question ${id + 1} now (weight)`);
  expect(await refusal({ id: id + 1 })).toBe(
    `400 question ${id + 1} (weight) asks how many grams are in each cup: give "grams", or "skip": true without a known weight`,
  );
  expect(await refusal({ id: id + 1, skip: true, grams: 200 })).toBe(`400 question ${id + 1} (weight): give "skip" alone, or an answer without it`);

  const rest = await answerAll(async (q) =>
    q.step.kind === 'watch'
      ? q.step.part === 'left light'
        ? { seen: true }
        : { skip: true }
      : ['weight', 'place card', 'press button'].includes(q.step.kind)
        ? { skip: true }
        : {},
  );
  expect(rest.asked).toEqual(['weight', 'place card', 'press button', 'watch', 'watch', 'watch', 'watch']);
  status = rest.status;
  expect(status.state).toBe('done');
  const findings = status.report!.findings;
  expect(findings.filter((f) => f.status === 'problem')).toEqual([]);
  expect(findings.find((f) => f.part === 'left cup' && f.measure === 'samples per second')).toMatchObject({ status: 'ok' });
  expect(findings.find((f) => f.part === 'right cup' && f.measure === 'sign')).toMatchObject({ status: 'not measured' });
  expect(status.report!.healthy).toBe(true);
  // The picture: each cup's empty window, in counts (no weight said how many make a gram), about its zero.
  expect(status.traces?.map((c) => [c.part, c.unit])).toEqual([
    ['left cup', 'counts'],
    ['right cup', 'counts'],
  ]);
  for (const trace of status.traces!) {
    expect(trace.t.length).toBeGreaterThan(100);
    // The minute's window, and what the rig's own wall-clock pace added while it passed.
    expect(trace.t.at(-1)).toBeGreaterThan(59.8);
    // About its zero (the simulated cell makes a rare wild sample: the middle of them is what counts).
    const sorted = trace.value.map((v) => Math.abs(v!)).sort((a, b) => a - b);
    expect(sorted[Math.floor(sorted.length / 2)]).toBeLessThan(500);
  }
  // It never tares, calibrates or enrols.
  expect(readdirSync(dir, { recursive: true })).toEqual(before);
});

it("while the check runs, the card it is shown and the button pressed for it are the check's: nothing is enrolled, no tap or chirp reaches the table, nothing can be weighed; afterwards the rig is the table's again", async () => {
  const session = running.session;
  await expect.poll(() => session.state('host').device.parts?.state, { timeout: 20_000 }).toBe('ready');
  // The next card on the reader is to be the queen of spades (the simulated rig's cards are all enrolled).
  expect(session.reader.enrol({ type: 'enrol', action: 'select', deck: 'playing-cards', card: 'QS' })).toEqual({ ok: true });
  const queen = () => Object.entries(session.reader.cardMap('playing-cards') ?? {}).find(([, card]) => card === 'QS')?.[0];
  const queenBefore = queen();
  const chirps = session.state('host').device.parts!.chirps;
  const taps: TapMsg[] = [];
  session.on('tap', (t) => taps.push(t));

  expect((await call('/api/check', { quick: true })).status).toBe(202);
  const { asked, status } = await answerAll(async (q) => {
    switch (q.step.kind) {
      case 'weight':
        expect(await session.scales.weigh({ type: 'weigh', action: 'tare' })).toEqual({
          ok: false,
          reason: "weigh tare: the rig is being checked (Check rig): wait for the check's report",
        });
        return { skip: true };
      case 'place card':
        sim.placeTag(0, '04C0FFEE');
        return {};
      case 'take card away':
        sim.removeTag(0);
        return {};
      case 'press button':
        // A person's press: about 150 ms down, as the rig's own clock (paced by the wall) counts.
        sim.driveInput(q.step.pin, false);
        await rigTime(150);
        sim.driveInput(q.step.pin, null);
        await rigTime(100);
        return {};
      case 'watch':
        return { skip: true };
      default:
        return {};
    }
  });
  expect(asked).toEqual(['empty', 'weight', 'place card', 'take card away', 'press button', 'watch', 'watch', 'watch', 'watch']);
  const found = (part: string, measure: string) => status.report!.findings.find((f) => f.part === part && f.measure === measure);
  expect(found('reader 0', 'card')).toMatchObject({ status: 'ok' });
  expect(found('button', 'press')).toMatchObject({ status: 'ok' });
  expect(taps).toEqual([]);
  expect(queen()).toBe(queenBefore);
  expect(session.state('host').device.parts).toMatchObject({ chirps, pressed: false });

  // Given back: the next card on the reader is enrolled.
  sim.placeTag(0, '04C0FFEE');
  await expect.poll(() => taps.map((t) => t.outcome)).toEqual(['enrolled']);
  expect(queen()).toBe('04C0FFEE');
  sim.removeTag(0);
});

it('a check stopped on the tablet (a person who will not finish it) ends without a report and gives the rig back at once', async () => {
  expect((await call('/api/check', { quick: true })).status).toBe(202);
  const asked = await nextQuestion();
  expect(asked.question?.step.kind).toBe('empty');
  expect((await call('/api/check/stop', {}, null)).status).toBe(401);
  const stopped = await call('/api/check/stop', {});
  expect(stopped.status).toBe(200);
  expect(stopped.json).toMatchObject({ state: 'failed', question: null, report: null, error: 'it was stopped on the tablet before its report' });
  expect((await call('/api/check/answer', { id: asked.question!.id })).json.message).toBe('no check is under way: start one first');
  expect((await call('/api/check/stop', {})).json.message).toBe('no check is under way');
  // The table's scale again: a tare is the device's, not refused for a check.
  expect(await running.session.scales.weigh({ type: 'weigh', action: 'tare' })).toEqual({ ok: true });
});

it('is refused while pieces are learned or a count is under way, with what to do', async () => {
  const server = await startTestServer(everyGame());
  try {
    const s = server.session;
    let t = 0;
    /** The rig for `ms` (a sample each 100 ms), or until `until` holds. */
    const run = (ms: number, until: () => boolean = () => false) => {
      for (const end = t + ms; t < end && !until(); ) server.rig.emitSamples((t += 100));
    };
    const count = () => s.state('host').count!;
    expect(s.input({ type: 'start', game: 'plunder', players: ['Ann', 'Bob', 'Cy'] })).toEqual({ ok: true });
    run(4500);
    expect(s.scales.count({ type: 'count', action: 'tare' })).toEqual({ ok: true });
    expect(count()).toMatchObject({ stage: 'learn', learned: 0 });
    expect(s.rig.lendRig()).toEqual({ ok: true });
    s.rig.giveRigBack();
    await s.sim({ type: 'sim', action: 'addPiece', cup: 'left', grams: 2.4 });
    run(6000, () => count().learned === 1);
    expect(s.rig.lendRig()).toEqual({
      ok: false,
      reason: 'pieces are being learned (1 of 10 in): put the rest in, or empty the cup and Tare to start again; then check the rig',
    });
    await s.sim({ type: 'sim', action: 'clearCups' });
    run(4500);
    expect(s.scales.count({ type: 'count', action: 'tare' })).toEqual({ ok: true });
    expect(s.rig.lendRig()).toEqual({ ok: true });
    s.rig.giveRigBack();
  } finally {
    await server.stop();
  }
});

it('is refused while a weigh-off is under way, with what to do; and on a device that is not the two-cup rig', async () => {
  const { inputs, contest } = inputsToWeighOff(2, 9);
  for (const input of inputs) expect(running.session.input(input)).toEqual({ ok: true });
  await expect.poll(() => running.session.state('host').weigh.stage).not.toBe('idle');
  const r = await call('/api/check', { quick: true });
  expect(r.status).toBe(409);
  expect(r.json.message).toBe(
    `the rig cannot be checked now: a weigh-off is under way (${contest.left} against ${contest.right}): check the rig once it is over`,
  );

  const server = await startTestServer({ ...everyGame(), token: TOKEN });
  try {
    const res = await fetch(`${server.url}/api/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe('the check is for the rig (two cups and a reader), not a balance');
  } finally {
    await server.stop();
  }
});
