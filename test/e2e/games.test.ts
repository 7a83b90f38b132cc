// Games of 7 Seize played through the tablet UI on the simulated rig, in Debian's chromium: a
// 3-player game (landscape tablet) from the shelf's new-game screen to the final standings,
// weigh-off included. Then the last round and the weigh-off of a 2-player game with the
// Interloper (portrait tablet), and of a 3-player game on a simulated single-pan balance, which
// has no card reader (cards picked on the tablet) and weighs one collection after the other: their
// first six rounds are a random game's log that the server replays (the rounds are the same
// screens as the first game's; whole random games are played in process by the engine's tests).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { emptyTable, submit, type Table, view } from '../../games/core/table.ts';
import { registry } from '../../games/index.ts';
import { Chooser, playRandomGame } from '../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../games/seven-seize/testing/table-driver.ts';
import { launchBrowser, openTablet, readState, startServer, type Server, tempDataDir } from './harness.ts';
import { UiPlayer } from './play.ts';

let browser: Browser;
const servers: Server[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  for (const s of servers) await s.kill('SIGTERM');
});

/** Conservation of booty (R28) as the tablet shows it: bag + stashes + collections = 49. */
function booty(s: Awaited<ReturnType<typeof readState>>): number {
  const v = s.view;
  return (v.bag ?? 0) + (v.stashes?.red ?? 0) + (v.stashes?.black ?? 0) + Object.values(v.collections ?? {}).reduce((a, b) => a + b, 0);
}

/**
 * A data dir whose game is a random game's first six rounds (R17: seven in all), and the cards those
 * rounds revealed, which the tablet's player never reveals again (R27).
 */
function lastRoundAhead(players: number, seed: number): { dataDir: string; used: string[] } {
  let t: Table = emptyTable;
  const inputs: unknown[] = [];
  for (const input of playRandomGame(new TableDriver(), { players, tieRate: 0 }, new Chooser([], seed))) {
    if ((view(t) as { round?: number }).round === 7) break;
    const r = submit(registry, t, input);
    if (!r.ok) throw new Error(r.reason);
    t = r.table;
    inputs.push(input);
  }
  expect(view(t)).toMatchObject({ round: 7, phase: 'squabble' });
  const dataDir = tempDataDir();
  writeFileSync(join(dataDir, 'game.jsonl'), inputs.map((i) => `${JSON.stringify(i)}\n`).join(''));
  const used = inputs.flatMap((i) => ((i as { type: string }).type === 'reveal' ? [(i as { card: string }).card] : []));
  return { dataDir, used };
}

describe('7 Seize through the tablet', () => {
  it('3 players, landscape 1024×768: new game to final standings, weighed on the simulated rig', async () => {
    const server = await startServer();
    servers.push(server);
    const { page, errors } = await openTablet(browser, `${server.url}?token=${server.token}`);
    expect(await page.getByTestId('role').innerText()).toBe('host');
    const player = new UiPlayer(page, server, { prefix: '3p', seed: 3, pickPair: true });
    await player.newGame(['Ann', 'Bob', 'Cy']);
    const started = await readState(server);
    expect(started.view.participants).toEqual(['Ann', 'Bob', 'Cy']);

    // Through the seven rounds, checking what the tablet shows against the session.
    const mid = await player.playUntil((s) => s.view.round === 4 && s.view.phase === 'seize');
    expect(booty(mid)).toBe(49);
    await expect.poll(() => page.getByTestId('round').innerText()).toContain('Round 4');
    // "Round 4" shows from its squabble on: wait for the tablet to reach the state read.
    await expect.poll(() => page.getByTestId('captain').innerText()).toContain(mid.view.captain ?? '?');
    for (const [who, n] of Object.entries(mid.view.collections ?? {})) {
      await expect.poll(() => page.locator(`.collection[data-player="${who}"] .pieces`).innerText()).toBe(String(n));
    }

    const end = await player.playToEnd();
    expect(end.view.phase).toBe('finished');
    expect(booty(end)).toBe(49);
    expect((end.view.weighOff?.results ?? []).length).toBeGreaterThanOrEqual(2);
    const winners = end.view.winners ?? [];
    expect(winners.length).toBeGreaterThan(0);
    const headline = await page.getByTestId('winners').innerText();
    for (const w of winners) expect(headline).toContain(w);
    expect(player.screenshots.length).toBeGreaterThanOrEqual(8);
    // The host's pick replaced the default first contest (seat 1 against seat 2, R20).
    const firstContest = end.view.weighOff?.results[0] as { left: string; right: string } | undefined;
    expect([firstContest?.left, firstContest?.right]).toEqual(['Cy', 'Ann']);
    // Every contest was weighed on the (simulated) scale, none judged by hand.
    expect(player.byHand).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('2 players with the Interloper, portrait 768×1024, the last round: the non-captain taps its card; a tie goes to a tiebreak (R22)', async () => {
    const { dataDir, used } = lastRoundAhead(2, 11);
    const server = await startServer({ dataDir });
    servers.push(server);
    const { page, errors } = await openTablet(browser, `${server.url}?token=${server.token}`, { width: 768, height: 1024 });
    const player = new UiPlayer(page, server, { prefix: '2p', seed: 11, tieFirstContest: true, used });
    const started = await readState(server);
    expect(started.view.participants).toEqual(['Ann', 'Bob', 'Interloper']);
    // The seize phase waits for the Interloper's card too (R18), and the tablet asks for it.
    const seize = await player.playUntil((s) => s.view.awaiting?.type === 'reveal' && s.view.phase === 'seize');
    expect(seize.view.awaiting?.players).toContain('Interloper');
    const end = await player.playToEnd();
    expect(end.view.phase).toBe('finished');
    expect(booty(end)).toBe(49);
    const w = end.view.weighOff;
    expect([...(w?.remaining ?? []), ...(w?.eliminated ?? [])].sort()).toEqual(['Ann', 'Bob', 'Interloper']);
    expect(player.byHand).toBe(0);
    // The first contest was loaded as a tie: the scale called it, then the tiebreak decided it.
    const first = w?.results[0] as { tiebreaks: number; eliminated: string | null } | undefined;
    expect(first?.tiebreaks).toBe(1);
    expect(first?.eliminated).not.toBeNull();
    await page.getByTestId('winners').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it('3 players on a single-pan balance (simulated MT-SICS, no reader), the last round: cards picked on the tablet, one collection after the other, a tie broken (R22)', async () => {
    const { dataDir, used } = lastRoundAhead(3, 5);
    const server = await startServer({ dataDir, balance: 'mt-sics' });
    servers.push(server);
    const { page, errors } = await openTablet(browser, `${server.url}?token=${server.token}`, { width: 768, height: 1024 });
    const player = new UiPlayer(page, server, { prefix: 'pan', seed: 5, tieFirstContest: true, used });
    const started = await readState(server);
    expect(started.device).toMatchObject({ kind: 'mt-sics', cups: 1, hasReader: false, sim: true });
    // The reveal prompt offers the cards on screen, since nothing can be tapped.
    await player.playUntil((s) => s.view.awaiting?.type === 'reveal');
    await page.getByTestId('pick-card').waitFor();
    expect(await page.getByTestId('card-picker').count()).toBe(0);
    const end = await player.playToEnd();
    expect(end.view.phase).toBe('finished');
    expect(booty(end)).toBe(49);
    const results = (end.view.weighOff?.results ?? []) as { tiebreaks: number; eliminated: string | null }[];
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results[0]?.tiebreaks).toBe(1);
    // Weighed on the pan every time, never judged by hand.
    expect(player.byHand).toBe(0);
    await page.getByTestId('winners').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 300_000);
});
