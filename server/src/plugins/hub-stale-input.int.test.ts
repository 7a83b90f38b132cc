// Two host tablets at one table send inputs at the same moment (issue 28 item 6): an input carries
// the position it was made on (`at`) and the seat it is for (`seat`); the one made on a board that
// has gone is refused ("the board has changed"), in every game, and never applied to whoever is to
// move now.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptyTable, submit, type Table } from '../../../games/core/table.ts';
import { mulberry32 } from '../../../lib/prng.ts';
import { registry } from '../../../games/index.ts';
import { SQUARE_NAMES } from '../../../games/blackbeards-booty/testing/oracle.ts';
import type { SessionState } from '#protocol';
import { startTestServer, TestClient, type Msg, type TestServer } from '../testing.ts';
import { everyGame } from '../../../test/every-game.ts';

let server: TestServer;
const clients: TestClient[] = [];
const host = async (): Promise<TestClient> => {
  const c = await TestClient.connect(server.wsUrl, { token: server.token });
  clients.push(c);
  await c.next('snapshot');
  return c;
};
const state = (): SessionState => server.session.state('host');
/** The game log as written (game.jsonl: every input, the reveals still hidden too). */
const logLines = (): string[] => readFileSync(join(server.dataDir, 'game.jsonl'), 'utf8').trim().split('\n');
const STALE = /^the board has changed since this was chosen: another move came first\. Look at the board again; nothing changed$/;

beforeEach(async () => {
  server = await startTestServer(everyGame());
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.stop();
});

type Input = { type: string } & Record<string, unknown>;
/** Per game: a start, and two legal inputs made on the position right after it, each for its seat. */
const OPENINGS: Record<string, { start: Input; made: [{ input: Input; seat: string }, { input: Input; seat: string }] }> = {
  '7-seize': {
    start: { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] },
    made: [
      { input: { type: 'reveal', player: 'Ann', card: '9H' }, seat: 'Ann' },
      { input: { type: 'reveal', player: 'Bob', card: '4S' }, seat: 'Bob' },
    ],
  },
  loot: {
    start: { type: 'start', game: 'loot', players: ['Ann', 'Bob', 'Cy'] },
    made: [
      { input: { type: 'draw', player: 'Ann' }, seat: 'Ann' },
      { input: { type: 'play', player: 'Ann', card: 'M5.2' }, seat: 'Ann' },
    ],
  },
  'blackbeards-booty': {
    // B6: either pirate's tablet may enter the bag draw.
    start: { type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' } },
    made: [
      { input: { type: 'first', colour: 'gold' }, seat: 'Ann' },
      { input: { type: 'first', colour: 'silver' }, seat: 'Bob' },
    ],
  },
  plunder: {
    start: { type: 'start', game: 'plunder', players: ['Ann', 'Bob', 'Cy'] },
    made: [
      { input: { type: 'recruit', player: 'Ann', pay: { red: 2 } }, seat: 'Ann' },
      { input: { type: 'discardDraw', player: 'Ann' }, seat: 'Ann' },
    ],
  },
  'the-high-seize': {
    start: { type: 'start', game: 'the-high-seize', players: ['Ann', 'Bob'] },
    made: [
      { input: { type: 'ship', player: 'Bob', card: 'BS1' }, seat: 'Bob' },
      { input: { type: 'ship', player: 'Ann', card: 'RS4' }, seat: 'Ann' },
    ],
  },
};

/** Both tablets send at once; the answers in the order the inputs were given. */
const atOnce = (sends: [TestClient, Record<string, unknown>][]): Promise<Msg[]> => Promise.all(sends.map(([c, msg]) => c.request(msg)));

describe('two tablets send inputs made on the same position at the same moment', () => {
  it('has an opening for every registered game', () => {
    expect(Object.keys(OPENINGS).sort()).toEqual([...registry.keys()].sort());
  });

  for (const [game, { start, made }] of Object.entries(OPENINGS)) {
    it(`${game}: exactly one is taken, the other is refused as made on a board that has changed`, async () => {
      const [a, b] = [await host(), await host()];
      expect(await a.request({ type: 'input', input: start })).toMatchObject({ type: 'ack' });
      const at = state().position;
      const inputs = state().inputs;
      // Each input is legal where it was made: alone, either would be taken.
      for (const m of made) expect(submit(registry, tableAfter(start), m.input).ok).toBe(true);
      const answers = await atOnce([
        [a, { type: 'input', input: made[0].input, at, seat: made[0].seat }],
        [b, { type: 'input', input: made[1].input, at, seat: made[1].seat }],
      ]);
      expect(answers.filter((m) => m.type === 'ack')).toHaveLength(1);
      const refused = answers.filter((m) => m.type === 'error');
      expect(refused).toHaveLength(1);
      expect(refused[0]?.message).toMatch(STALE);
      expect(state()).toMatchObject({ inputs: inputs + 1, position: at + 1 });
      expect(logLines()).toHaveLength(inputs + 1);
    });
  }
});

describe('a double tap: the same tablet sends a step it already took', () => {
  for (const [game, { start, made }] of Object.entries(OPENINGS)) {
    it(`${game}: its second press is no error and changes nothing; another tablet's is refused in players' words`, async () => {
      const [a, b] = [await host(), await host()];
      expect(await a.request({ type: 'input', input: start })).toMatchObject({ type: 'ack' });
      const at = state().position;
      const inputs = state().inputs;
      const press = { type: 'input', input: made[0].input, at, seat: made[0].seat };
      const answers = await atOnce([
        [a, press],
        [a, press],
      ]);
      expect(answers.map((m) => m.type)).toEqual(['ack', 'ack']);
      expect(state()).toMatchObject({ inputs: inputs + 1, position: at + 1 });
      expect(logLines()).toHaveLength(inputs + 1);
      // The other tablet chose the same step on the same board: the board it chose on has gone.
      const other = await b.request(press);
      expect(other).toMatchObject({ type: 'error', message: expect.stringMatching(STALE) });
      expect(other.message).not.toMatch(/\d/);
      expect(state()).toMatchObject({ inputs: inputs + 1, position: at + 1 });
    });
  }
});

/** The table after `inputs`, as the server's would be. */
function tableAfter(...inputs: unknown[]): Table {
  let t: Table = emptyTable;
  for (const i of inputs) {
    const r = submit(registry, t, i);
    if (!r.ok) throw new Error(`fixture input refused: ${r.reason}`);
    t = r.table;
  }
  return t;
}

/** Every legal move of the pirate to move on `t`. */
function legalMoves(t: Table): Input[] {
  const out: Input[] = [];
  for (const from of SQUARE_NAMES) for (const to of SQUARE_NAMES) if (submit(registry, t, { type: 'move', from, to }).ok) out.push({ type: 'move', from, to });
  return out;
}

describe("Blackbeard's Booty: both pirates' tablets move at once (the reported case)", () => {
  const start = { type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' }, options: { first: 'gold', targetScore: 144 } };

  it('20 pairs: the stale move is refused, never played as the other pirate’s move', async () => {
    const tablets = [await host(), await host()];
    expect(await tablets[0]?.request({ type: 'input', input: start })).toMatchObject({ type: 'ack' });
    let mirror = tableAfter(start);
    const random = mulberry32(28);
    let wouldHaveLanded = 0;
    for (let pair = 0; pair < 20; pair++) {
      const before = state();
      const awaiting = before.view.awaiting as { type: string; colour: string };
      expect(awaiting.type).toBe('move');
      const moves = legalMoves(mirror);
      const first = moves[Math.floor(random() * moves.length)] as Input;
      // The second, where there is one, is a move the other pirate could also make once the first
      // is played: today's main took it as that pirate's move.
      const after = submit(registry, mirror, first);
      const others = moves.filter((m) => m !== first);
      const landing = others.filter((m) => after.ok && submit(registry, after.table, m).ok);
      const second = (landing.length ? landing : others)[Math.floor(random() * (landing.length || others.length))] as Input;
      if (landing.length) wouldHaveLanded++;
      // Who sends first alternates; both were made on the same position for the pirate to move.
      const [x, y] = pair % 2 ? [tablets[1], tablets[0]] : [tablets[0], tablets[1]];
      const answers = await atOnce([
        [x as TestClient, { type: 'input', input: first, at: before.position, seat: awaiting.colour }],
        [y as TestClient, { type: 'input', input: second, at: before.position, seat: awaiting.colour }],
      ]);
      // Whichever the server read first is taken (two sockets: usually the one sent first).
      expect(answers.map((m) => m.type).sort()).toEqual(['ack', 'error']);
      expect(answers.find((m) => m.type === 'error')?.message).toMatch(STALE);
      const taken = answers[0]?.type === 'ack' ? first : second;
      const now = state();
      expect(now).toMatchObject({ inputs: before.inputs + 1, position: before.position + 1 });
      expect(JSON.parse(logLines().at(-1) as string)).toMatchObject(taken);
      // The other pirate is to move, and nothing of the stale move was played for them.
      expect((now.view.awaiting as { colour?: string }).colour).not.toBe(awaiting.colour);
      mirror = tableAfter(...logLines().map((l) => JSON.parse(l) as unknown));
    }
    expect(wouldHaveLanded).toBeGreaterThan(10);
  });

  it('refuses a stale undo: an undo made before the other tablet moved does not take that move back', async () => {
    const [a, b] = [await host(), await host()];
    await a.request({ type: 'input', input: start });
    const [move] = legalMoves(tableAfter(start));
    const at = state().position;
    expect(await a.request({ type: 'input', input: move, at, seat: 'gold' })).toMatchObject({ type: 'ack' });
    const r = await b.request({ type: 'input', input: { type: 'undo' }, at });
    expect(r).toMatchObject({ type: 'error', message: expect.stringMatching(STALE) });
    expect(state()).toMatchObject({ inputs: 2, position: at + 1 });
    // Made on the board as it is now, the undo is taken.
    expect(await b.request({ type: 'input', input: { type: 'undo' }, at: at + 1 })).toMatchObject({ type: 'ack' });
    expect(state()).toMatchObject({ inputs: 1, position: at + 2 });
  });

  it('refuses an input for a seat the game does not await, even on the right position', async () => {
    const a = await host();
    await a.request({ type: 'input', input: start });
    const [move] = legalMoves(tableAfter(start));
    const at = state().position;
    for (const seat of ['silver', 'Bob', 'Nobody']) {
      const r = await a.request({ type: 'input', input: move, at, seat });
      expect(r).toMatchObject({ type: 'error', message: expect.stringMatching(new RegExp(`this was for ${seat}, but the game awaits Ann, gold`)) });
    }
    expect(state()).toMatchObject({ inputs: 1, position: at });
    // The seat may be named by the player or the colour the game awaits.
    expect(await a.request({ type: 'input', input: move, at, seat: 'Ann' })).toMatchObject({ type: 'ack' });
  });

  it('a script may leave `at` and `seat` out; bad ones are refused at the edge', async () => {
    const a = await host();
    expect(await a.request({ type: 'input', input: start })).toMatchObject({ type: 'ack' });
    for (const [at, seat] of [
      [-1, undefined],
      [1.5, undefined],
      ['3', undefined],
      [undefined, ''],
      [undefined, 'x'.repeat(41)],
    ])
      expect(await a.request({ type: 'input', input: { type: 'undo' }, at, seat })).toMatchObject({
        type: 'error',
        message: expect.stringMatching(/^input: \/(at|seat)/),
      });
    expect(await a.request({ type: 'input', input: { type: 'undo' } })).toMatchObject({ type: 'ack' });
  });
});

describe('the position', () => {
  it('changes with the game only (not with a tap attribution or the device)', async () => {
    const a = await host();
    const p0 = state().position;
    await a.request({ type: 'input', input: OPENINGS['7-seize']?.start });
    expect(state().position).toBe(p0 + 1);
    const v = state().version;
    await a.request({ type: 'attributeTap', player: 'Bob' });
    expect(state()).toMatchObject({ position: p0 + 1, version: v + 1 });
    await a.request({ type: 'newGame' });
    expect(state().position).toBeGreaterThan(p0 + 1);
  });

  it('POST /api/input takes `at` and `seat` in the query, and answers with the position', async () => {
    const post = (body: unknown, query = '') =>
      fetch(`${server.url}/api/input${query}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
      });
    const p0 = state().position;
    const started = await (await post(OPENINGS['7-seize']?.start, `?at=${p0}`)).json();
    expect(started).toMatchObject({ ok: true, position: p0 + 1 });
    const reveal = { type: 'reveal', player: 'Ann', card: '9H' };
    expect(await (await post(reveal, `?at=${p0}&seat=Ann`)).json()).toMatchObject({ ok: false, reason: expect.stringMatching(STALE), position: p0 + 1 });
    expect(await (await post(reveal, `?at=${p0 + 1}&seat=Zed`)).json()).toMatchObject({ ok: false, reason: expect.stringMatching(/this was for Zed/) });
    expect((await post(reveal, '?at=one')).status).toBe(400);
    expect(await (await post(reveal, `?at=${p0 + 1}&seat=Ann`)).json()).toMatchObject({ ok: true, position: p0 + 2 });
    expect(state().inputs).toBe(2);
  });
});
