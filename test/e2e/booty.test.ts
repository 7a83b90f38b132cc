// Blackbeard's Booty through the tablet in Debian's chromium, on the real server: a new user picks
// it on the shelf, seats the hard computer pirate as silver, answers the bag draw, and plays gold by
// tapping the turning board (a piece, then one of the squares the tablet marks) until the game ends.
// The computer thinks 100 ms a move here (--think-ms) so the game takes minutes, not a quarter hour.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mulberry32 } from '../../lib/prng.ts';
import { launchBrowser, openNewGame, openTablet, readState, screenshot, type Server, startServer, waitState, watchStates } from './harness.ts';

let browser: Browser;
let server: Server;
beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer({ thinkMs: 100 });
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
});

type BootyView = { phase: string; toMove: string | null; moves: number; winners: string[]; scores: Record<string, number> };

describe("Blackbeard's Booty against the computer pirate", () => {
  it('a whole game on the tablet against the hard pirate, from the shelf to the result', async () => {
    const { page, errors } = await openTablet(browser, `${server.url}?token=${server.token}`);
    await openNewGame(page, "Blackbeard's Booty");
    await page.getByLabel('gold pirate').fill('Ann');
    await page.getByTestId('new-silver-played-by').selectOption('hard');
    await page.getByTestId('option-targetScore').fill('13');
    await screenshot(page, 'booty-01-new-game');
    await page.getByRole('button', { name: 'Set sail' }).click();
    const started = await waitState(server, (s) => s.inputs === 1, 'the game to start');
    expect(started.view).toMatchObject({ players: { gold: 'Ann', silver: 'Computer (hard)' }, options: { targetScore: 13 } });
    expect(started.computer).toMatchObject({ seats: { silver: 'hard' } });
    // The bag draw (B6): Ann drew gold first.
    await page.getByRole('button', { name: 'Ann (gold)' }).click();
    await waitState(server, (s) => s.inputs === 2, 'the bag draw');
    // Both faces of every coin at a glance: the face up, and beneath it the face a move turns up (B8).
    const coins = await page.locator('.bb-square[data-stack]:not([data-stack=""])').evaluateAll((els) =>
      els.map((e) => ({
        stack: e.getAttribute('data-stack') ?? '',
        up: e.querySelector('.bb-face')?.textContent,
        under: e.querySelector('.bb-under')?.textContent,
      })),
    );
    expect(coins).toHaveLength(24);
    for (const c of coins) expect([c.up, c.under]).toEqual([c.stack.slice(-1), String(7 - Number(c.stack.slice(-1)))]);

    const random = mulberry32(7);
    const pick = <T>(xs: T[]): T => xs[Math.floor(random() * xs.length)] as T;
    let humanMoves = 0;
    let undone = false;
    for (;;) {
      const s = await readState(server);
      const v = s.view as unknown as BootyView;
      if (v.phase === 'finished') break;
      if (v.toMove === 'silver') {
        // The computer's turn: the tablet says it is thinking, and offers no piece to move. Teach me is
        // on for a table new to the game, so the pirate answers once the lesson of Ann's move is read.
        if (s.computer?.lesson) {
          const gotIt = page.getByRole('button', { name: 'Got it' });
          await expect
            .poll(
              async () => {
                if (await gotIt.isVisible()) await gotIt.click();
                return (await readState(server)).computer?.lesson === true;
              },
              { message: "the lesson of Ann's move read" },
            )
            .toBe(false);
          continue;
        }
        await waitState(
          server,
          (n) => (n.view as unknown as BootyView).toMove !== 'silver' || n.view.phase === 'finished' || n.computer?.lesson === true,
          "the pirate's move",
          60_000,
        );
        continue;
      }
      await page.waitForFunction((m) => Number(document.querySelector('[data-testid=bb-board]')?.getAttribute('data-moves') ?? -1) === m, v.moves);
      if (humanMoves === 1 && !undone) {
        // B29: Undo after the pirate has answered takes back its answer and Ann's move before it.
        undone = true;
        await page.getByRole('button', { name: '↶ Undo' }).click();
        await expect
          .poll(() => page.getByRole('alertdialog', { name: 'confirm undo' }).innerText())
          .toContain("Take back your last move and Computer (hard)'s answer?");
        await page.getByRole('button', { name: 'Yes, undo' }).click();
        const back = await waitState(server, (n) => n.inputs === s.inputs - 2, 'the two moves taken back');
        expect(back.view).toMatchObject({ toMove: 'gold', moves: v.moves - 2 });
        expect(back.computer?.thinking ?? null).toBeNull(); // the pirate does not answer again by itself
        continue;
      }
      // Tap only a board at rest: a tap while it turns (B19) can land on the square turning in
      // under the finger. Clean-clone soak run 8 at 02f460f, beside a second suite and a CPU hog,
      // picked nothing so (no targets).
      await page.waitForFunction(() => document.querySelector('[data-testid=bb-board]')?.getAnimations({ subtree: true }).length === 0);
      const movable = await page.locator('.bb-square.is-movable').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
      expect(movable.length).toBeGreaterThan(0);
      const from = pick(movable);
      await page.locator(`.bb-square[data-square="${from}"]`).click();
      await page.locator(`.bb-square.is-picked[data-square="${from}"]`).waitFor();
      const targets = await page.locator('.bb-square.is-target, .bb-square.is-capture').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')));
      expect(targets.length).toBeGreaterThan(0);
      await page.locator(`.bb-square[data-square="${pick(targets)}"]`).click();
      await waitState(server, (n) => (n.view as unknown as BootyView).moves > v.moves, "Ann's move");
      humanMoves++;
      if (humanMoves === 1) {
        // The board has turned its quarter (B19) before the picture is taken.
        await page.waitForFunction(() => document.querySelector('[data-testid=bb-board]')?.getAnimations().length === 0);
        await screenshot(page, 'booty-02-board');
      }
    }
    const end = await readState(server);
    const v = end.view as unknown as BootyView;
    expect(v.winners.length).toBeGreaterThan(0);
    // Whoever won, the tablet says so, and the hard pirate rarely loses to random taps.
    await expect.poll(() => page.getByTestId('bb-result').innerText()).toMatch(/wins|shared win/);
    // How long the game lasts depends on how deep the pirate searched in its 100 ms, which a busy
    // machine changes (CI once saw it win after Ann's third move): only that both sides played.
    expect(humanMoves).toBeGreaterThan(0);
    expect(undone).toBe(true);
    expect(await page.getByTestId('no-cards').isVisible()).toBe(true); // the virtual rig offers no cards for a game without them
    await screenshot(page, 'booty-03-result');
    // The log holds every move, the pirate's as ordinary inputs of silver.
    const log = await (await fetch(new URL('api/log', server.url))).text();
    expect(log.split('\n').filter((l) => l.includes('"colour":"silver"')).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 600_000);
});

// After the whole game above: this one leaves a game on the table, where that one opens on the shelf.
describe("Blackbeard's Booty: a tap the board cannot take says why", () => {
  it("a spectator's tap on a coin is told the pieces are moved on the host's tablet", async () => {
    const start = { type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' }, options: { first: 'gold' } };
    const host = await watchStates(server);
    expect(await host.request({ type: 'newGame', start })).toMatchObject({ type: 'ack' });
    await host.close();
    const { page, errors } = await openTablet(browser, server.url);
    await page.locator('[data-square="a5"]').click();
    expect(await page.getByTestId('bb-why').innerText()).toBe("this tablet watches the game: the pieces are moved on the host's tablet");
    expect(errors).toEqual([]);
    await page.close();
  });
});
