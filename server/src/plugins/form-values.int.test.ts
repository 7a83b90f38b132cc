// What the tablet's forms refuse, the server refuses too, over the WebSocket and over HTTP: a tie
// band of −5 or 5000 g (R24), "Ann" and "ann" at one table, a calibration weight of −20 g.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../testing.ts';
import { everyGame } from '../../../test/every-game.ts';

let server: TestServer;
let host: TestClient;
beforeAll(async () => {
  server = await startTestServer(everyGame());
  host = await TestClient.connect(server.wsUrl, { token: server.token });
  await host.next('snapshot');
});
afterAll(async () => {
  await host.close();
  await server.stop();
});

const start = (players: string[], options: Record<string, unknown> = {}) => ({ type: 'start', game: '7-seize', players, options });
const badStarts: [string, object, RegExp][] = [
  ['a tie band of −5 g', start(['Ann', 'Bob'], { tieBandGrams: -5 }), /tieBandGrams" is -5: The tie band must be more than 0 g and at most 100 g \(R24\)/],
  ['a tie band of 5000 g', start(['Ann', 'Bob'], { tieBandGrams: 5000 }), /tieBandGrams" is 5000: The tie band must be/],
  ['"Ann" and "ann" as two players', start(['Ann', 'Bob', 'ann']), /player 3 "ann" is the same name as player 1 "Ann"/],
];

describe('the server refuses the values the forms refuse', () => {
  for (const [what, input, reason] of badStarts) {
    it(`WebSocket: ${what}`, async () => {
      const before = server.session.state('host');
      const r = await host.request({ type: 'input', input });
      expect(r).toMatchObject({ type: 'error', message: expect.stringMatching(reason) });
      expect(server.session.state('host')).toEqual(before);
    });
    it(`HTTP: ${what}`, async () => {
      const res = await fetch(`${server.url}/api/input`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
        body: JSON.stringify(input),
      });
      expect(await res.json()).toMatchObject({ ok: false, reason: expect.stringMatching(reason) });
      expect(server.session.state('host').inputs).toBe(0);
    });
  }

  it('WebSocket: a calibration weight of −20 g (or none, or 6 kg) leaves the calibration alone', async () => {
    const before = server.session.state('host').device;
    for (const [grams, reason] of [
      [-20, /weigh: \/grams: The calibration weight must be more than 0 g and at most 5000 g/],
      [0, /calibration weight.*more than 0 g/],
      [6000, /calibration weight.*at most 5000 g/],
    ] as const) {
      const r = await host.request({ type: 'weigh', action: 'calibrate', cup: 'left', grams });
      expect(r, String(grams)).toMatchObject({ type: 'error', message: expect.stringMatching(reason) });
    }
    expect(await host.request({ type: 'weigh', action: 'calibrate', cup: 'left' })).toMatchObject({
      type: 'error',
      message: expect.stringMatching(/needs "cup" and "grams"/),
    });
    expect(server.session.state('host').device).toEqual(before);
  });

  it('and takes good values', async () => {
    expect(await host.request({ type: 'input', input: start(['Ann', 'Anna'], { tieBandGrams: 2 }) })).toMatchObject({ type: 'ack' });
    expect(server.session.state('host').view).toMatchObject({ players: ['Ann', 'Anna'], options: { tieBandGrams: 2 } });
  });
});
