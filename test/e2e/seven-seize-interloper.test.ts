// The last round and the weigh-off of a 2-player game of 7 Seize with the Interloper (portrait
// tablet), in Debian's chromium on the simulated rig. Its first six rounds are a random game's log
// that the server replays (the rounds are the same screens as games.test.ts's whole game; whole
// random games are played in process by the engine's tests).
import { describe, expect, it } from 'vitest';
import { browserForFile, readState } from './harness.ts';
import { UiPlayer } from './play.ts';
import { booty, lastRoundAhead } from './seven-seize.ts';

const file = browserForFile();

describe('7 Seize through the tablet, two players', () => {
  it('2 players with the Interloper, portrait 768×1024, the last round: the non-captain taps its card; a tie goes to a tiebreak (R22)', async () => {
    const { dataDir, used } = lastRoundAhead(2, 11);
    const { page, errors, server } = await file.hostTablet({ dataDir }, { width: 768, height: 1024 });
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
});
