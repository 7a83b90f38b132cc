// Blackbeard's Booty with each pirate on their own device (issues show 12): two host tablets take
// turns, gold's moves from one and silver's from the other, and a spectator watches. Every tablet
// gets every new state, the same as a referee fed the same inputs; a spectator's move and a move
// for the colour not to move are refused with a clear reason and change nothing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Colour } from '../../games/blackbeards-booty/coins.ts';
import { Game } from '../../games/blackbeards-booty/testing/scripted-table.ts';
import { mulberry32 } from '../../lib/prng.ts';
import type { SnapshotMsg, StateMsg } from '#protocol';
import { startTestServer, TestClient, type TestServer } from '../../server/src/testing.ts';
import { type BootyView, isBootyView, legalMoves } from '../../web-ui/src/games/blackbeards-booty/model.ts';
import { everyGame } from '../every-game.ts';

/** The machine is busy: a state may take a while to arrive, but it must arrive. */
const WAIT_MS = 20_000;
const start = { type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' }, options: { targetScore: 21 } };

let server: TestServer;
const clients: TestClient[] = [];
const connect = async (token?: string): Promise<TestClient> => {
  const c = await TestClient.connect(server.wsUrl, { token });
  clients.push(c);
  return c;
};

beforeEach(async () => {
  server = await startTestServer(everyGame());
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.stop();
});

const bootyView = (s: { view: unknown }): BootyView => {
  if (!isBootyView(s.view)) throw new Error(`not a Blackbeard's Booty view: ${JSON.stringify(s.view).slice(0, 200)}`);
  return s.view;
};
const stateAt = (c: TestClient, inputs: number) => c.next<StateMsg>('state', (m) => (m as StateMsg).inputs === inputs, WAIT_MS);
const gameLog = () => readFileSync(join(server.dataDir, 'game.jsonl'), 'utf8');
/** Everything a refused message must leave as it was: the session's state (its version too) and the log on disk. */
const snapshot = () => ({ state: server.session.state('host'), log: gameLog() });

interface Seated {
  devices: Record<Colour, TestClient>;
  spectator: TestClient;
  /** A referee of our own, fed the inputs the server accepted. */
  ref: Game;
  /** The view every tablet got last: gold to move. */
  view: BootyView;
}

/** Gold's and silver's tablets (both with the host token) and a spectator; a two-person game begun on gold's, Ann (gold) first. */
async function seated(): Promise<Seated> {
  const devices = { gold: await connect(server.token), silver: await connect(server.token) };
  const spectator = await connect();
  for (const [c, role] of [
    [devices.gold, 'host'],
    [devices.silver, 'host'],
    [spectator, 'spectator'],
  ] as const)
    expect((await c.next<SnapshotMsg>('snapshot', undefined, WAIT_MS)).role).toBe(role);
  expect(await devices.gold.request({ type: 'newGame', start })).toMatchObject({ type: 'ack' });
  const started = await stateAt(spectator, 1);
  expect(started.game?.id).toBe('blackbeards-booty');
  // Two people: the computer sits in no seat.
  expect(started.computer?.seats).toEqual({});
  expect(bootyView(started)).toMatchObject({ phase: 'first', moves: 0, players: { gold: 'Ann', silver: 'Bob' } });
  // The bag draw, entered on silver's tablet: Ann's gold starts.
  expect(await devices.silver.request({ type: 'input', input: { type: 'first', colour: 'gold' } })).toMatchObject({ type: 'ack' });
  const ref = new Game();
  expect(ref.input(start)).toBeNull();
  expect(ref.input({ type: 'first', colour: 'gold' })).toBeNull();
  let view: BootyView | null = null;
  for (const c of [devices.gold, devices.silver, spectator]) {
    const s = await stateAt(c, 2);
    expect(s.view).toEqual(ref.view);
    view = bootyView(s);
    expect(view).toMatchObject({ phase: 'move', toMove: 'gold', moves: 0 });
  }
  if (!view) throw new Error('no view');
  return { devices, spectator, ref, view };
}

/** A legal move of the pirate to move, as the tablet offers it (from the view it was sent). */
/** `device` says `move` is for the colour not to move (`said.colour`), then for its player (`said.player`):
 * each refused with its `messages`, in that order, and the table unchanged. */
async function refusedOutOfTurn(
  device: TestClient,
  move: { from: string; to: string },
  said: { colour: Colour; player: string },
  messages: [string, string],
): Promise<void> {
  const before = snapshot();
  const byColour = await device.request({ type: 'input', input: { type: 'move', ...move, colour: said.colour } });
  expect(byColour).toMatchObject({ type: 'error', message: messages[0] });
  const byName = await device.request({ type: 'input', input: { type: 'move', ...move, player: said.player } });
  expect(byName).toMatchObject({ type: 'error', message: messages[1] });
  expect(snapshot()).toEqual(before);
}

function pick(view: BootyView, random: () => number): { from: string; to: string } {
  const all = [...legalMoves(view)].flatMap(([from, tos]) => tos.map(({ to }) => ({ from, to })));
  expect(all.length).toBeGreaterThan(0);
  return all[Math.floor(random() * all.length)] as { from: string; to: string };
}

/**
 * The board after `from`-`to`, worked out by hand (B3, B8): the stack on `from` goes onto `to`, its
 * top coin turned over (a face n shows 7 − n); every other square stays as it was.
 */
function boardAfter(board: Record<string, string>, from: string, to: string): Record<string, string> {
  const { [from]: moved, ...rest } = board;
  const coins = (moved ?? '').split('/');
  const top = coins.pop() ?? '';
  coins.push(`${top.slice(0, 1)}${7 - Number(top.slice(1))}`);
  rest[to] = [...(board[to] === undefined ? [] : [board[to]]), ...coins].join('/');
  return rest;
}

describe("Blackbeard's Booty on two devices", () => {
  it('gold moves from one tablet and silver from the other; both tablets and a spectator get every new state', async () => {
    const table = await seated();
    const { devices, spectator, ref } = table;
    const everyone = [devices.gold, devices.silver, spectator];
    const random = mulberry32(12);
    const MOVES = 10;
    let inputs = 2;
    let view = table.view;
    for (let n = 1; n <= MOVES; n++) {
      const mover = view.toMove;
      expect(mover).toBe(n % 2 === 1 ? 'gold' : 'silver');
      if (mover === null) throw new Error('nobody to move');
      const move = pick(view, random);
      // The mover's own tablet sends it, as its board does: no colour, the server knows whose turn it is.
      expect(await devices[mover].request({ type: 'input', input: { type: 'move', ...move } })).toMatchObject({ type: 'ack' });
      expect(ref.input({ type: 'move', ...move })).toBeNull();
      inputs++;
      const board = boardAfter(view.board, move.from, move.to);
      for (const c of everyone) {
        const s = await stateAt(c, inputs);
        const v = bootyView(s);
        expect(v.moves).toBe(n);
        expect(v.board).toEqual(board);
        expect(v.lastMove).toMatchObject({ by: mover, ...move });
        expect(v.toMove).toBe(mover === 'gold' ? 'silver' : 'gold');
        expect(s.view).toEqual(ref.view);
        view = v;
      }
      expect(server.session.state('host').view).toEqual(ref.view);
    }
    // No state was skipped on any tablet: the counters they saw climb one at a time.
    for (const c of everyone) {
      const seen = c.received.flatMap((m) => (m.type === 'state' && isBootyView(m.view) ? [m.view.moves] : []));
      expect(seen.filter((x, i) => i === 0 || x !== seen[i - 1])).toEqual(Array.from({ length: MOVES + 1 }, (_, i) => i));
    }
    expect(gameLog().trimEnd().split('\n')).toHaveLength(inputs);
  });

  it("refuses a spectator's move with a clear message, and it changes nothing", async () => {
    const { devices, spectator, ref, view } = await seated();
    const move = pick(view, mulberry32(3));
    const before = snapshot();
    const r = await spectator.request({ type: 'input', input: { type: 'move', ...move } });
    expect(r).toMatchObject({ type: 'error', message: expect.stringMatching(/spectators cannot send "input": connect with the host token/) });
    expect(snapshot()).toEqual(before);
    // The move was a good one: gold's own tablet then plays it, and it is the next state everyone gets.
    expect(await devices.gold.request({ type: 'input', input: { type: 'move', ...move } })).toMatchObject({ type: 'ack' });
    expect(ref.input({ type: 'move', ...move })).toBeNull();
    for (const c of [devices.gold, devices.silver, spectator]) {
      const s = await c.next<StateMsg>('state', undefined, WAIT_MS);
      expect(s.inputs).toBe(3);
      expect(s.view).toEqual(ref.view);
    }
    // The refusal went to the spectator alone.
    expect(devices.gold.received.filter((m) => m.type === 'error')).toEqual([]);
    expect(devices.silver.received.filter((m) => m.type === 'error')).toEqual([]);
  });

  it('refuses a move for the colour not to move, by colour or by name, and it changes nothing', async () => {
    const { devices, spectator, ref, view } = await seated();
    const everyone = [devices.gold, devices.silver, spectator];
    const mark = everyone.map((c) => c.received.length);
    const random = mulberry32(5);
    // Gold to move; silver's tablet says it moves for silver (a move gold could make: only the colour is wrong).
    let move = pick(view, random);
    await refusedOutOfTurn(devices.silver, move, { colour: 'silver', player: 'Bob' }, [
      "move: it is gold's move (Ann), not silver's",
      'move: it is Ann\'s move (gold), not "Bob"\'s',
    ]);
    // Said for gold, the same move is taken.
    expect(await devices.gold.request({ type: 'input', input: { type: 'move', ...move, colour: 'gold', player: 'Ann' } })).toMatchObject({ type: 'ack' });
    expect(ref.input({ type: 'move', ...move })).toBeNull();
    const s = await stateAt(spectator, 3);
    expect(bootyView(s)).toMatchObject({ moves: 1, toMove: 'silver' });

    // Silver to move; gold's tablet tries to move again out of turn.
    move = pick(bootyView(s), random);
    await refusedOutOfTurn(devices.gold, move, { colour: 'gold', player: 'Ann' }, [
      "move: it is silver's move (Bob), not gold's",
      'move: it is Bob\'s move (silver), not "Ann"\'s',
    ]);
    expect(await devices.silver.request({ type: 'input', input: { type: 'move', ...move, colour: 'silver' } })).toMatchObject({ type: 'ack' });
    expect(ref.input({ type: 'move', ...move })).toBeNull();
    // The refusals sent no state: since the bag draw every tablet got gold's move, then silver's.
    for (const [i, c] of everyone.entries()) {
      expect((await stateAt(c, 4)).view).toEqual(ref.view);
      const states = c.received.slice(mark[i]).filter((m) => m.type === 'state');
      expect(states.map((m) => m.inputs)).toEqual([3, 4]);
    }
  });
});
