// The weigh-off live on the simulated rig behind the real driver (serial framing, load-cell noise,
// 80 samples/s), through the WebSocket as the tablet does it: tare, load, "All in, weigh!", and the
// scale's verdict goes into the game. The rig runs on a virtual clock, in this process
// (virtual-table.ts): what is tested is what happens, not how long it takes.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { TestClient } from '../../server/src/testing.ts';
import type { ScaleMsg, StateMsg } from '#protocol';
import { startVirtualTable, type VirtualTable } from './virtual-table.ts';
import { playToWeighOff, tareCups } from './to-weigh-off.ts';

let server: VirtualTable;
beforeEach(async () => {
  server = await startVirtualTable();
});
afterEach(async () => {
  await server.close();
});

it.each([
  ['a clear contest', [9.5, 11.2, 7.8], [6.1, 8.4], 'left'],
  ['equal totals: a tie (R22, R24)', [20, 20, 20], [30, 30], 'none'],
] as const)('%s: weighed on the simulated rig, the verdict goes into the game', async (_name, leftPieces, rightPieces, expected) => {
  const host = await TestClient.connect(server.wsUrl, { token: server.token });
  await host.act({ type: 'watch', scale: true }); // live readings come only to a tablet that watches the scale
  const contest = await playToWeighOff(host, 2, 9);
  const atTare = await host.next<StateMsg>('state', (m) => (m as StateMsg).weigh.stage === 'tare');
  expect(atTare.weigh.contest).toEqual({ left: contest.left, right: contest.right });

  await tareCups(host);
  for (const g of leftPieces) await host.act({ type: 'sim', action: 'addPiece', cup: 'left', grams: g });
  for (const g of rightPieces) await host.act({ type: 'sim', action: 'addPiece', cup: 'right', grams: g });
  const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
  await host.next<ScaleMsg>('scale', (m) => ((m as ScaleMsg).left ?? 0) > sum(leftPieces) - 3 && ((m as ScaleMsg).right ?? 0) > sum(rightPieces) - 3, 30_000);
  await host.act({ type: 'weigh', action: 'loaded' });
  await host.next<ScaleMsg>('scale', (m) => (m as ScaleMsg).deciding === true, 30_000);

  const decided = await host.next<StateMsg>('state', (m) => (m as StateMsg).weigh.stage === 'verdict', 60_000);
  expect(decided.weigh.verdict).toBe(expected);
  const log = await (await fetch(`${server.url}/api/log`)).text();
  // The verdict carries what each side weighed (to 0.1 g), for the standings.
  const verdict = JSON.parse(log.trimEnd().split('\n').at(-1) ?? '{}') as { heavier: string; grams: { left: number; right: number } };
  expect(verdict.heavier).toBe(expected);
  expect(Math.abs(verdict.grams.left - sum(leftPieces))).toBeLessThan(1.5);
  expect(Math.abs(verdict.grams.right - sum(rightPieces))).toBeLessThan(1.5);
  if (expected === 'none') {
    // R22: each side takes a piece out; the scale sees both drops and weighs again: 40 g v 30 g.
    await host.next<StateMsg>('state', (m) => (m as StateMsg).weigh.stage === 'tiebreak', 10_000);
    await host.act({ type: 'sim', action: 'removePiece', cup: 'left' });
    await host.act({ type: 'sim', action: 'removePiece', cup: 'right' });
    await host.next<StateMsg>('state', (m) => (m as StateMsg).weigh.stage === 'weighing', 15_000);
    const again = await host.next<StateMsg>('state', (m) => (m as StateMsg).weigh.stage === 'verdict', 60_000);
    expect(again.weigh.verdict).toBe('left');
    expect((again.view as { weighOff: { results: { tiebreaks: number }[] } }).weighOff.results.at(-1)?.tiebreaks).toBe(1);
  }
  await host.close();
});
