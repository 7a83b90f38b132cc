// /api/check on the companion with the simulated rig: a check guided by a tablet's answers runs to
// its report, its routes refuse what does not fit with a clear message, and it writes no
// calibration. (Unattended it is the browser test's: test/e2e/check-rig.test.ts.)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CheckStatus } from '../devices/rig-check.ts';
import { openTableDevice } from '../devices/open.ts';
import { startServer, type Running } from '../start.ts';
import { startTestServer } from '../testing.ts';
import { everyGame } from '../../../test/every-game.ts';

const TOKEN = 'check-host-token';
let dir: string;
let running: Running;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-check-api-'));
  running = await startServer({
    dataDir: dir,
    device: await openTableDevice({ dataDir: dir }),
    ...everyGame(),
    httpPort: 0,
    host: '127.0.0.1',
    token: TOKEN,
    uiDir: null,
    logger: false,
  });
});
afterAll(async () => {
  await running?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function call(path: string, body?: unknown, token: string | null = TOKEN): Promise<{ status: number; json: CheckStatus & { message?: string } }> {
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  const r = await fetch(`${running.url}${path}`, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: r.status, json: (await r.json()) as CheckStatus & { message?: string } };
}

async function nextQuestion(): Promise<CheckStatus> {
  for (;;) {
    const { json } = await call('/api/check');
    if (json.question || json.state !== 'running') return json;
    await new Promise((r) => setTimeout(r, 50));
  }
}

it('a check answered by the tablet (weights, card, button and lights skipped) measures the empty cups and reports healthy; it refuses bad requests and writes no calibration', async () => {
  const before = readdirSync(dir, { recursive: true });
  expect((await call('/api/check')).json).toMatchObject({ state: 'idle', question: null, report: null });
  expect((await call('/api/check', { quick: true }, null)).status).toBe(401);
  const bad = await call('/api/check', { quick: 'yes' });
  expect(bad.status).toBe(400);
  expect(bad.json.message).toMatch(/quick/);
  expect((await call('/api/check', { quick: true, frobnicate: 1 })).status).toBe(400);

  const started = await call('/api/check', { quick: true });
  expect(started.status).toBe(202);
  expect(started.json).toMatchObject({ state: 'running', unattended: false });
  const again = await call('/api/check', { quick: true });
  expect(again.status).toBe(409);
  expect(again.json.message).toMatch(/a check is under way/);

  let status = await nextQuestion();
  expect(status.question).toMatchObject({ step: { kind: 'empty', seconds: 10 }, says: 'Empty both cups and keep the table still for 10 s.' });
  const wrong = await call('/api/check/answer', { id: status.question!.id + 1 });
  expect(wrong.status).toBe(409);
  expect(wrong.json.message).toMatch(/is not the one the check asks now/);
  expect((await call('/api/check/answer', { id: status.question!.id, grams: -5 })).status).toBe(400);
  expect((await call('/api/check/answer', { id: status.question!.id }, null)).status).toBe(401);

  const asked: string[] = [];
  while (status.state === 'running' && status.question) {
    const q = status.question;
    asked.push(q.step.kind);
    const skip = ['weight', 'place card', 'press button', 'watch'].includes(q.step.kind);
    expect((await call('/api/check/answer', { id: q.id, ...(skip && { skip: true }) })).status).toBe(200);
    status = await nextQuestion();
  }
  expect(asked).toEqual(['empty', 'weight', 'place card', 'press button', 'watch', 'watch', 'watch', 'watch']);
  expect(status.state).toBe('done');
  const findings = status.report!.findings;
  expect(findings.filter((f) => f.status === 'problem')).toEqual([]);
  expect(findings.find((f) => f.part === 'left cup' && f.measure === 'samples per second')).toMatchObject({ status: 'ok' });
  expect(findings.find((f) => f.part === 'right cup' && f.measure === 'sign')).toMatchObject({ status: 'not measured' });
  expect(status.report!.healthy).toBe(true);
  // It never tares, calibrates or enrols.
  expect(readdirSync(dir, { recursive: true })).toEqual(before);
});

it('refuses a device that is not the two-cup rig with a clear message', async () => {
  const server = await startTestServer({ ...everyGame(), token: TOKEN });
  try {
    const r = await fetch(`${server.url}/api/check`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(r.status).toBe(400);
    expect(((await r.json()) as { message: string }).message).toBe('the check is for the rig (two cups and a reader), not a balance');
  } finally {
    await server.stop();
  }
});
