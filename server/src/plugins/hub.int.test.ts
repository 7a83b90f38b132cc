// The WebSocket hub against a real server on a free port: snapshot, roles, Origin, and bad input
// of every kind → a clear `error`, the connection alive, the game unchanged.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../testing.ts';
import { MAX_MESSAGE_BYTES, type SnapshotMsg, type StateMsg } from '#protocol';
import { playingCards } from '../../../games/seven-seize/description.ts';
import { simUid } from '../session/reader/card-map.ts';
import { everyGame } from '../../../test/every-game.ts';

let server: TestServer;
const clients: TestClient[] = [];
const connect = async (token?: string, origin?: string): Promise<TestClient> => {
  const c = await TestClient.connect(server.wsUrl, { token, ...(origin ? { origin } : {}) });
  clients.push(c);
  return c;
};
const host = () => connect(server.token);
const start3 = { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] };

beforeEach(async () => {
  server = await startTestServer(everyGame());
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.stop();
});

describe('connecting', () => {
  it('sends a full snapshot on connect, as spectator without a token', async () => {
    const c = await connect();
    const snap = await c.next<SnapshotMsg>('snapshot');
    expect(snap.role).toBe('spectator');
    expect(snap.protocol).toBe(1);
    expect(snap.view).toEqual({ game: null, awaiting: { type: 'start' } });
    expect(snap.device.sim).toBe(true);
    expect(snap.cards.enrolled).toBe(52);
  });

  it('makes the holder of the token host, by its first hello or a later one', async () => {
    expect((await (await host()).next<SnapshotMsg>('snapshot')).role).toBe('host');
    const c = await connect();
    await c.next('snapshot');
    c.send({ type: 'hello', token: server.token });
    expect((await c.next<SnapshotMsg>('snapshot')).role).toBe('host');
  });

  it('answers a wrong token with the reason and keeps the client a spectator', async () => {
    const byFirstHello = await connect('nope');
    expect((await byFirstHello.next<SnapshotMsg>('snapshot')).role).toBe('spectator');
    expect(await byFirstHello.next('pairing')).toMatchObject({ state: 'refused', reason: 'restarted', message: expect.stringMatching(/no longer the host/) });
    const byHello = await connect();
    expect(await byHello.request({ type: 'hello', token: 'guess' })).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/^hello: This tablet is no longer the host/),
    });
    expect(await byHello.request({ type: 'input', input: start3 })).toMatchObject({ type: 'error', message: expect.stringMatching(/spectators cannot/) });
    expect(server.session.state('host').inputs).toBe(0);
  });

  it('refuses a WebSocket from a page of another origin, accepts its own', async () => {
    await expect(connect(undefined, 'http://evil.example')).rejects.toThrow(/403/);
    const own = await connect(undefined, server.url);
    expect((await own.next<SnapshotMsg>('snapshot')).role).toBe('spectator');
  });
});

describe('playing', () => {
  it('applies a host input and sends the new state to every tablet', async () => {
    const h = await host();
    const spectator = await connect();
    await spectator.next('snapshot');
    expect(await h.request({ type: 'input', input: start3 })).toMatchObject({ type: 'ack' });
    const s = await spectator.next<StateMsg>('state', (m) => (m as StateMsg).inputs === 1);
    expect(s.view).toMatchObject({ game: '7-seize', round: 1, phase: 'squabble', awaiting: { type: 'reveal', players: ['Ann', 'Bob', 'Cy'] } });
    expect(s.tapFor).toBe('Ann');
    expect(s.role).toBe('spectator');
  });

  it("passes the engine's refusal on as an error and changes nothing", async () => {
    const h = await host();
    await h.request({ type: 'input', input: start3 });
    const before = server.session.state('host');
    const r = await h.request({ type: 'input', input: { type: 'divvy', red: 3, black: 4 } });
    expect(r).toMatchObject({ type: 'error', message: expect.any(String) });
    expect(server.session.state('host')).toEqual(before);
    // A refusal the game wrote as a phrase goes with its message and values, for each tablet's language.
    const zed = await h.request({ type: 'input', input: { type: 'reveal', player: 'Zed', card: '9H' } });
    expect(zed).toMatchObject({
      type: 'error',
      message: 'Zed is not playing (players: Ann, Bob, Cy)',
      phrase: { message: '{player} is not playing (players: {players})', values: { player: 'Zed', players: 'Ann, Bob, Cy' } },
    });
    // One that quotes what the game awaits goes with that sentence too.
    expect(r).toMatchObject({
      phrase: {
        message: '{what} is not expected now: {awaiting}',
        values: {
          what: { message: 'a divvy', values: {} },
          awaiting: { message: 'the game awaits a card from {players}', values: { players: 'Ann, Bob, Cy' } },
        },
      },
    });
  });
});

describe('hidden cards (the simultaneous reveal)', () => {
  it('a tapped card reaches no tablet, spectator or host, until everyone has revealed', async () => {
    const h = await host();
    const spectator = await connect();
    await Promise.all([h.next('snapshot'), spectator.next('snapshot')]);
    await h.act({ type: 'input', input: start3 });
    await h.act({ type: 'sim', action: 'tap', card: '9H' }); // Ann's
    await h.act({ type: 'attributeTap', player: null });
    await h.act({ type: 'sim', action: 'tap', card: '4S' }); // nobody asked: not taken
    await h.act({ type: 'attributeTap', player: 'Bob' });
    await h.act({ type: 'sim', action: 'tap', card: '4S' });
    for (const c of [spectator, h]) {
      expect(await c.next('tap')).toEqual({ type: 'tap', outcome: 'revealed', player: 'Ann' });
      expect(await c.next('tap')).toMatchObject({ outcome: 'no-player', message: expect.any(String) });
      expect(await c.next('tap')).toEqual({ type: 'tap', outcome: 'revealed', player: 'Bob' });
    }
    // Neither the card nor its sticker's UID, in any message so far.
    const secrets = ['9H', '4S', simUid(playingCards, '9H'), simUid(playingCards, '4S')];
    for (const c of [spectator, h]) for (const m of c.received) for (const x of secrets) expect(JSON.stringify(m)).not.toContain(x);
    // Nor in the input log served over HTTP, with or without the token.
    const log = (token?: string) => fetch(`${server.url}/api/log`, token ? { headers: { authorization: `Bearer ${token}` } } : {}).then((r) => r.text());
    for (const text of [await log(), await log(server.token)]) {
      expect(text.trimEnd().split('\n')).toHaveLength(1);
      for (const x of secrets) expect(text).not.toContain(x);
    }
    // The last card: every card comes out in the state at once.
    await h.act({ type: 'sim', action: 'tap', card: 'KD' });
    const done = await spectator.next<StateMsg>('state', (m) => (m as StateMsg).inputs === 4);
    expect(done.view).toMatchObject({ lastReveal: { cards: { Ann: '9H', Bob: '4S', Cy: 'KD' } } });
    expect((await log()).trimEnd().split('\n').slice(1)).toEqual([
      '{"type":"reveal","player":"Ann","card":"9H"}',
      '{"type":"reveal","player":"Bob","card":"4S"}',
      '{"type":"reveal","player":"Cy","card":"KD"}',
    ]);
  });
});

describe('reconnecting', () => {
  it('a tablet that reconnects gets the whole current state in its snapshot', async () => {
    const h = await host();
    await h.request({ type: 'input', input: start3 });
    await h.request({ type: 'input', input: { type: 'reveal', player: 'Ann', card: '9H' } });
    await h.close();
    const again = await host();
    const snap = await again.next<SnapshotMsg>('snapshot');
    expect(snap.inputs).toBe(2);
    expect(snap.view).toMatchObject({ revealedBy: ['Ann'], awaiting: { type: 'reveal', players: ['Bob', 'Cy'] } });
    expect(snap.tapFor).toBe('Bob');
  });
});

describe('bad input: a clear error, the connection alive, the game unchanged', () => {
  const bad: [string, string | object, RegExp][] = [
    ['malformed JSON', '{"type":"input",', /not JSON/],
    ['a JSON array', '[1,2]', /must be a JSON object/],
    ['no type', { input: {} }, /needs a string field "type"/],
    ['an unknown message type', { type: 'launchCannons' }, /unknown message type "launchCannons"/],
    ['a malformed input type', { type: 'input', input: { type: 'no such move!' } }, /input: \/input\/type/],
    ['an input type no game knows', { type: 'input', input: { type: 'mutiny' } }, /"mutiny"/],
    ['a missing field', { type: 'attributeTap' }, /attributeTap: .*player/],
    ['an extra field', { type: 'newGame', cannons: 3 }, /newGame/],
    ['a wrong field type', { type: 'sim', action: 'addPiece', cup: 'left', grams: 'heavy' }, /sim: \/grams/],
    ['a count of pieces that is not a whole number', { type: 'sim', action: 'addPiece', cup: 'left', count: 2.5 }, /sim: \/count/],
    ['too many pieces at once', { type: 'sim', action: 'addPiece', cup: 'left', count: 5000 }, /sim: \/count/],
    ['a malformed card id', { type: 'enrol', action: 'select', card: '11 H' }, /enrol: \/card/],
    ['a card not of the deck', { type: 'enrol', action: 'select', card: '11H' }, /enrol select needs "card", a card of Playing cards/],
    ['an input the engine refuses', { type: 'input', input: { type: 'divvy', red: 'three', black: 4 } }, /divvy/],
    ['a player not at the table', { type: 'attributeTap', player: 'Blackbeard' }, /"Blackbeard" is not at this table/],
  ];
  for (const [what, msg, reason] of bad) {
    it(what, async () => {
      const h = await host();
      await h.request({ type: 'input', input: start3 });
      const before = server.session.state('host');
      h.send(msg);
      const err = await h.next('error');
      expect(err.message).toMatch(reason);
      expect(server.session.state('host')).toEqual(before);
      // Still connected and served.
      expect(await h.request({ type: 'attributeTap', player: 'Bob' })).toMatchObject({ type: 'ack' });
    });
  }

  it('a failure inside the table: said in words, without what the computer said (no file path), the connection alive', async () => {
    const h = await host();
    await h.request({ type: 'input', input: start3 });
    const attributeTap = server.session.reader.attributeTap;
    server.session.reader.attributeTap = () => {
      throw new Error(`EACCES: permission denied, open '${server.dataDir}/cards.json'`);
    };
    try {
      const err = await h.request({ type: 'attributeTap', player: 'Bob' });
      expect(err).toMatchObject({ type: 'error', message: expect.stringMatching(/^The table could not do that: something went wrong on its computer/) });
      expect(JSON.stringify(err)).not.toContain(server.dataDir);
      expect(JSON.stringify(err)).not.toContain('EACCES');
    } finally {
      server.session.reader.attributeTap = attributeTap;
    }
    expect(await h.request({ type: 'attributeTap', player: 'Bob' })).toMatchObject({ type: 'ack' });
  });

  it('an oversized message', async () => {
    const h = await host();
    await h.next('snapshot');
    h.send({ type: 'input', input: { type: 'start', game: '7-seize', players: ['x'.repeat(MAX_MESSAGE_BYTES)] } });
    expect((await h.next('error')).message).toMatch(/message too large: \d+ bytes \(at most 16384\)/);
    expect(server.session.state('host').inputs).toBe(0);
    expect(await h.request({ type: 'input', input: start3 })).toMatchObject({ type: 'ack' });
  });

  it('a message beyond the hard limit closes only that connection (1009)', async () => {
    const h = await host();
    const other = await connect();
    await other.next('snapshot');
    h.send('x'.repeat(2 * 1024 * 1024));
    await new Promise((r) => h.ws.once('close', r));
    expect(h.closed?.code).toBe(1009);
    expect(other.closed).toBeNull();
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('a binary message', async () => {
    const h = await host();
    h.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await h.next('error')).message).toMatch(/JSON text, not binary/);
  });

  it('a flood of control messages is rate-limited', async () => {
    const h = await host();
    await h.next('snapshot');
    for (let i = 0; i < 100; i++) h.send({ type: 'attributeTap', player: null });
    expect((await h.next('error')).message).toMatch(/too many messages/);
  });
});
