// The screen kept awake while a game is under way, in chromium, on a host tablet: through the
// Screen Wake Lock API where the browser has it (this machine's own address is a secure context),
// and where it is missing (as over the plain HTTP of a home network) through a muted looping video
// that plays; none while no game is under way; let go when the switch is turned off, which the
// tablet remembers.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Chooser, playRandomGame } from '../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../games/seven-seize/testing/table-driver.ts';
import { browserForFile, dataDirWith, openTablet, startServer, waitState } from './harness.ts';

const file = browserForFile();

const awake = (page: Page) => page.getByTestId('keep-awake').getAttribute('data-awake');
const videoPlaying = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('video.keep-awake-video');
    return v === null ? 'none' : v.paused ? 'paused' : 'playing';
  });

describe('keeping the screen awake', () => {
  it('holds a wake lock while a game is under way, none before; the switch lets it go and is remembered', async () => {
    const finished = playRandomGame(new TableDriver(), { players: 3, tieRate: 0.1 }, new Chooser([], 11));
    const server = await startServer({ dataDir: dataDirWith(finished) });
    file.servers.push(server);
    const host = `${server.url}?token=${server.token}`;
    const { page, errors } = await openTablet(file.browser, host);
    await page.getByTestId('screen-standings').waitFor();
    // The game is over: nothing held.
    expect(await awake(page)).toBe('off');
    expect(await page.getByTestId('keep-awake').getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Rematch' }).click();
    await waitState(server, (s) => s.inputs === 1, 'the rematch to start');
    await expect.poll(() => awake(page)).toBe('wake-lock');
    expect(await videoPlaying(page)).toBe('none');

    await page.getByTestId('keep-awake').click();
    await expect.poll(() => awake(page)).toBe('off');
    // Remembered on this tablet: off after a reload too, though the game is under way.
    await page.reload();
    await page.getByTestId('keep-awake').waitFor();
    expect(await page.getByTestId('keep-awake').getAttribute('aria-pressed')).toBe('false');
    expect(await awake(page)).toBe('off');
    await page.getByTestId('keep-awake').click();
    await expect.poll(() => awake(page)).toBe('wake-lock');
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);

  it('plays a muted looping video where the browser has no wake lock, and stops it when switched off', async () => {
    const underWay = playRandomGame(new TableDriver(), { players: 2 }, new Chooser([], 3)).slice(0, 5);
    const server = await startServer({ dataDir: dataDirWith(underWay) });
    file.servers.push(server);
    // A browser without the API, as over plain HTTP (navigator.wakeLock is then missing).
    const context = await file.browser.newContext();
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'wakeLock', { get: () => undefined, configurable: true });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${server.url}?token=${server.token}`);
    await page.getByTestId('keep-awake').waitFor();
    await expect.poll(() => awake(page)).toBe('video');
    await expect.poll(() => videoPlaying(page)).toBe('playing');
    expect(await page.evaluate(() => document.querySelector<HTMLVideoElement>('video.keep-awake-video')?.muted)).toBe(true);
    await page.getByTestId('keep-awake').click();
    await expect.poll(() => videoPlaying(page)).toBe('none');
    expect(await awake(page)).toBe('off');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
