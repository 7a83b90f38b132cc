// A table's own card numbers (H10) over HTTP on a real server: read by anyone, written with the
// host token, every bad entry refused with a reason, kept across a restart, and a damaged file
// reported and not used.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { highSeizeDescription } from '../../../games/the-high-seize/description.ts';
import { checkDeckNumbers } from '../session/reader/deck-numbers.ts';
import { startTestServer, type TestServer } from '../testing.ts';
import { everyGame } from '../../../test/every-game.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

const path = '/api/decks/the-high-seize/numbers';
const call = (method: string, body?: unknown, token?: string, at = path) =>
  fetch(`${server!.url}${at}`, {
    method,
    headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

describe('checkDeckNumbers (H10)', () => {
  const deck = highSeizeDescription.deck!;
  it('takes cards of the deck in any case, with weight and value as whole numbers 0–999', () => {
    expect(checkDeckNumbers({ r07: { weight: 4, value: 3 }, BS2: { value: 0 } }, deck)).toEqual({
      ok: true,
      numbers: { R07: { weight: 4, value: 3 }, BS2: { value: 0 } },
    });
  });
  it.each([
    [[], /must be an object by card/],
    [{ NS: { weight: 1 } }, /"NS" is not a card of The High Seize/],
    [{ X99: { weight: 1 } }, /"X99" is not a card/],
    [{ R07: { weight: 1 }, r07: { value: 1 } }, /R07 is given twice/],
    [{ R07: 5 }, /R07: give its numbers as an object/],
    [{ R07: {} }, /R07: no number given/],
    [{ R07: { size: 1 } }, /unknown field "size"/],
    [{ R07: { weight: -1 } }, /weight must be a whole number from 0 to 999, not -1/],
    [{ R07: { weight: 1.5 } }, /not 1.5/],
    [{ R07: { value: 1000 } }, /not 1000/],
    [{ R07: { value: '3' } }, /not "3"/],
  ])('refuses %j', (raw, reason) => {
    const r = checkDeckNumbers(raw, deck);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.reason).toMatch(reason);
  });
});

describe('GET/PUT /api/decks/:deck/numbers', () => {
  it('starts empty (the house deck), stores what the host enters, and keeps it across a restart', async () => {
    server = await startTestServer(everyGame());
    expect(await (await call('GET')).json()).toEqual({ deck: 'the-high-seize', numbers: {} });
    const own = { R07: { weight: 9, value: 1 }, ys4: { value: 7 } };
    expect((await call('PUT', own)).status).toBe(401);
    const put = await call('PUT', own, server.token);
    expect(await put.json()).toEqual({ deck: 'the-high-seize', numbers: { R07: { weight: 9, value: 1 }, YS4: { value: 7 } } });
    const dataDir = server.dataDir;
    await server.stop(true);
    server = await startTestServer({ ...everyGame(), dataDir });
    expect(await (await call('GET')).json()).toMatchObject({ numbers: { R07: { weight: 9, value: 1 }, YS4: { value: 7 } } });
    // `{}` puts the house numbers back.
    expect(await (await call('PUT', {}, server.token)).json()).toEqual({ deck: 'the-high-seize', numbers: {} });
  });

  it('refuses bad numbers with 400 and a reason, changing nothing; a deck without numbers is 404', async () => {
    server = await startTestServer(everyGame());
    await call('PUT', { R01: { weight: 2 } }, server.token);
    const bad = await call('PUT', { R01: { weight: -3 } }, server.token);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: 'numbers refused: R01: weight must be a whole number from 0 to 999, not -3' });
    expect(await (await call('GET')).json()).toMatchObject({ numbers: { R01: { weight: 2 } } });
    expect((await call('GET', undefined, undefined, '/api/decks/playing-cards/numbers')).status).toBe(404);
    expect((await call('PUT', {}, server.token, '/api/decks/playing-cards/numbers')).status).toBe(404);
    expect((await call('GET', undefined, undefined, '/api/decks/..%2Fetc/numbers')).status).toBe(400);
  });

  it('reports a damaged numbers file and plays with the house numbers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'qm-numbers-'));
    server = await startTestServer({ ...everyGame(), dataDir });
    await server.stop(true);
    writeFileSync(join(dataDir, 'cards', 'the-high-seize.numbers.json'), '{"R01": {"weight": "heavy"}}');
    server = await startTestServer({ ...everyGame(), dataDir });
    expect(await (await call('GET')).json()).toMatchObject({ numbers: {} });
    const state = (await (await call('GET', undefined, undefined, '/api/state')).json()) as { warnings: string[] };
    expect(state.warnings.join(' ')).toMatch(/the-high-seize\.numbers\.json was not used: R01: weight must be a whole number/);
  });
});
