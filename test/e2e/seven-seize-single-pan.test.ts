// The last round and the weigh-off of a 3-player game of 7 Seize on a simulated single-pan balance
// (MT-SICS), which has no card reader (cards picked on the tablet) and weighs one collection after
// the other, in Debian's chromium. Its first six rounds are a random game's log that the server
// replays (whole random games are played in process by the engine's tests).
import { describe, expect, it } from 'vitest';
import { browserForFile, readState } from './harness.ts';
import { UiPlayer } from './play.ts';
import { booty, lastRoundAhead } from './seven-seize.ts';

const file = browserForFile();

describe('7 Seize through the tablet on a single pan', () => {
  it('3 players on a single-pan balance (simulated MT-SICS, no reader), the last round: cards picked on the tablet, one collection after the other, a tie broken (R22)', async () => {
    const { dataDir, used } = lastRoundAhead(3, 5);
    const { page, errors, server } = await file.hostTablet({ dataDir, balance: 'mt-sics' }, { width: 768, height: 1024 });
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
