// Live scale readings are coalesced: a burst of samples reaches a tablet as the latest reading,
// not as a queue of stale ones.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../testing.ts';
import { SCALE_HZ, type ScaleMsg } from '#protocol';
import { everyGame } from '../../../test/every-game.ts';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer(everyGame());
});
afterEach(() => server.stop());

it('folds a burst of samples into at most one message per frame, ending on the latest values', async () => {
  const c = await TestClient.connect(server.wsUrl);
  await c.next('snapshot');
  const t0 = performance.now();
  for (let i = 1; i <= 400; i++) {
    server.rig.setGrams(0, i);
    server.rig.setGrams(1, 1000 - i);
    server.rig.emitSamples();
  }
  const burstMs = performance.now() - t0;
  // The cups' samples come one after the other: a frame may go out between the last left (400)
  // and the last right (600), so the burst ends on the message that has both (a CI run beside a
  // CPU hog saw 400 / 601 first).
  const last = await c.next<ScaleMsg>('scale', (m) => (m as ScaleMsg).left === 400 && (m as ScaleMsg).right === 600);
  expect(last).toMatchObject({ deciding: false, settled: false });
  await new Promise((r) => setTimeout(r, 200));
  const scale = c.received.filter((m) => m.type === 'scale');
  expect(scale.at(-1)).toMatchObject({ left: 400, right: 600 });
  // One at once (the first sample of the burst), one per frame the burst lasted, one trailing.
  expect(scale.length).toBeGreaterThanOrEqual(2);
  expect(scale.length).toBeLessThanOrEqual(2 + Math.floor(burstMs / (1000 / SCALE_HZ)));
  expect(scale[0]).toMatchObject({ left: 1 });
  await c.close();
});
