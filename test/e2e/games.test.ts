// A game of 7 Seize played through the tablet UI on the simulated rig, in Debian's chromium: a
// 3-player game (landscape tablet) from the shelf's new-game screen to the final standings,
// weigh-off included. The last round on a two-player table and on a single-pan balance have
// files of their own (seven-seize-interloper, seven-seize-single-pan), so that they run beside it.
import { describe, expect, it } from 'vitest';
import { browserForFile, readState } from './harness.ts';
import { UiPlayer } from './play.ts';
import { booty } from './seven-seize.ts';

const file = browserForFile();

describe('7 Seize through the tablet', () => {
  it('3 players, landscape 1024×768: new game to final standings, weighed on the simulated rig', async () => {
    const { page, errors, server } = await file.hostTablet();
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
});
