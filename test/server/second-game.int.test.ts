// A second game, registered only in a test registry (test/games/coin-game.ts), is served by the
// whole table with no shared file changed: session, input log and restart, hub with per-viewer
// filtering of state and taps, its own deck's enrolment, games put away and resumed, and replay.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { run as replay } from '../../server/cli/replay.ts';
import { simUid } from '../../server/src/session/reader/card-map.ts';
import { startTestServer, TestClient, type Msg, type TestServer } from '../../server/src/testing.ts';
import { playingCards } from '../../games/seven-seize/description.ts';
import { coinDeck, testRegistry } from '../games/coin-game.ts';

let server: TestServer;
let dir: string;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'qm-second-'));
  server = await startTestServer({ dataDir: dir, registry: testRegistry });
});
afterEach(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const host = () => TestClient.connect(server.wsUrl, { token: server.token });
const spectator = () => TestClient.connect(server.wsUrl);
const tapCoin = (coin: string) => server.rig.placeTag(0, simUid(coinDeck, coin));
const shelf = async () =>
  (await (await fetch(`${server.url}/api/shelf`)).json()) as {
    games: { id: string }[];
    saved: { id: string; game: string; finished: boolean; winners: string[] }[];
  };

describe('a second registered game', () => {
  it('is on the shelf with its deck; plays through the hub; a spectator never sees a coin before all are down', async () => {
    const s = await shelf();
    expect(s.games.map((g) => g.id)).toEqual(['7-seize', 'coin-toss']);
    const h = await host();
    const spy = await spectator();
    await h.next('snapshot');
    await spy.next('snapshot');
    await h.act({ type: 'newGame', start: { type: 'start', game: 'coin-toss', players: ['Ann', 'Bob'] } });
    const started = await h.next('state', (m) => (m as { game?: { id?: string } | null }).game?.id === 'coin-toss');
    expect(started).toMatchObject({ game: { id: 'coin-toss', scale: 'none', deck: 'coins' }, tapFor: 'Ann', cards: { deck: 'coins', enrolled: 3 } });

    tapCoin('silver');
    const hostTap = await h.next('tap');
    const spyTap = await spy.next('tap');
    // A simultaneous reveal's card leaves the server for nobody, the host included.
    expect(hostTap).toMatchObject({ outcome: 'revealed', player: 'Ann' });
    expect(spyTap).toMatchObject({ outcome: 'revealed', player: 'Ann' });
    expect(JSON.stringify(spy.received)).not.toMatch(/silver|045E/);
    expect(server.session.state('spectator').view).toMatchObject({ coins: { Ann: '?' } });
    expect(server.session.state('host').view).toMatchObject({ coins: { Ann: 'silver' } });

    tapCoin('gold');
    await expect.poll(() => server.session.state('spectator').inputs).toBe(3);
    expect(server.session.state('spectator')).toMatchObject({ view: { coins: { Ann: 'silver', Bob: 'gold' }, winners: ['Bob'], awaiting: null } });
    await h.close();
    await spy.close();
  });

  it("refuses a tap of another deck's card, naming that deck; an unknown sticker asks for enrolment; the deck is enrolled on its own", async () => {
    const h = await host();
    await h.act({ type: 'newGame', start: { type: 'start', game: 'coin-toss', players: ['Ann', 'Bob'] } });
    server.rig.placeTag(0, simUid(playingCards, 'QS'));
    expect(await h.next('tap')).toMatchObject({
      outcome: 'wrong-deck',
      deck: 'playing-cards',
      message: expect.stringMatching(/Queen of Spades is a card of Playing cards \(52\), not of Coin toss/),
    });
    server.rig.placeTag(0, '0A0B0C0D');
    expect(await h.next('tap')).toMatchObject({ outcome: 'unknown-card', card: null, message: expect.stringMatching(/enrol it with Coins \(3\)/) });
    expect(server.session.state('host').inputs).toBe(1);

    // Enrolment is per deck: the coins' map is cleared and enrolled again; the playing cards' stays.
    await h.act({ type: 'enrol', action: 'clear' });
    await h.act({ type: 'enrol', action: 'start' });
    expect(server.session.state('host').cards).toMatchObject({ deck: 'coins', enrolled: 0, enrolment: { next: 'copper' } });
    for (const uid of ['0A0B0C01', '0A0B0C02', '0A0B0C03']) server.rig.placeTag(0, uid);
    await expect.poll(() => server.session.state('host').cards.enrolled).toBe(3);
    expect(JSON.parse(readFileSync(join(dir, 'cards', 'coins.json'), 'utf8'))).toEqual({ '0A0B0C01': 'copper', '0A0B0C02': 'silver', '0A0B0C03': 'gold' });
    expect(Object.keys(JSON.parse(readFileSync(join(dir, 'cards', 'playing-cards.json'), 'utf8')))).toHaveLength(52);
    const decks = server.session.state('host').cards.decks;
    expect(decks.map((d) => [d.id, d.size, d.enrolled])).toEqual([
      ['playing-cards', 52, 52],
      ['coins', 3, 3],
    ]);
    await h.close();
  });

  it('puts games away (never lost), lists them with their standings, resumes an unfinished one, also after a restart', async () => {
    const h = await host();
    await h.act({ type: 'newGame', start: { type: 'start', game: 'coin-toss', players: ['Ann', 'Bob'] } });
    tapCoin('gold');
    tapCoin('copper');
    await expect.poll(() => server.session.state('host').inputs).toBe(3);
    // A rematch: same game, same players; the finished one is put away.
    await h.act({ type: 'newGame', start: { type: 'start', game: 'coin-toss', players: ['Ann', 'Bob'] } });
    tapCoin('silver');
    await expect.poll(() => server.session.state('host').inputs).toBe(2);
    await h.act({ type: 'newGame', start: { type: 'start', game: '7-seize', players: ['Cy', 'Dee'] } });
    const saved = (await shelf()).saved;
    expect(saved.map((g) => [g.game, g.finished, g.winners])).toEqual([
      ['coin-toss', false, []],
      ['coin-toss', true, ['Ann']],
    ]);
    expect(readdirSync(join(dir, 'games')).every((f) => /^\d{4}-\d\d-\d\dT.*-coin-toss(-\d+)?\.(jsonl|summary\.json)$/.test(f))).toBe(true);
    const finished = (await (await fetch(`${server.url}/api/saved/${saved[1]?.id}`)).json()) as { view: { winners: string[] } };
    expect(finished.view.winners).toEqual(['Ann']);
    expect((await fetch(`${server.url}/api/saved/nope`)).status).toBe(404);
    expect((await h.request({ type: 'resume', id: 'no-such-game' })).message).toMatch(/no saved game "no-such-game"/);

    await h.act({ type: 'resume', id: saved[0]?.id });
    expect(server.session.state('host')).toMatchObject({ game: { id: 'coin-toss' }, inputs: 2, tapFor: 'Bob' });
    // The 7 Seize game went on the shelf in its place.
    expect((await shelf()).saved.map((g) => g.game)).toEqual(['7-seize', 'coin-toss']);
    await h.close();

    await server.stop(true);
    server = await startTestServer({ dataDir: dir, registry: testRegistry });
    expect(server.session.state('host')).toMatchObject({ game: { id: 'coin-toss' }, inputs: 2, tapFor: 'Bob' });
    tapCoin('gold');
    await expect.poll(() => server.session.state('host').view).toMatchObject({ winners: ['Bob'] });
  });

  it('moves an old cards.json into cards/playing-cards.json', async () => {
    await server.stop(true);
    const old = mkdtempSync(join(tmpdir(), 'qm-old-'));
    writeFileSync(join(old, 'cards.json'), JSON.stringify({ '0A0B0C0D': '10H' }));
    server = await startTestServer({ dataDir: old, registry: testRegistry });
    expect(existsSync(join(old, 'cards.json'))).toBe(false);
    expect(server.session.reader.cardMap('playing-cards')).toEqual({ '0A0B0C0D': '10H' });
    expect(server.session.state('host').warnings.join(' ')).toMatch(/cards\.json moved to cards\/playing-cards\.json/);
  });

  it('replays its table script with `quartermaster replay`', async () => {
    const file = join(dir, 'coins.jsonl');
    writeFileSync(
      file,
      '{"type":"start","game":"coin-toss","players":["Ann","Bob"]}\n{"type":"reveal","player":"Ann","card":"COPPER"}\n{"type":"reveal","player":"Ann","card":"gold"}\n{"type":"reveal","player":"Bob","card":"gold"}\n',
    );
    const out: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((s: string) => void out.push(s));
    try {
      expect(await replay([file, '--compact'], testRegistry)).toBe(0);
    } finally {
      log.mockRestore();
    }
    const printed = JSON.parse(out.join('')) as Msg;
    expect(printed).toMatchObject({
      game: 'coin-toss',
      coins: { Ann: 'copper', Bob: 'gold' },
      winners: ['Bob'],
      rejected: [{ line: 3, reason: expect.stringMatching(/Ann is not waiting/) }],
    });
  });
});
