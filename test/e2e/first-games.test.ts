// First games on the tablet, in chromium on the real server and its simulated rig: Blackbeard's
// Booty's "Learn with a first game" starts a game against the easy computer pirate on the tablet
// alone (the table draws the bag, nothing to lay out, the player called "you"), and with Teach me on
// the computer's reply waits until the lesson of the player's move is read ("Got it"); The High
// Seize's "Watch a first round" is played by the table itself on the virtual rig, its bar at the
// screen's foot with Pause, Next, Back and Play, to its end; a practice round stops when asked. At
// the catalogue's three sizes: axe-core clean, no sideways scroll, the round's buttons in view. The
// round's pace is the test's (heldPace), where the table lingers 1.8 s on each step for people.
// On a German tablet, Loot's round says what it is, each step and its end in German.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { actionInView, axeViolations, SIZES } from './catalogue/checks.ts';
import {
  browserForFile,
  E2E_TIMEOUT_MS,
  heldPace,
  openTablet,
  readState,
  type Server,
  type SessionSnapshot,
  screenshot,
  startServer,
  tabletShows,
  waitState,
  watchStates,
} from './harness.ts';

const file = browserForFile();

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
const booty = (s: SessionSnapshot) => s.view as unknown as { toMove?: string; board?: Record<string, string>; lastMove?: { by?: string } | null };

/** A move of the player's (gold), through the host's socket: a leap from the back rank over the coin
 * before it while there is one (its first use is explained in full, B10), else the first step the table takes. */
async function goldMoves(server: Server, s: SessionSnapshot): Promise<void> {
  const host = await watchStates(server);
  try {
    const board = booty(s).board ?? {};
    const leaps = [...'abcdef'].map((f) => [`${f}1`, `${f}3`] as const);
    const steps = Object.keys(board)
      .filter((sq) => board[sq]?.includes('G'))
      .flatMap((from) => around(from).map((to) => [from, to] as const));
    for (const [from, to] of [...leaps, ...steps]) {
      const r = await host.request({ type: 'input', input: { type: 'move', from, to }, at: s.position });
      if (r.type === 'ack') return;
    }
    throw new Error('gold had no move to make');
  } finally {
    await host.close();
  }
}
const around = (sq: string): string[] =>
  [-1, 0, 1]
    .flatMap((df) => [-1, 0, 1].map((dr) => `${String.fromCharCode(sq.charCodeAt(0) + df)}${Number(sq.slice(1)) + dr}`))
    .filter((t) => t !== sq && /^[a-f][1-6]$/.test(t));

describe('a first game against no one', { timeout: E2E_TIMEOUT_MS }, () => {
  it("Blackbeard's Booty: on the tablet alone against the computer pirate, whose reply waits until the lesson of the player's move is read", async () => {
    // The computer at its default pace, as a table meets it.
    const server = await startServer();
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, { width: 1180, height: 820 });
    await page.getByTestId('shelf-game-blackbeards-booty').getByRole('button', { name: 'Learn with a first game' }).click();
    const banner = page.getByTestId('first-game-banner');
    await expect.poll(() => banner.innerText()).toMatch(/Your first game\.[\s\S]*you play gold against the easy computer pirate/);
    const started = await waitState(server, (s) => s.inputs === 1 && s.firstGame?.kind === 'guided', 'the first game to start');
    expect(started.view.players).toEqual({ gold: 'You', silver: 'Computer (easy)' });
    // The table drew the bag (B6): the game awaits a move, and there is no board to lay out.
    expect(started.view.awaiting?.type).toBe('move');
    await page.getByTestId('how-to-play').waitFor();
    expect(await page.getByTestId('set-table').count()).toBe(0);
    const gotIt = page.getByTestId('teach-got-it');
    let holds = 0;
    for (let turn = 0; turn < 12 && holds < 2; turn++) {
      const s = await readState(server);
      const moved = (what: string) => waitState(server, (x) => x.position !== s.position || (x.computer?.lesson === true && !s.computer?.lesson), what, 60_000);
      if (s.computer?.lesson) {
        // The computer waits: the lesson on screen has something new, with a Got it, unless the tablet had
        // nothing new to read and has said so already (then the reply comes).
        await tabletShows(page, s.version);
        const seen = await Promise.race([gotIt.waitFor().then(() => true), moved('the reply').then(() => false)]);
        if (!seen) continue;
        holds++;
        const panel = page.getByTestId('how-to-play');
        expect(await panel.locator('[data-first="true"], [data-testid="teach-why"]').count()).toBeGreaterThan(0);
        expect(await panel.innerText()).toMatch(/The computer makes its move once you have read this/);
        expect((await readState(server)).position).toBe(s.position);
        if (holds === 1) await screenshot(page, 'first-game-booty-lesson-1180');
        await gotIt.click();
        await moved("the computer's reply once the lesson was read");
      } else if (booty(s).toMove === 'gold' && s.view.awaiting) {
        await goldMoves(server, s);
        await moved("the player's move");
      } else await moved("the computer's move");
    }
    expect(holds).toBeGreaterThan(0);
    await page
      .getByTestId('lessons-so-far')
      .getByText(/Lessons so far/)
      .click();
    expect(await page.getByTestId('lessons-so-far').locator('.teach-topic').count()).toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).not.toMatch(/You's|You wins/);
    expect(await sideways(page)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('The High Seize: a first round the table plays on the virtual rig, held, stepped on and back, let go to its end, in view at every size; a round stops when asked', async () => {
    const round = heldPace();
    const server = await startServer({ firstRoundPace: round.pace });
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, { width: 390, height: 844 });
    await page.getByTestId('shelf-game-the-high-seize').getByRole('button', { name: 'Watch a first round' }).click();
    const step = page.getByTestId('first-game-step');
    await expect.poll(() => step.innerText()).toMatch(/^Step 1 of 18: /);
    const bar = page.getByTestId('first-game-banner');
    await bar.getByRole('button', { name: 'Pause' }).click();
    await waitState(server, (s) => s.firstGame?.state === 'paused', 'the round to pause');
    await bar.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => step.innerText()).toMatch(/^Step 2 of 18: /);
    await bar.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => step.innerText()).toMatch(/^Step 3 of 18: /);
    const at3 = await readState(server);
    await bar.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => step.innerText()).toMatch(/^Step 2 of 18: /);
    expect((await readState(server)).inputs).toBeLessThanOrEqual(at3.inputs);
    // The round's bar and its buttons in view at the top of the page and at its foot, at every size.
    for (const size of SIZES) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const to of ['top', 'foot'] as const) {
        await page.evaluate((t) => window.scrollTo(0, t === 'top' ? 0 : document.documentElement.scrollHeight), to);
        expect(await actionInView(bar.getByRole('button'), size.width, size.height), `${size.name}, ${to}`).toEqual([]);
      }
      expect(await sideways(page), size.name).toBe(false);
      expect(await axeViolations(page), size.name).toEqual([]);
      await screenshot(page, `first-game-high-seize-${size.name}`);
    }
    // Let go: the table taps every card of the piles on the virtual reader, to the round's end.
    round.letGo();
    await bar.getByRole('button', { name: 'Play' }).click();
    const over = await waitState(server, (s) => s.firstGame?.state !== 'playing' && s.firstGame?.state !== 'paused', 'the first round to end', 60_000);
    expect((over.firstGame as { problem?: string } | undefined)?.problem ?? over.firstGame?.state).toBe('over');
    expect(over.view).toMatchObject({ round: 2, history: [{ round: 1, sunk: ['Ann'] }] });
    await expect.poll(() => step.innerText()).toMatch(/That was the first round/);
    expect(await page.getByRole('button', { name: 'Stop the practice round' }).count()).toBe(0);
    // Another round, stopped at once: it stays where it stood.
    round.hold();
    await page.locator('nav.tabs').getByRole('button', { name: 'Shelf', exact: true }).click();
    await page.getByTestId('shelf-game-the-high-seize').getByRole('button', { name: 'Watch a first round' }).click();
    await page.getByRole('button', { name: 'Yes, start it' }).click();
    await page.getByRole('button', { name: 'Stop the practice round' }).click();
    const stopped = await waitState(server, (s) => s.firstGame?.state === 'stopped', 'the round to stop');
    expect(stopped.inputs).toBeLessThan(18);
    await expect.poll(() => step.innerText()).toMatch(/Stopped/);
    expect((await readState(server)).inputs).toBe(stopped.inputs);
    expect(errors).toEqual([]);
    await page.close();
  });

  /** A host's tablet in German on a server whose first rounds wait to be let go. */
  const germanTablet = async () => {
    const round = heldPace();
    const server = await startServer({ firstRoundPace: round.pace });
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`);
    await page.evaluate(() => localStorage.setItem('quartermaster.language', 'de'));
    await page.reload();
    return { round, server, page, errors };
  };

  it("Loot: a first round on a German tablet says what it is, each step's line and its end in German", async () => {
    const { round, server, page, errors } = await germanTablet();
    const card = page.getByTestId('first-game-loot');
    await expect.poll(() => card.locator('p.hint').innerText()).toMatch(/^Ann und Bob spielen eine erste Runde am Tisch/);
    await card.getByRole('button').click();
    const step = page.getByTestId('first-game-step');
    await expect
      .poll(() => step.innerText())
      .toBe(
        'Schritt 1 von 4: Ann schickt ein Handelsschiff mit 5 Gold auf See (M5.2): Greift es bis zu ihrem nächsten Zug niemand an, kapert sie es dann samt seinem Gold (L15).',
      );
    round.letGo();
    await waitState(server, (s) => s.firstGame?.state === 'over', 'the first round to end', 60_000);
    await expect.poll(() => step.innerText()).toBe('Das war die erste Runde: Starte eine eigene Partie im Regal.');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("7 Seize: a first round on a German tablet says its steps in German (their words fetched with the round, apart from the game's)", async () => {
    const { round, server, page, errors } = await germanTablet();
    await page.getByTestId('first-game-7-seize').getByRole('button').click();
    await expect
      .poll(() => page.getByTestId('first-game-step').innerText())
      .toMatch(/^Schritt 1 von \d+: Das Gerangel: Jeder Spieler hält verdeckt eine Karte an den Leser\. Ann hält ihre\.$/);
    round.letGo();
    await waitState(server, (s) => s.firstGame?.state === 'over', 'the first round to end', 60_000);
    expect(errors).toEqual([]);
    await page.close();
  });
});
