// Live scale readings are coalesced: a burst of samples reaches a tablet (one that watches the
// scale: hub-watch.int.test.ts) as the latest reading, not as a queue of stale ones.
import { expect, it } from 'vitest';
import { TestClient, type TestServer } from '../testing.ts';
import { SCALE_HZ, type ScaleMsg } from '#protocol';
import { tableEach } from '../../../test/table-each.ts';

let server: TestServer;
tableEach((s) => (server = s));

it('folds a burst of samples into at most one message per frame, ending on the latest values', async () => {
  const c = await TestClient.connect(server.wsUrl);
  await c.next('snapshot');
  await c.act({ type: 'watch', scale: true });
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
  // At most one per frame the burst lasted and one trailing; each holds both cups of one conversion.
  expect(scale.length).toBeGreaterThanOrEqual(1);
  expect(scale.length).toBeLessThanOrEqual(2 + Math.floor(burstMs / (1000 / SCALE_HZ)));
  for (const m of scale) expect((m as ScaleMsg).right).toBe(1000 - ((m as ScaleMsg).left ?? Number.NaN));
  await c.close();
});

it('sends a conversion of both cups as one message, once a frame has passed', async () => {
  const c = await TestClient.connect(server.wsUrl);
  await c.next('snapshot');
  await c.act({ type: 'watch', scale: true });
  for (const grams of [5, 9]) {
    // A frame and more after the last message: this conversion goes out at once, both cups in it.
    await new Promise((r) => setTimeout(r, 3 * (1000 / SCALE_HZ)));
    const before = c.received.filter((m) => m.type === 'scale').length;
    server.rig.setGrams(0, grams);
    server.rig.setGrams(1, 2 * grams);
    server.rig.emitSamples();
    const m = await c.next<ScaleMsg>('scale', (x) => (x as ScaleMsg).left === grams || (x as ScaleMsg).right === 2 * grams);
    expect(m).toMatchObject({ left: grams, right: 2 * grams });
    expect(c.received.filter((x) => x.type === 'scale').length).toBe(before + 1);
  }
  await c.close();
});
