// The counting scale over the WebSocket (Plunder!): the tablet's `count` messages learn the unit
// from ten tokens poured on the virtual rig one at a time, count a cup, and when the count differs
// from the ledger the players decide; bad messages get a clear error and change nothing. The rig's
// clock is the test's: samples are sent 100 ms of rig time apart, as fast as the test runs.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../testing.ts';
import type { CountStatus } from '#protocol';
import { everyGame } from '../../../test/every-game.ts';

let server: TestServer;
let c: TestClient;
let t = 0;

beforeEach(async () => {
  server = await startTestServer(everyGame());
  c = await TestClient.connect(server.wsUrl, { token: server.token });
  await c.next('snapshot');
  t = performance.now();
});
afterEach(async () => {
  await c.close();
  await server.stop();
});

const count = (): CountStatus | undefined => server.session.state('host').count;
/** Runs the rig for `ms` (samples every 100 ms), or until `until` holds. */
const run = (ms: number, until?: () => boolean): void => {
  for (const end = t + ms; t < end; ) {
    t += 100;
    server.rig.emitSamples(t);
    if (until?.()) return;
  }
};
const start = (game = 'plunder') => c.act({ type: 'input', input: { type: 'start', game, players: ['Ann', 'Bob', 'Cy'] } });
const token = { type: 'sim', action: 'addPiece', cup: 'left', grams: 2.4, spread: 0.03 };

async function learnTreasures(): Promise<void> {
  run(4500);
  await c.act({ type: 'count', action: 'tare' });
  for (let i = 1; i <= 10; i++) {
    await c.act(token);
    run(6000, () => (count()?.learned ?? 0) >= i || count()?.stage === 'ready');
  }
  expect(count()).toMatchObject({ stage: 'ready', units: { treasure: { grams: expect.any(Number) } } });
  expect(count()?.units.treasure?.grams).toBeCloseTo(2.4, 0);
}

describe('the count at the Plunder! table, over the WebSocket', () => {
  it('learns a treasure from ten, counts a pour of tokens, and a count that differs is decided by the players', async () => {
    await start();
    expect(count()).toMatchObject({ stage: 'tare', cup: null, learned: 0, learnOf: 10 });
    await learnTreasures();
    await c.act({ type: 'sim', action: 'clearCups' });
    // The emptied cup is the zero of the count once it has been still for the whole window.
    run(300);
    expect(await c.request({ type: 'count', action: 'cup', holder: 'Bob', pieces: 'blue' })).toMatchObject({ message: 'the cup is not still' });
    run(5500);
    await c.act({ type: 'count', action: 'cup', holder: 'Bob', pieces: 'blue' });
    // Bob's ledger says 6 blue: 5 are poured.
    await c.act({ ...token, count: 5 });
    run(300);
    await c.act({ type: 'count', action: 'count' });
    expect(count()).toMatchObject({ stage: 'counting', settling: { ofSeconds: 4 } });
    // The tablets hear the cup settle: the seconds left go down in state messages.
    const heard = c.next('state', (m) => (m as unknown as { count?: CountStatus }).count?.settling?.secondsLeft === 2);
    run(8000, () => count()?.stage !== 'counting');
    await heard;
    expect(count()).toMatchObject({ stage: 'ready', total: 5, batch: { pieces: 5 }, settling: null });
    await c.act({ type: 'count', action: 'done' });
    expect(count()).toMatchObject({ stage: 'checked', check: { holder: 'Bob', pieces: 'blue', ledger: 6, counted: 5, agrees: false } });
    expect(count()?.message).toBe('The scale counts 5 blue for Bob, the ledger says 6: decide which stands.');
    await c.act({ type: 'count', action: 'decide', stands: 'count' });
    const s = server.session.state('host');
    expect((s.view as { players: Record<string, { treasures: Record<string, number> }> }).players.Bob?.treasures.blue).toBe(5);
    expect(s.count).toMatchObject({ stage: 'ready', cup: null, check: null });
  });

  it('learns a treasure from ten placed in the cup together, once told they are in', async () => {
    await start();
    run(4500);
    await c.act({ type: 'count', action: 'tare' });
    expect(count()).toMatchObject({ stage: 'learn', message: 'Put 10 treasures into the cup, all at once (or one at a time), then say they are in.' });
    await c.act({ ...token, count: 10 });
    run(500);
    await c.act({ type: 'count', action: 'learn' });
    expect(count()).toMatchObject({ stage: 'learn', message: 'Weighing the 10 treasures: keep the cup still.', settling: { ofSeconds: 4 } });
    run(6000, () => count()?.stage === 'ready');
    expect(count()).toMatchObject({ stage: 'ready', message: expect.stringMatching(/^One treasure weighs 2\.\d\d g/) });
    // The ten are drawn 3 % apart (1 sd): their mean is 2.4 g give or take 0.02 g, so the learned
    // weight is held to what the cup holds (this rig has no noise), and to 2.4 g only loosely.
    expect(count()?.units.treasure?.grams).toBeCloseTo(server.rig.loadOn(0) / 10, 3);
    expect(count()?.units.treasure?.grams).toBeCloseTo(2.4, 0);
  });

  it('keeps the learned weight across a restart of the server: the next start asks for no learning', async () => {
    await start();
    await learnTreasures();
    const learned = count()?.units.treasure?.grams;
    await c.close();
    await server.stop(true);
    server = await startTestServer({ ...everyGame(), dataDir: server.dataDir });
    c = await TestClient.connect(server.wsUrl, { token: server.token });
    await c.next('snapshot');
    expect(count()?.units.treasure?.grams).toBe(learned);
    run(4500);
    await c.act({ type: 'count', action: 'tare' });
    expect(count()).toMatchObject({ stage: 'ready', learned: 0 });
  });

  it('refuses a pour it is not certain of to the piece, asking for a smaller batch, and a pour that is no whole number of pieces', async () => {
    await start();
    await learnTreasures();
    await c.act({ type: 'count', action: 'cup', holder: 'harbour', pieces: 'yellow' });
    // Forty tokens: the spread of forty and the unit's error add up to more than a piece could hide.
    await c.act({ ...token, count: 40 });
    run(300);
    await c.act({ type: 'count', action: 'count' });
    run(8000, () => count()?.stage !== 'counting');
    expect(count()).toMatchObject({ stage: 'ready', total: 0, refused: expect.stringMatching(/not certain to the piece.*smaller batch/) });
    expect(count()?.message).toMatch(/^Not certain to the piece/);
    // Half a token (as learned) with the smaller batch: it fits no count.
    await c.act({ type: 'sim', action: 'clearCups' });
    run(6000);
    await c.act({ type: 'count', action: 'cup', holder: 'harbour', pieces: 'yellow' });
    await c.act({ ...token, count: 2 });
    await c.act({ type: 'sim', action: 'addPiece', cup: 'left', grams: (count()?.units.treasure?.grams ?? 0) / 2 });
    run(300);
    await c.act({ type: 'count', action: 'count' });
    run(8000, () => count()?.stage !== 'counting');
    expect(count()).toMatchObject({ total: 0, refused: expect.stringMatching(/pieces, no whole number: is something else in the cup/) });
    await c.act({ type: 'sim', action: 'removePiece', cup: 'left' });
    run(300);
    await c.act({ type: 'count', action: 'count' });
    run(8000, () => count()?.stage !== 'counting');
    expect(count()).toMatchObject({ total: 2, refused: null });
  });

  it('answers bad count messages with a clear error, and the count is unchanged', async () => {
    expect(await c.request({ type: 'count', action: 'tare' })).toMatchObject({ type: 'error', message: 'count: no game is under way (Plunder! does)' });
    await start('7-seize');
    expect(await c.request({ type: 'count', action: 'tare' })).toMatchObject({ message: 'count: 7 Seize does not count pieces on the scale (Plunder! does)' });
    await c.act({ type: 'newGame', start: { type: 'start', game: 'plunder', players: ['Ann', 'Bob', 'Cy'] } });
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ type: 'count' }, /count: message must have required property 'action'|count: \/action/],
      [{ type: 'count', action: 'weigh' }, /count: \/action: action must be one of tare, learn, cup, count, done, decide, close/],
      [{ type: 'count', action: 'learn' }, /^empty the cup and Tare for treasures first$/],
      [{ type: 'count', action: 'cup', holder: 'Bob', pieces: 'gold' }, /pieces must be one of red, blue, green, yellow, purple, crew \(not "gold"\)/],
      [{ type: 'count', action: 'tare', kind: 'coins' }, /kind must be one of treasure, crew \(not "coins"\)/],
      [{ type: 'count', action: 'decide', stands: 'both' }, /count: \/stands: stands must be "ledger" or "count"/],
      [{ type: 'count', action: 'tare', grams: 3 }, /count: .*grams|count: message/],
      [{ type: 'count', action: 'cup', holder: '', pieces: 'red' }, /count: \/holder/],
      [{ type: 'count', action: 'cup', holder: 'Zed', pieces: 'red' }, /no player "Zed"/],
      [{ type: 'count', action: 'cup', pieces: 'red' }, /count cup needs "holder"/],
      [{ type: 'count', action: 'count' }, /choose whose pieces are in the cup first/],
      [{ type: 'count', action: 'decide', stands: 'count' }, /no count differs from the ledger/],
      [{ type: 'sim', action: 'addPiece', cup: 'left', spread: 0.03 }, /"spread" is how far each piece is off "grams"/],
      [{ type: 'sim', action: 'addPiece', cup: 'left', grams: 2, spread: 0.5 }, /sim: \/spread/],
    ];
    const before = count();
    for (const [msg, error] of bad) expect(await c.request(msg)).toMatchObject({ type: 'error', message: expect.stringMatching(error) });
    expect(count()).toEqual(before);
    const spectator = await TestClient.connect(server.wsUrl);
    // A spectator sees the count too (it hides nothing), and cannot drive it.
    expect((await spectator.next<{ type: 'snapshot'; count?: CountStatus }>('snapshot')).count).toMatchObject({ stage: 'tare' });
    expect(await spectator.request({ type: 'count', action: 'tare' })).toMatchObject({ message: expect.stringMatching(/spectators cannot send "count"/) });
    await spectator.close();
  });
});
