// The shelf's games put away (issue 28): a damaged one is listed with why and harms nothing else;
// the shelf reads a summary per game instead of replaying it; the host deletes a saved game.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRegistry } from '../../../../games/core/table.ts';
import type { AnyGameModule } from '../../../../games/core/types.ts';
import { registry } from '../../../../games/index.ts';
import { Chooser, playRandomGame } from '../../../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../../../games/seven-seize/testing/table-driver.ts';
import { coinToss, testRegistry } from '../../../../test/games/coin-game.ts';
import type { SavedGameInfo, ShelfReply } from '#protocol';
import { startTestServer, TestClient, type TestServer } from '../../testing.ts';
import { SavedGames } from './saved-games.ts';
import { everyGame } from '../../../../test/every-game.ts';

const dirs: string[] = [];
const servers: TestServer[] = [];
const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'qm-saved-'));
  dirs.push(d);
  return d;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.stop(true)));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const serve = async (dataDir: string, reg?: GameRegistry): Promise<TestServer> => {
  const s = await startTestServer({ ...(reg ? { registry: reg } : everyGame()), dataDir });
  servers.push(s);
  return s;
};

// The opening of a random 3-player game of 7 Seize: five inputs, unfinished.
const opening = playRandomGame(new TableDriver(), { players: 3 }, new Chooser([], 28)).slice(0, 5);
const start = opening[0] as { type: 'start'; players: string[] };
const writeLog = (games: string, id: string, inputs: unknown[]): void =>
  writeFileSync(join(games, `${id}.jsonl`), inputs.map((i) => `${JSON.stringify(i)}\n`).join(''));
const shelfOf = async (s: TestServer): Promise<SavedGameInfo[]> => {
  const r = await s.app.inject({ method: 'GET', url: '/api/shelf' });
  expect(r.statusCode).toBe(200);
  return (r.json() as ShelfReply).saved;
};

describe('a damaged saved game (issue 28 item 5)', () => {
  // The coin toss of this table's rules throws at its start: a log of it cannot be replayed.
  const mutinous: GameRegistry = new Map([
    ...testRegistry,
    [
      coinToss.id,
      {
        ...coinToss,
        start: () => {
          throw new Error('the rules fell overboard');
        },
      } as AnyGameModule,
    ],
  ]);

  it('is listed as damaged with why; the other saved games and the live game are unaffected; it is only deleted', async () => {
    const dataDir = tmp();
    const games = join(dataDir, 'games');
    mkdirSync(join(games, 'b-folder.jsonl'), { recursive: true });
    writeLog(games, 'a-good', opening);
    writeFileSync(join(games, 'c-garbage.jsonl'), 'the parrot ate the log\n');
    writeLog(games, 'd-throws', [
      { type: 'start', game: 'coin-toss', players: ['Ann', 'Bob'] },
      { type: 'reveal', player: 'Ann', card: 'gold' },
    ]);
    const s = await serve(dataDir, mutinous);
    expect(s.session.input(start)).toEqual({ ok: true });
    const live = s.session.state('host');

    const saved = await shelfOf(s);
    expect(saved.map((g) => [g.id, g.damaged])).toEqual([
      ['d-throws', expect.stringMatching(/the rules fell overboard/)],
      ['c-garbage', expect.stringMatching(/^its line 1 is not the start of a game: not a JSON object/)],
      ['b-folder', 'it is a folder, not a game log'],
      ['a-good', undefined],
    ]);
    expect(saved.at(-1)).toMatchObject({ game: '7-seize', players: start.players, inputs: 5, finished: false });
    expect(JSON.stringify(saved)).not.toContain(dataDir);

    const view = await s.app.inject({ method: 'GET', url: '/api/saved/b-folder' });
    expect(view.statusCode).toBe(422);
    expect(view.json()).toMatchObject({ message: 'the saved game "b-folder" is damaged: it is a folder, not a game log' });
    expect((await s.app.inject({ method: 'GET', url: '/api/saved/d-throws' })).statusCode).toBe(422);
    expect((await s.app.inject({ method: 'GET', url: '/api/saved/a-good' })).json()).toMatchObject({ id: 'a-good', view: { game: '7-seize' } });

    // Resuming it is refused before the game on the table is put away.
    expect(s.session.games.resume('d-throws')).toEqual({
      ok: false,
      reason: expect.stringMatching(/^resume: the saved game "d-throws" is damaged \(.*the rules fell overboard.*\); it can only be deleted$/),
    });
    expect(s.session.state('host')).toEqual(live);

    // Deleting is how a table cleans it up, a folder included.
    const del = await s.app.inject({ method: 'DELETE', url: `/api/saved/b-folder`, headers: { authorization: `Bearer ${s.token}` } });
    expect(del.json()).toEqual({ deleted: 'b-folder' });
    expect(existsSync(join(games, 'b-folder.jsonl'))).toBe(false);
    expect((await shelfOf(s)).map((g) => g.id)).toEqual(['d-throws', 'c-garbage', 'a-good']);
  });
});

describe('the shelf reads a summary per saved game (issue 28 item 10)', () => {
  it('a game put away leaves its summary; a restart lists it without replaying; resume takes it back, a new put-away writes it again', async () => {
    const dataDir = tmp();
    const s = await serve(dataDir);
    for (const i of opening) expect(s.session.input(i)).toEqual({ ok: true });
    expect(s.session.games.newGame()).toEqual({ ok: true });
    const [put] = await shelfOf(s);
    const id = put?.id ?? '';
    expect(readdirSync(join(dataDir, 'games')).sort()).toEqual([`${id}.jsonl`, `${id}.summary.json`]);

    // After a restart (a new SavedGames) with rules that know no game at all, only the summary
    // can give the shelf its line: the log is not replayed.
    expect(new SavedGames(join(dataDir, 'games'), new Map()).list()).toEqual([put]);
    expect(put).toMatchObject({ game: '7-seize', players: start.players, inputs: 5, finished: false, winners: [] });

    expect(s.session.games.resume(id)).toEqual({ ok: true });
    expect(readdirSync(join(dataDir, 'games'))).toEqual([]);
    expect(s.session.input({ type: 'undo' })).toEqual({ ok: true });
    expect(s.session.games.newGame()).toEqual({ ok: true });
    const again = await shelfOf(s);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ inputs: 4 });
    expect(new SavedGames(join(dataDir, 'games'), new Map()).list()).toEqual(again);
  });

  it("lists the players of a game whose start seats them by colour (Blackbeard's Booty: gold and silver)", async () => {
    const s = await serve(tmp());
    const booty = { type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' } };
    expect(s.session.input(booty)).toEqual({ ok: true });
    expect(s.session.games.newGame()).toEqual({ ok: true });
    expect(await shelfOf(s)).toMatchObject([{ game: 'blackbeards-booty', players: ['Ann', 'Bob'] }]);
  });

  it('GET /api/saved/ID/log: the history of a game put away, under the live log rule (L28 hidden from spectators mid-way)', async () => {
    const s = await serve(tmp());
    const get = (url: string, host = false) => s.app.inject({ method: 'GET', url, headers: host ? { authorization: `Bearer ${s.token}` } : {} });
    expect(s.session.input({ type: 'start', game: 'loot', players: ['Ann', 'Bob'] })).toEqual({ ok: true });
    expect(s.session.games.newGame()).toEqual({ ok: true });
    const whole = playRandomGame(new TableDriver(), { players: 3 }, new Chooser([], 28));
    for (const i of whole) expect(s.session.input(i)).toEqual({ ok: true });
    expect(s.session.games.newGame()).toEqual({ ok: true });
    const [finished, loot] = await shelfOf(s);
    expect([finished?.game, finished?.finished, loot?.game]).toEqual(['7-seize', true, 'loot']);
    // A finished game's history is everyone's.
    const open = await get(`/api/saved/${finished?.id}/log`);
    expect(open.statusCode).toBe(200);
    expect(open.body.trim().split('\n')).toHaveLength(whole.length);
    // Loot put away mid-way: its moves would give the hidden gold away, so only the host reads it.
    expect((await get(`/api/saved/${loot?.id}/log`)).statusCode).toBe(403);
    const host = await get(`/api/saved/${loot?.id}/log`, true);
    expect([host.statusCode, JSON.parse(host.body.trim())]).toEqual([
      200,
      { type: 'start', game: 'loot', players: ['Ann', 'Bob'], options: expect.anything() },
    ]);
    expect((await get('/api/saved/no-such-game/log')).statusCode).toBe(404);
  });

  it('a saved game kept before summaries is replayed once, and its summary kept for every later read', () => {
    const games = join(tmp(), 'games');
    mkdirSync(games);
    writeLog(games, 'old', opening);
    const first = new SavedGames(games, registry).list();
    expect(first).toEqual([expect.objectContaining({ id: 'old', game: '7-seize', inputs: 5 })]);
    expect(existsSync(join(games, 'old.summary.json'))).toBe(true);
    expect(new SavedGames(games, new Map()).list()).toEqual(first);
  });

  it('a summary that does not match its log (another size, or not a summary) is made again from the log', () => {
    const games = join(tmp(), 'games');
    mkdirSync(games);
    writeLog(games, 'old', [start]);
    new SavedGames(games, registry).list();
    writeLog(games, 'old', opening);
    expect(new SavedGames(games, registry).list()).toEqual([expect.objectContaining({ inputs: 5 })]);
    writeFileSync(join(games, 'old.summary.json'), '{"bytes": "many"}');
    expect(new SavedGames(games, registry).list()).toEqual([expect.objectContaining({ inputs: 5 })]);
  });
});

describe('deleting a saved game (issue 28 item 10)', () => {
  const putAwayOne = async (s: TestServer): Promise<string> => {
    for (const i of opening) s.session.input(i);
    s.session.games.newGame();
    return (await shelfOf(s))[0]?.id ?? '';
  };

  it('over HTTP: host only, a bad id is 400, an unknown one 404; the log, its summary and its computer seats go', async () => {
    const dataDir = tmp();
    const s = await serve(dataDir);
    const id = await putAwayOne(s);
    const games = join(dataDir, 'games');
    writeFileSync(join(games, `${id}.computer.json`), '{}\n');
    expect((await s.app.inject({ method: 'DELETE', url: `/api/saved/${id}` })).statusCode).toBe(401);
    const bad = await s.app.inject({ method: 'DELETE', url: `/api/saved/..secret`, headers: { authorization: `Bearer ${s.token}` } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringMatching(/id/) });
    const unknown = await s.app.inject({ method: 'DELETE', url: `/api/saved/no-such-game`, headers: { authorization: `Bearer ${s.token}` } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'no saved game "no-such-game" (see GET /api/shelf)' });
    expect(readdirSync(games)).toHaveLength(3);
    const del = await s.app.inject({ method: 'DELETE', url: `/api/saved/${id}`, headers: { authorization: `Bearer ${s.token}` } });
    expect(del.json()).toEqual({ deleted: id });
    expect(readdirSync(games)).toEqual([]);
    expect(await shelfOf(s)).toEqual([]);
  });

  it('over the WebSocket: `deleteSaved` from the host; a spectator is refused and nothing goes', async () => {
    const s = await serve(tmp());
    const id = await putAwayOne(s);
    const spectator = await TestClient.connect(s.wsUrl);
    const host = await TestClient.connect(s.wsUrl, { token: s.token });
    try {
      expect(await spectator.request({ type: 'deleteSaved', id })).toMatchObject({
        type: 'error',
        message: 'spectators cannot send "deleteSaved": connect with the host token',
      });
      expect(await shelfOf(s)).toHaveLength(1);
      expect(await host.request({ type: 'deleteSaved', id: '../game' })).toMatchObject({ type: 'error', message: expect.stringMatching(/id/) });
      expect(await host.request({ type: 'deleteSaved', id: 'no-such-game' })).toMatchObject({
        type: 'error',
        message: 'deleteSaved: there is no saved game "no-such-game" (see GET /api/shelf)',
      });
      const shelfBefore = s.session.state('spectator').shelf;
      expect(await host.request({ type: 'deleteSaved', id })).toMatchObject({ type: 'ack' });
      expect(await shelfOf(s)).toEqual([]);
      // Every tablet, not only the one that deleted, hears that the shelf changed and reads it again.
      await spectator.next('state', (m) => (m as { shelf?: number }).shelf === shelfBefore + 1);
    } finally {
      await Promise.all([spectator.close(), host.close()]);
    }
  });
});
