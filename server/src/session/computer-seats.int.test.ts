// The computer's seats through the hub, on a real server: the host seats the computer pirate, it
// answers a move with its own (an ordinary input of the log), and every bad request is refused
// with a message that says why, the game unchanged.
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotMsg, StateMsg } from '#protocol';
import { startTestServer, TestClient, type TestServer } from '../testing.ts';
import { everyGame } from '../../../test/every-game.ts';

let server: TestServer;
const clients: TestClient[] = [];
const connect = async (token?: string): Promise<TestClient> => {
  const c = await TestClient.connect(server.wsUrl, { token });
  clients.push(c);
  await c.next<SnapshotMsg>('snapshot');
  return c;
};
const booty = { type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Pirate' }, options: { first: 'gold', targetScore: 13 } };
type Booty = { moves: number; toMove: string | null; lastMove: { by: string } | null };

beforeEach(async () => {
  server = await startTestServer({ ...everyGame(), computerBudgetMs: 50 });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.stop();
});

describe('computer seats', () => {
  it('the hard pirate answers the host’s move with its own, logged like any input', async () => {
    const host = await connect(server.token);
    await host.act({ type: 'newGame', start: booty });
    const seated = host.next<StateMsg>('state', (m) => (m as unknown as StateMsg).computer?.seats.silver === 'hard');
    await host.act({ type: 'computer', seat: 'silver', level: 'hard' });
    expect((await seated).computer).toMatchObject({ levels: ['easy', 'medium', 'hard'], thinking: null });
    await host.act({ type: 'input', input: { type: 'move', from: 'c2', to: 'c3' } });
    const answered = await host.next<StateMsg>('state', (m) => (m as unknown as StateMsg).inputs === 3, 30_000);
    const v = answered.view as unknown as Booty;
    expect(v).toMatchObject({ moves: 2, toMove: 'gold', lastMove: { by: 'silver' } });
    const log = await (await fetch(`${server.url}/api/log`)).text();
    expect(log.trim().split('\n').at(-1)).toMatch(/"type":"move".*"colour":"silver"/);
  });

  it('gives the seat back to a person with level null, and clears every seat at a new game', async () => {
    const host = await connect(server.token);
    await host.act({ type: 'newGame', start: { ...booty, options: { targetScore: 13 } } }); // the bag draw first: nobody moves yet
    await host.act({ type: 'computer', seat: 'gold', level: 'easy' });
    await host.act({ type: 'computer', seat: 'gold', level: null });
    await host.act({ type: 'computer', seat: 'silver', level: 'medium' });
    const state = await (await fetch(`${server.url}/api/state`)).json();
    expect(state.computer.seats).toEqual({ silver: 'medium' });
    await host.act({ type: 'newGame', start: booty });
    expect((await (await fetch(`${server.url}/api/state`)).json()).computer.seats).toEqual({});
  });

  it('takes its seats with the new game: two computer pirates play a whole game to its end', async () => {
    const host = await connect(server.token);
    await host.act({ type: 'newGame', start: booty, computer: { gold: 'easy', silver: 'hard' } });
    const end = await host.next<StateMsg>('state', (m) => (m as unknown as StateMsg).view.phase === 'finished', 120_000);
    expect(end.view.winners).toEqual(['Pirate']);
    expect(end.computer).toMatchObject({ seats: { gold: 'easy', silver: 'hard' }, thinking: null });
  }, 150_000);

  it('a new game with a bad computer seat is refused before anything is put away', async () => {
    const host = await connect(server.token);
    await host.act({ type: 'newGame', start: booty });
    await host.act({ type: 'input', input: { type: 'move', from: 'c2', to: 'c3' } });
    expect((await host.request({ type: 'newGame', start: booty, computer: { silver: 'genius' } })).message).toMatch(
      /newGame: computer: "genius" is not a level/,
    );
    const sevenSeize = { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] };
    expect((await host.request({ type: 'newGame', start: sevenSeize, computer: { Ann: 'hard' } })).message).toMatch(/7 Seize has no computer player/);
    expect((await host.request({ type: 'newGame', start: booty, computer: { silver: 7 } })).message).toMatch(/newGame: \/computer\/silver/);
    const state = await (await fetch(`${server.url}/api/state`)).json();
    expect(state).toMatchObject({ inputs: 2, view: { game: 'blackbeards-booty', moves: 1 } });
  });

  it('refuses a seat, level or game without a computer player, and spectators', async () => {
    const host = await connect(server.token);
    const refused = async (msg: Record<string, unknown>) => (await host.request(msg)).message;
    expect(await refused({ type: 'computer', seat: 'gold', level: 'hard' })).toMatch(/no game is being played/);
    await host.act({ type: 'newGame', start: { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] } });
    expect(await refused({ type: 'computer', seat: 'Ann', level: 'hard' })).toMatch(/7 Seize has no computer player/);
    await host.act({ type: 'newGame', start: booty });
    expect(await refused({ type: 'computer', seat: 'bronze', level: 'hard' })).toMatch(/"bronze" is not a seat of Blackbeard's Booty \(seats: gold, silver\)/);
    expect(await refused({ type: 'computer', seat: 'gold', level: 'genius' })).toMatch(/"genius" is not a level .*easy, medium, hard/);
    expect(await refused({ type: 'computer', seat: 'gold' })).toMatch(/computer: .*level/);
    expect(await refused({ type: 'computer', seat: 'gold', level: 'hard', cheat: true })).toMatch(/computer/);
    const spectator = await connect();
    expect((await spectator.request({ type: 'computer', seat: 'gold', level: 'hard' })).message).toMatch(/spectators cannot send "computer"/);
    const state = await (await fetch(`${server.url}/api/state`)).json();
    expect(state.computer.seats).toEqual({});
    expect(state.inputs).toBe(1);
  });

  it('keeps its seats across a restart and with a game put away and taken up again; a damaged file is a warning', async () => {
    let host = await connect(server.token);
    // The bag draw first (no `first`): nobody moves, so the computer does not play meanwhile.
    await host.act({ type: 'newGame', start: { ...booty, options: { targetScore: 13 } }, computer: { silver: 'medium' } });
    await host.act({ type: 'computer', seat: 'gold', level: 'easy' });
    const dataDir = server.dataDir;
    await host.close();
    await server.stop(true);
    server = await startTestServer({ ...everyGame(), dataDir, computerBudgetMs: 50 });
    expect((await (await fetch(`${server.url}/api/state`)).json()).computer.seats).toEqual({ gold: 'easy', silver: 'medium' });

    // Put away by a new 7 Seize game: its seats go with it, and come back when it is taken up.
    host = await connect(server.token);
    await host.act({ type: 'newGame', start: { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] } });
    expect(readdirSync(dataDir)).not.toContain('computer-seats.json');
    const shelf = await (await fetch(`${server.url}/api/shelf`)).json();
    const saved = (shelf.saved as { id: string; game: string }[]).find((g) => g.game === 'blackbeards-booty');
    await host.act({ type: 'resume', id: saved?.id });
    expect((await (await fetch(`${server.url}/api/state`)).json()).computer.seats).toEqual({ gold: 'easy', silver: 'medium' });

    // A damaged file, or a seat the game has not: a warning, and a person plays.
    await host.close();
    await server.stop(true);
    writeFileSync(join(dataDir, 'computer-seats.json'), '{"gold": "genius", "silver": 3');
    server = await startTestServer({ ...everyGame(), dataDir, computerBudgetMs: 50 });
    let state = await (await fetch(`${server.url}/api/state`)).json();
    expect(state.computer.seats).toEqual({});
    expect(state.warnings.join('\n')).toMatch(/computer-seats\.json was ignored .*every seat is played by a person/);
    await server.stop(true);
    writeFileSync(join(dataDir, 'computer-seats.json'), '{"gold": "genius", "silver": "hard"}');
    server = await startTestServer({ ...everyGame(), dataDir, computerBudgetMs: 50 });
    state = await (await fetch(`${server.url}/api/state`)).json();
    expect(state.computer.seats).toEqual({ silver: 'hard' });
    expect(state.warnings.join('\n')).toMatch(/"genius" is not a level .*a person plays it/);
  });
});
