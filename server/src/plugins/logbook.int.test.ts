// The logbook over HTTP, in-process (fastify inject): a finished game recorded once, read in full
// by the host and filtered for a spectator, exported, names changed by the host only, across a restart.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testRegistry } from '../../../test/games/coin-game.ts';
import { buildApp } from '../app.ts';
import { fakeTableDevice } from '../devices/fake-rig.ts';
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
const get = async (app: FastifyInstance, url: string) => (await app.inject({ method: 'GET', url })).json();

describe('GET /api/logbook', () => {
  it('records a finished game once, with a link to its log, and keeps it across a restart and a put-away', async () => {
    const dir = newDir();
    const { app, session } = await table(dir);
    expect(await get(app, '/api/logbook')).toEqual({ games: [], players: [], headToHead: [], perGame: [] });
    coinGame(session);
    const host = await get(app, `/api/logbook?token=${TOKEN}`);
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
    const host = await get(app, `/api/logbook?token=${TOKEN}`);
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
    const host = await get(app, `/api/logbook?token=${TOKEN}`);
    expect(host.problems).toEqual(['logbook.jsonl line 1 is skipped: it is not JSON (cut short or damaged)']);
    expect(host.games).toHaveLength(1);
    expect(await get(app, '/api/logbook')).not.toHaveProperty('problems');
  });
});

describe('the logbook exports and names', () => {
  it('exports CSV and BG Stats plays', async () => {
    const { app, session } = await table(newDir());
    coinGame(session);
    const csv = await app.inject({ method: 'GET', url: '/api/logbook.csv' });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(
      csv.body
        .split('\r\n')
        .slice(1, 3)
        .map((r) => r.split(',').slice(5)),
    ).toEqual([
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

  it('renames and merges players for the host only, each request checked', async () => {
    const { app, session } = await table(newDir());
    coinGame(session);
    expect(session.games.newGame()).toEqual({ ok: true });
    coinGame(session, ['ann', 'Cy']);
    const rename = (body: unknown, token?: string) =>
      app.inject({ method: 'POST', url: `/api/logbook/names${token ? `?token=${token}` : ''}`, payload: body as object });
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
    const book = await get(app, `/api/logbook?token=${TOKEN}`);
    expect(book.players.map((p: { name: string; games: number; wins: number }) => [p.name, p.games, p.wins])).toEqual([
      ['Anne', 2, 2],
      ['Cy', 2, 0],
    ]);
    expect(book.names).toEqual([
      { from: 'bob', to: 'Cy' },
      { from: 'ann', to: 'Anne' },
    ]);
    expect((await rename({ from: 'Cy', to: 'Bob' }, TOKEN)).json().message).toBe('"Bob" already counts as "Cy"');
  });
});
