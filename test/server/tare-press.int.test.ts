// Issue 30: a whole run once left tareCups (the firmware-1.0 weigh-off test) without an answer to a
// Tare press for 90 s while the rig streamed empty cups. Pressed as the contest began, each cup's
// last half second held one reading, and one wild reading (an HX711 glitch) refused the tare as a
// cup "holding 137 g"; pressed again before the next reading, the same refusal changed no status,
// so no state came; the next readings read empty, the refusal went, and the tablet was asked to
// tare again, which tareCups, waiting for its press's answer, took for no answer. Here through the
// real hub, client and helper, on a rig whose readings the test sends.
import { afterEach, expect, it } from 'vitest';
import type { StateMsg } from '#protocol';
import { startTestServer, TestClient, type TestServer } from '../../server/src/testing.ts';
import { everyGame } from '../every-game.ts';
import { playToWeighOff, tareCups } from './to-weigh-off.ts';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

it('a Tare pressed as the contest begins, on a wild reading, is answered and the cups are tared (issue 30)', async () => {
  const server: TestServer = await startTestServer({ ...everyGame(), token: 'tare-press' });
  cleanups.push(() => server.stop());
  const host = await TestClient.connect(server.wsUrl, { token: 'tare-press' });
  cleanups.push(() => host.close());
  await playToWeighOff(host, 2, 9);
  await host.next<StateMsg>('state', (m) => (m as StateMsg).weigh.stage === 'tare', 30_000);
  // One reading of each cup since the contest began, the right one wild.
  server.rig.setGrams(1, 137);
  server.rig.emitSamples();
  server.rig.setGrams(1, 0);
  // The rig streams empty cups once the weigh-off is taring, or once Tare was pressed twice (the
  // second press on the same readings as the first).
  let streaming: NodeJS.Timeout | null = null;
  cleanups.push(() => void (streaming && clearInterval(streaming)));
  const act = host.act.bind(host);
  let presses = 0;
  host.act = async (msg) => {
    await act(msg);
    if (msg.type !== 'weigh' || msg.action !== 'tare') return;
    presses++;
    const last = host.received.filter((m) => m.type === 'state').at(-1) as StateMsg | undefined;
    if (!streaming && (presses >= 2 || last?.weigh.taring)) streaming = setInterval(() => server.rig.emitSamples(), 12.5);
  };
  const tared = await tareCups(host, 30_000);
  expect(tared.weigh.stage).toBe('loading');
});
