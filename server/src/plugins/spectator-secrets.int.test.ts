// What a spectator can read mid-game of the games with hidden information: every WebSocket message
// from the first connection on, and every GET route the app registers (walked from the app's own
// route table, so a new route cannot skip it), with a game put away mid-way on the shelf. None of
// it may name a hidden card or its sticker (R-reveal, H12), nor hold the captured gold (L28) or the
// running scores (H20), nor let them be worked out by replaying a log it was given.
import { isDeepStrictEqual } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { replayLines } from '../../../games/core/replay.ts';
import { view } from '../../../games/core/table.ts';
import { registry } from '../../../games/index.ts';
import { simUid } from '../session/reader/card-map.ts';
import { startTestServer, TestClient, type TestServer } from '../testing.ts';
import { everyGame } from '../../../test/every-game.ts';

let server: TestServer;
const clients: TestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server.stop();
});
const connect = async (token?: string): Promise<TestClient> => {
  const c = await TestClient.connect(server.wsUrl, { token });
  clients.push(c);
  return c;
};

/** Every GET path of the app (fastify's route tree, one level = 4 columns of indent). */
function getPaths(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([\s│]*)[└├]── (\S+) \(([^)]*)\)/.exec(line);
    if (!m) continue;
    const depth = (m[1] as string).length / 4;
    stack.length = depth;
    const path = `${stack.at(-1) ?? ''}${m[2]}`;
    stack.push(path);
    if ((m[3] as string).split(', ').includes('GET')) out.push(path);
  }
  return out;
}

/** Every body a spectator gets from every GET route, params filled in (a param without a value fails). */
async function walkRoutes(params: Record<string, string>): Promise<{ path: string; status: number; body: string }[]> {
  const paths = getPaths(server.app.printRoutes({ commonPrefix: false }));
  expect(paths).toEqual(expect.arrayContaining(['/api/state', '/api/log', '/api/shelf', '/api/saved/:id', '/api/health', '/api/protocol']));
  const out = [];
  for (const route of paths) {
    const path = route.replace(/:(\w+)/g, (_, name: string) => {
      if (params[name] === undefined) throw new Error(`the walk has no value for :${name} of ${route}: add one`);
      return encodeURIComponent(params[name]);
    });
    const res = await fetch(`${server.url}${path}`);
    out.push({ path, status: res.status, body: await res.text() });
  }
  return out;
}

/** A body as JSON values: JSON, or a table script (then also the full view its replay gives). */
function jsonOf(body: string): unknown[] {
  try {
    return [JSON.parse(body)];
  } catch {
    const lines = body.split('\n').filter((l) => l.trim().startsWith('{'));
    if (lines.length === 0) return [];
    const { table } = replayLines(registry, lines.join('\n'));
    return [...lines.map((l) => JSON.parse(l) as unknown), view(table)];
  }
}

/** Every object inside `v`. */
function* objects(v: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(v)) for (const x of v) yield* objects(x);
  else if (typeof v === 'object' && v !== null) {
    yield v as Record<string, unknown>;
    for (const x of Object.values(v)) yield* objects(x);
  }
}

interface Secrets {
  /** Card ids, sticker UIDs, card labels: not one of them, anywhere. */
  words: RegExp[];
  /** A field that must never hold this value (the gold totals, the scores). */
  fields?: Record<string, unknown>;
}

/** Everything a spectator received, and which of it gives a secret away. */
async function spectatorLeaks(spectator: TestClient, params: Record<string, string>, secrets: Secrets, catalogue: unknown): Promise<string[]> {
  const late = await connect();
  await late.next('snapshot');
  const bodies = [
    ...[...spectator.received, ...late.received].map((m) => ({ path: `ws ${m.type}`, body: JSON.stringify(m) })),
    ...(await walkRoutes(params)).map(({ path, body }) => ({ path, body })),
  ];
  const leaks: string[] = [];
  for (const { path, body } of bodies) {
    let text = body;
    if (path === '/api/shelf') {
      // The shelf's catalogue lists every card of every deck: it must be the one served before any game.
      const { games, decks, ...rest } = JSON.parse(body) as Record<string, unknown>;
      expect({ games, decks }).toEqual(catalogue);
      text = JSON.stringify(rest);
    }
    for (const w of secrets.words) if (w.test(text)) leaks.push(`${path} names ${w.source}`);
    for (const o of jsonOf(text).flatMap((j) => [...objects(j)]))
      for (const [field, secret] of Object.entries(secrets.fields ?? {}))
        if (field in o && isDeepStrictEqual(o[field], secret)) leaks.push(`${path} holds ${field} ${JSON.stringify(secret)}`);
  }
  return leaks;
}

/** The game played twice to the same point: the first put away mid-way (the shelf's), the second live. */
async function twice(play: (host: TestClient) => Promise<void>, start: Record<string, unknown>) {
  server = await startTestServer(everyGame());
  const catalogue = await (await fetch(`${server.url}/api/shelf`)).json().then(({ games, decks }) => ({ games, decks }));
  const spectator = await connect();
  await spectator.next('snapshot');
  const host = await connect(server.token);
  for (let i = 0; i < 2; i++) {
    await host.act({ type: 'newGame', start });
    await play(host);
  }
  const shelf = (await (await fetch(`${server.url}/api/shelf`)).json()) as { saved: { id: string; finished: boolean }[] };
  expect(shelf.saved).toMatchObject([{ finished: false }]);
  return { host, spectator, catalogue, savedId: shelf.saved[0]?.id as string };
}

/** A card on the virtual reader, and the host's tap event for it. */
async function tap(host: TestClient, card: string) {
  await host.act({ type: 'sim', action: 'tap', card });
  return host.next('tap');
}

/** The game's full view, as only the engine knows it (the host's log replayed). */
async function fullView(): Promise<Record<string, unknown>> {
  const log = await (await fetch(`${server.url}/api/log`, { headers: { authorization: `Bearer ${server.token}` } })).text();
  return view(replayLines(registry, log).table);
}

/** A card's id (a whole word: B4.2, not B4.21), its sticker's UID and its label. */
const stickers = (deck: string, cards: string[]): RegExp[] => {
  const d = registry.get(deck)?.description.deck;
  if (!d) throw new Error(`no deck for ${deck}`);
  const word = (w: string) => new RegExp(`(?<![\\w.])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w.])`);
  return cards.flatMap((c) => [word(c), word(simUid(d, c)), word(d.label(c))]);
};

describe('a spectator mid-game reads nothing hidden, by any message or route', () => {
  it('7 Seize: a card tapped while no reveal is asked, and a reveal under way (R-simultaneous reveal)', async () => {
    const start = { type: 'start', game: '7-seize', players: ['Ann', 'Bob', 'Cy'] };
    const { host, spectator, catalogue, savedId } = await twice(async (h) => {
      for (const c of ['9H', '4S', 'KD']) expect(await tap(h, c)).toMatchObject({ outcome: 'revealed' }); // the squabble: Ann captain
      // Ann's hand card on the reader while she divvies: the game takes no card now.
      expect(await tap(h, 'QC')).toMatchObject({ outcome: 'ignored' });
      await h.act({ type: 'input', input: { type: 'divvy', red: 3, black: 4 } });
      expect(await tap(h, '2D')).toMatchObject({ outcome: 'revealed', player: 'Ann' }); // the seize: Bob and Cy still to reveal
    }, start);
    const leaks = await spectatorLeaks(spectator, { id: savedId, deck: 'playing-cards' }, { words: stickers('7-seize', ['QC', '2D']) }, catalogue);
    expect(leaks).toEqual([]);
    // Nor the host's tablet, which the whole table sees.
    expect(host.received.filter((m) => m.type === 'tap' && JSON.stringify(m).match(/QC|2D/))).toEqual([]);
  });

  it('Loot: the captured gold during play (L28) and a card tapped but not played', async () => {
    const start = { type: 'start', game: 'loot', players: ['Ann', 'Bob'] };
    const { spectator, catalogue, savedId } = await twice(async (h) => {
      await h.act({ type: 'input', input: { type: 'play', card: 'M7.1' } }); // Ann
      await h.act({ type: 'input', input: { type: 'draw' } }); // Bob; Ann captures M7.1 at her turn (L15)
      expect(await tap(h, 'B4.2')).toMatchObject({ outcome: 'picked', card: 'B4.2' }); // picked on the host's tablet, then not played
    }, start);
    const full = await fullView();
    expect(full.gold).toEqual({ Ann: 7, Bob: 0 });
    const secrets = { words: stickers('loot', ['B4.2']), fields: { gold: full.gold, scores: full.scores } };
    expect(await spectatorLeaks(spectator, { id: savedId, deck: 'loot' }, secrets, catalogue)).toEqual([]);
  });

  it('The High Seize: the running scores with hideScores (H20) and cards tapped privately while placing (H12)', async () => {
    const start = { type: 'start', game: 'the-high-seize', players: ['Ann', 'Bob'] };
    const { host, spectator, catalogue, savedId } = await twice(async (h) => {
      const input = (i: Record<string, unknown>) => h.act({ type: 'input', input: i });
      await input({ type: 'ship', player: 'Ann', card: 'RS1' });
      await input({ type: 'ship', player: 'Bob', card: 'BS1' });
      for (const [i, pile] of ['Bob', 'neutral', 'Ann', 'Ann', 'neutral', 'Bob', 'Ann', 'Bob'].entries())
        await input({ type: 'place', player: i % 2 ? 'Bob' : 'Ann', pile });
      // The flip (H11): Ann's pile, the neutral, Bob's; Bob's sinks, the others reach port.
      for (const [pile, cards] of [
        ['Ann', ['B03', 'R01', 'R02']],
        ['neutral', ['B06', 'R04']],
        ['Bob', ['R05', 'B07', 'B08']],
      ] as const) {
        await h.act({ type: 'attributeTap', player: pile });
        for (const c of cards) expect(await tap(h, c)).toMatchObject({ outcome: 'revealed', card: c });
        // A mis-tap (H13): refused, and the engine's reason names it.
        if (pile === 'neutral') expect(await tap(h, 'G01')).toMatchObject({ outcome: 'rejected', message: expect.stringMatching(/G01/) });
      }
      await input({ type: 'ship', player: 'Ann', card: 'RS2' });
      await input({ type: 'ship', player: 'Bob', card: 'BS2' });
      const turn = (await fullView()).turn as string;
      // H12: a card placed with its private tap, and one on the reader while placing.
      await input({ type: 'place', player: turn, pile: 'neutral', card: turn === 'Ann' ? 'R09' : 'B09' });
      expect(await tap(h, 'R10')).toMatchObject({ outcome: 'picked', private: true });
    }, start);
    const full = await fullView();
    expect(Object.values(full.scores as Record<string, number>).some((v) => v > 0)).toBe(true);
    const secrets = { words: stickers('the-high-seize', ['R09', 'B09', 'R10', 'G01']), fields: { scores: full.scores, setAside: full.setAside } };
    expect(await spectatorLeaks(spectator, { id: savedId, deck: 'the-high-seize' }, secrets, catalogue)).toEqual([]);
    // The host's tablet alone is told the card, to send it with the placement.
    const told = host.received.filter((m) => m.type === 'tap' && JSON.stringify(m).includes('R10'));
    expect(told).toMatchObject([
      { outcome: 'picked', private: true },
      { outcome: 'picked', private: true },
    ]);
  });
});
