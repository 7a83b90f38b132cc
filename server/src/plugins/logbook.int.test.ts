// The logbook over HTTP, in-process (fastify inject): a finished game recorded once, read in full
// by the host and filtered for a spectator, exported, names changed by the host only, across a restart.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Value } from '@sinclair/typebox/value';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testRegistry } from '../../../test/games/coin-game.ts';
import { buildApp } from '../app.ts';
import { fakeTableDevice } from '../devices/fake-rig-for-tests.ts';
import { LogbookReply } from '#protocol';
import { fileText, logbookLine, twentySeatsOf1e308 } from '../logbook/testing/arbitrary-lines.ts';
import { TableSession } from '../session/table-session.ts';

const TOKEN = 'host-token';
const open: { app: FastifyInstance; session: TableSession }[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const { app, session } of open.splice(0)) {
    await app.close();
    await session.close();
  }
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

async function table(dataDir: string) {
  const session = await TableSession.open({ dataDir, device: fakeTableDevice({ rate: 0 }), registry: testRegistry });
  const app = await buildApp({ session, token: TOKEN, uiDir: null, requestLogging: false });
  open.push({ app, session });
  return { app, session };
}
const newDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'qm-logbook-api-'));
  dirs.push(d);
  return d;
};
const coinGame = (session: TableSession, players = ['Ann', 'Bob']) => {
  for (const i of [
    { type: 'start', game: 'coin-toss', players },
    { type: 'reveal', player: players[0], card: 'gold' },
    { type: 'reveal', player: players[1], card: 'silver' },
  ])
    expect(session.input(i)).toEqual({ ok: true });
};
const get = async (app: FastifyInstance, url: string, token?: string) =>
  (await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })).json();

describe('GET /api/logbook', () => {
  it('records a finished game once, with a link to its log, and keeps it across a restart and a put-away', async () => {
    const dir = newDir();
    const { app, session } = await table(dir);
    expect(await get(app, '/api/logbook')).toEqual({ games: [], players: [], headToHead: [], perGame: [] });
    coinGame(session);
    const host = await get(app, '/api/logbook', TOKEN);
    expect(host.games).toEqual([
      expect.objectContaining({
        game: 'coin-toss',
        winners: ['Ann'],
        log: { table: true },
        seats: [expect.objectContaining({ player: 'Ann', seat: 1, winner: true }), expect.anything()],
      }),
    ]);
    expect(host).toMatchObject({ names: [], problems: [] });
    expect(host.players.map((p: { name: string; wins: number }) => [p.name, p.wins])).toEqual([
      ['Ann', 1],
      ['Bob', 0],
    ]);
    await app.close();
    await session.close();
    open.length = 0;
    const again = await table(dir);
    expect((await get(again.app, '/api/logbook')).games).toHaveLength(1);
    expect(again.session.games.newGame()).toEqual({ ok: true });
    const [saved] = again.session.shelf().saved;
    expect((await get(again.app, '/api/logbook')).games[0].log).toEqual({ saved: saved!.id });
  });

  it('shows a spectator no undone game and no names or problems; marks it for the host', async () => {
    const dir = newDir();
    const { app, session } = await table(dir);
    coinGame(session);
    expect(session.input({ type: 'undo' })).toEqual({ ok: true });
    const host = await get(app, '/api/logbook', TOKEN);
    expect(host.games).toEqual([expect.objectContaining({ undone: true })]);
    expect(host.players).toEqual([]);
    expect(await get(app, '/api/logbook')).toEqual({ games: [], players: [], headToHead: [], perGame: [] });
    // The same ending reached again counts again, for everyone.
    expect(session.input({ type: 'reveal', player: 'Bob', card: 'silver' })).toEqual({ ok: true });
    expect((await get(app, '/api/logbook')).games).toEqual([expect.objectContaining({ log: { table: true } })]);
  });

  it('reports a damaged line to the host and reads the rest', async () => {
    const dir = newDir();
    writeFileSync(join(dir, 'logbook.jsonl'), 'not json\n');
    const { app, session } = await table(dir);
    coinGame(session);
    const host = await get(app, '/api/logbook', TOKEN);
    expect(host.problems).toEqual(['logbook.jsonl line 1 is skipped: it is not JSON (cut short or damaged)']);
    expect(host.games).toHaveLength(1);
    expect(await get(app, '/api/logbook')).not.toHaveProperty('problems');
  });

  it('skips a line whose numbers no game gives (20 seats of 1e308), lists it, and answers everyone', async () => {
    const dir = newDir();
    const line = (id: string, score: number) =>
      JSON.stringify({
        kind: 'finished',
        id,
        game: 'coin-toss',
        name: 'Coin toss',
        at: '2025-05-01T20:00:00.000Z',
        minutes: 3,
        inputs: 21,
        seats: Array.from({ length: 20 }, (_, i) => ({ player: `P${i}`, score })),
        winners: ['P0'],
        highestWins: true,
        key: 'a'.repeat(64),
        start: 'b'.repeat(64),
      });
    writeFileSync(join(dir, 'logbook.jsonl'), `${line('g1', 1e308)}\n${line('g2', 7)}\n`);
    const { app } = await table(dir);
    for (const url of ['/api/logbook', '/api/logbook.csv', '/api/logbook/bgstats.json'])
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/logbook', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    const host = await get(app, '/api/logbook', TOKEN);
    expect(host.problems).toEqual(["logbook.jsonl line 1 is skipped: seat 1's score 1e+308 is beyond any game's (at most 1000000 either way)"]);
    expect(host.games.map((g: { id: string }) => g.id)).toEqual(['g2']);
    expect(host.perGame).toEqual([expect.objectContaining({ median: 7 })]);
  });
});

describe('renames and merges undone from what the host sees', () => {
  const post = (app: FastifyInstance, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}` }, payload });
  const players = async (app: FastifyInstance) => (await get(app, '/api/logbook', TOKEN)).players.map((p: { name: string }) => p.name).sort();

  it('renames a player back by the name the logbook shows', async () => {
    const { app, session } = await table(newDir());
    coinGame(session);
    expect((await post(app, '/api/logbook/names', { from: 'Ann', to: 'Anne' })).json()).toEqual({ ok: true });
    expect(await players(app)).toEqual(['Anne', 'Bob']);
    // "Anne" is what the screen shows: renaming it back is a rename like any other.
    expect((await post(app, '/api/logbook/names', { from: 'Anne', to: 'Ann' })).json()).toEqual({ ok: true });
    expect(await players(app)).toEqual(['Ann', 'Bob']);
    expect((await get(app, '/api/logbook', TOKEN)).names).toEqual([]);
  });

  it('undoes a merge, and a rename, by the name as played that `names` lists', async () => {
    const { app, session } = await table(newDir());
    coinGame(session);
    expect(session.games.newGame()).toEqual({ ok: true });
    coinGame(session, ['Cy', 'Bob']);
    expect((await post(app, '/api/logbook/names', { from: 'Bob', to: 'Ann' })).json()).toEqual({ ok: true });
    expect((await post(app, '/api/logbook/names', { from: 'Cy', to: 'Calico Jack' })).json()).toEqual({ ok: true });
    expect(await players(app)).toEqual(['Ann', 'Calico Jack']);
    expect((await get(app, '/api/logbook', TOKEN)).names).toEqual([
      { from: 'Bob', to: 'Ann' },
      { from: 'Cy', to: 'Calico Jack' },
    ]);
    expect((await post(app, '/api/logbook/names/undo', { from: 'Bob' })).json()).toEqual({ ok: true });
    expect(await players(app)).toEqual(['Ann', 'Bob', 'Calico Jack']);
    expect((await post(app, '/api/logbook/names/undo', { from: 'Cy' })).json()).toEqual({ ok: true });
    expect(await players(app)).toEqual(['Ann', 'Bob', 'Cy']);
    // Each request checked, the host's alone.
    for (const [payload, status, message] of [
      [{ from: 'Cy' }, 400, 'no rename of "Cy" is in force'],
      [{ from: '' }, 400, 'body/from must NOT have fewer than 1 characters'],
      [{ from: 'Cy', to: 'X' }, 400, 'body must NOT have additional properties'],
    ] as const) {
      const r = await post(app, '/api/logbook/names/undo', payload);
      expect([r.statusCode, r.json().message]).toEqual([status, message]);
    }
    expect((await app.inject({ method: 'POST', url: '/api/logbook/names/undo', payload: { from: 'Cy' } })).statusCode).toBe(401);
  });
});

describe('any logbook file, over HTTP', () => {
  it('answers 200 within its schema to the host and a spectator, and exports, whatever lines the file holds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(logbookLine, { maxLength: 8 }), async (lines) => {
        const dir = newDir();
        writeFileSync(join(dir, 'logbook.jsonl'), fileText(lines));
        const { app, session } = await table(dir);
        try {
          for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
            const r = await app.inject({ method: 'GET', url: '/api/logbook', headers });
            expect(r.statusCode, r.body).toBe(200);
            expect(Value.Check(LogbookReply, r.json())).toBe(true);
          }
          for (const url of ['/api/logbook.csv', '/api/logbook/bgstats.json']) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
        } finally {
          open.splice(0);
          await app.close();
          await session.close();
        }
      }),
      { numRuns: 25, examples: [[[twentySeatsOf1e308]]] },
    );
  });
});

describe('the logbook exports and names', () => {
  it('exports CSV and BG Stats plays', async () => {
    const { app, session } = await table(newDir());
    coinGame(session);
    const csv = await app.inject({ method: 'GET', url: '/api/logbook.csv' });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect((parse(csv.body) as string[][]).map((r) => r.slice(5))).toEqual([
      ['seat', 'seat_name', 'player', 'score', 'winner'],
      ['1', '', 'Ann', '', 'true'],
      ['2', '', 'Bob', '', 'false'],
    ]);
    const plays = await get(app, '/api/logbook/bgstats.json');
    expect(plays).toEqual([expect.objectContaining({ sourceName: 'Quartermaster', game: expect.objectContaining({ name: 'Coin toss', noPoints: true }) })]);
    expect(plays[0].players.map((p: { name: string; winner: boolean }) => [p.name, p.winner])).toEqual([
      ['Ann', true],
      ['Bob', false],
    ]);
  });

  it('writes no name a spreadsheet would run as a formula into the CSV; the JSON exports keep the names as they are', async () => {
    const { app, session } = await table(newDir());
    const hostile = ['=HYPERLINK("http://evil","x")', '+SUM(1)', '-2+3', '@cmd'];
    coinGame(session, hostile.slice(0, 2));
    expect(session.games.newGame()).toEqual({ ok: true });
    coinGame(session, hostile.slice(2));
    // A rename may set such a name too: the name rule allows these characters, the export defuses them.
    const r = await app.inject({
      method: 'POST',
      url: `/api/logbook/names`,
      headers: { authorization: `Bearer ${TOKEN}` },
      payload: { from: '@cmd', to: "=cmd|' /C calc'!A0" },
    });
    expect(r.json()).toEqual({ ok: true });
    // Read back as a spreadsheet reads it (RFC 4180): every name is text that begins with a quote.
    const rows = parse((await app.inject({ method: 'GET', url: '/api/logbook.csv' })).body, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.player)).toEqual(["'-2+3", "'=cmd|' /C calc'!A0", '\'=HYPERLINK("http://evil","x")', "'+SUM(1)"]);
    const names = ['-2+3', "=cmd|' /C calc'!A0", ...hostile.slice(0, 2)];
    const book = await get(app, '/api/logbook');
    expect(book.games.flatMap((g: { seats: { player: string }[] }) => g.seats.map((s) => s.player))).toEqual(names);
    const plays = await get(app, '/api/logbook/bgstats.json');
    expect(plays.flatMap((p: { players: { name: string }[] }) => p.players.map((s) => s.name))).toEqual([...hostile.slice(0, 2), ...names.slice(0, 2)]);
  });

  it('renames and merges players for the host only, each request checked', async () => {
    const { app, session } = await table(newDir());
    coinGame(session);
    expect(session.games.newGame()).toEqual({ ok: true });
    coinGame(session, ['ann', 'Cy']);
    const rename = (body: unknown, token?: string) =>
      app.inject({ method: 'POST', url: '/api/logbook/names', headers: token ? { authorization: `Bearer ${token}` } : {}, payload: body as object });
    expect((await rename({ from: 'Ann', to: 'Anne' })).statusCode).toBe(401);
    for (const [body, message] of [
      [{ from: 'Ann' }, /body must have required property 'to'/],
      [{ from: 'Ann', to: 'Anne', extra: 1 }, /additional properties/],
      [{ from: 'Ann', to: ' Anne' }, /the new name starts or ends with a space/],
      [{ from: 'Nobody', to: 'Anne' }, /"Nobody" has played no game/],
    ] as const) {
      const r = await rename(body, TOKEN);
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toMatch(message);
    }
    expect((await rename({ from: 'Bob', to: 'Cy' }, TOKEN)).json()).toEqual({ ok: true }); // a merge
    expect((await rename({ from: 'ann', to: 'Anne' }, TOKEN)).json()).toEqual({ ok: true }); // a rename
    const book = await get(app, '/api/logbook', TOKEN);
    expect(book.players.map((p: { name: string; games: number; wins: number }) => [p.name, p.games, p.wins])).toEqual([
      ['Anne', 2, 2],
      ['Cy', 2, 0],
    ]);
    expect(book.names).toEqual([
      { from: 'Bob', to: 'Cy' },
      { from: 'ann', to: 'Anne' },
    ]);
    // The merged player, renamed by the name shown: both names as played follow.
    expect((await rename({ from: 'Cy', to: 'Bob' }, TOKEN)).json()).toEqual({ ok: true });
    expect((await get(app, '/api/logbook', TOKEN)).names).toEqual([
      { from: 'ann', to: 'Anne' },
      { from: 'Cy', to: 'Bob' },
    ]);
  });
});
