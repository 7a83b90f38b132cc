// Blackbeard's Booty's board on a 1180×820 tablet, a 820×1180 portrait tablet and a 390×844 phone:
// the board's bottom row, Undo and the reason a tap was refused lie on the screen without scrolling,
// the header keeps to one row, and the board turning a quarter (B19) never widens the page, covers
// the final scores or pushes a pirate's panel off the screen, sampled on every animation frame.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../lib/prng.ts';
import { squareName } from '../../games/blackbeards-booty/coins.ts';
import { positionOf } from '../../games/blackbeards-booty/flow.ts';
import { isCapture, moveFrom, moveTo } from '../../games/blackbeards-booty/position.ts';
import { Game, start } from '../../games/blackbeards-booty/testing/scripted-table.ts';
import { LootSim } from '../../games/loot/testing/random-game.ts';
import { openTablet, type Server, tabletShows } from './harness.ts';
import { openForFile, type TableLink } from './table-link.ts';
import type { Browser } from 'playwright-core';

const SIZES = [
  { width: 1180, height: 820 },
  { width: 820, height: 1180 },
  { width: 390, height: 844 },
] as const;

let browser: Browser;
let server: Server;
let table: TableLink;
const pages: Page[] = [];
openForFile((t) => {
  ({ browser, server, table } = t);
}, pages);

/** A game of target 7 played to its end by moves that capture whenever they can: its moves, in order. */
function gameToTheEnd(seed: number): { from: string; to: string }[] {
  const rnd = mulberry32(seed);
  const game = new Game();
  game.input(start({ targetScore: 7, first: 'gold' }));
  const moves: { from: string; to: string }[] = [];
  while (game.state.phase === 'move') {
    const all = positionOf(game.state).moves();
    const captures = all.filter(isCapture);
    const pool = captures.length ? captures : all;
    const m = pool[Math.floor(rnd() * pool.length)] as number;
    const move = { from: squareName(moveFrom(m)), to: squareName(moveTo(m)) };
    if (game.input({ type: 'move', ...move })) throw new Error('a legal move was refused');
    moves.push(move);
  }
  return moves;
}

async function hostTablet(size: (typeof SIZES)[number]): Promise<Page> {
  const { page } = await openTablet(browser, `${server.url}?token=${server.token}`, size);
  pages.push(page);
  await page.getByTestId('bb-board').waitFor();
  // A new table is taught the game: before the first move "Set the table" comes first; the table
  // lays out (or skips), and the board is what it plays on. Whether it teaches is known once the
  // logbook has come (the lesson, or "Teach me this game", shows).
  await page.locator('[data-testid=how-to-play], [data-testid=teach-off]').first().waitFor();
  const laidOut = page.getByTestId('set-table-done');
  if (await laidOut.isVisible()) await laidOut.click();
  return page;
}

/** Where `el` lies against the screen: empty when wholly inside it. */
async function offScreen(page: Page, selector: string, size: { width: number; height: number }): Promise<string[]> {
  const boxes = await page.locator(selector).evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, right: r.right, bottom: r.bottom };
    }),
  );
  if (boxes.length === 0) return [`${selector} is not on the screen`];
  return boxes
    .filter((b) => b.x < 0 || b.y < 0 || b.right > size.width + 0.5 || b.bottom > size.height + 0.5)
    .map((b) => `${selector} lies at ${Math.round(b.x)},${Math.round(b.y)}–${Math.round(b.right)},${Math.round(b.bottom)}`);
}

/** How many rows the header's parts lie on, and the height of its title (with the game's name). */
function headerRows(page: Page): Promise<string> {
  return page.locator('header.top > *').evaluateAll((els) => {
    const rows: number[] = [];
    for (const e of els) {
      const r = e.getBoundingClientRect();
      if (r.height > 0 && !rows.some((top) => Math.abs(top - r.top) < r.height / 2)) rows.push(r.top);
    }
    const brand = document.querySelector<HTMLElement>('header.top .brand');
    return `${rows.length} rows, its title ${Math.round(brand?.getBoundingClientRect().height ?? 0)} px tall`;
  });
}

describe("Blackbeard's Booty's board fits the screen", () => {
  it('at 1180×820, 820×1180 and 390×844: the bottom row, Undo and the reason a tap is refused in view; a long game name takes the header no more rows', async () => {
    // The header's rows with a short game name on the table: a longer one takes no more.
    const loot = new LootSim({ players: 2, partnership: false, seed: 1, drawBias: 0.2 });
    loot.start();
    await table.play(loot.inputs[0] as unknown as Record<string, unknown>);
    const shortRows = new Map<string, string>();
    for (const size of SIZES) {
      const { page } = await openTablet(browser, `${server.url}?token=${server.token}`, size);
      pages.push(page);
      await page.getByTestId('game-name').waitFor();
      shortRows.set(`${size.width}×${size.height}`, await headerRows(page));
    }
    await table.play({ type: 'start', game: 'blackbeards-booty', players: { gold: 'Anne Bonny', silver: 'Bartholomew Roberts' }, options: { first: 'gold' } });
    const problems: string[] = [];
    for (const size of SIZES) {
      const page = await hostTablet(size);
      const at = `${size.width}×${size.height}`;
      // A gold coin picked, then a square it cannot go to: the board says why.
      await page.locator('.bb-square.is-movable').first().click();
      await page.locator('.bb-square.is-picked').waitFor();
      await page.locator('.bb-square[data-stack=""]:not(.is-target):not(.is-capture)').last().click();
      await page.getByTestId('bb-why').waitFor();
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const sel of [
        '.bb-square[data-square$="1"]',
        '.bb-square[data-square$="6"]',
        '[data-testid=bb-why]',
        'button:has-text("Undo")',
        '[data-testid^=bb-score-]',
      ])
        problems.push(...(await offScreen(page, sel, size)).map((p) => `${at}: ${p}`));
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (sideways > 0) problems.push(`${at}: the page is ${sideways} px wider than the screen`);
      const rows = await headerRows(page);
      if (rows !== shortRows.get(at)) problems.push(`${at}: the header takes ${rows} for "Blackbeard's Booty", ${shortRows.get(at)} for "Loot"`);
    }
    expect(problems).toEqual([]);
  });

  it('the board turning a quarter, at each size: no sideways scroll, the final scores not covered, both pirates on the screen, on every frame of the turn', async () => {
    const moves = gameToTheEnd(3);
    const problems: string[] = [];
    for (const size of SIZES) {
      const at = `${size.width}×${size.height}`;
      await table.play(
        {
          type: 'start',
          game: 'blackbeards-booty',
          players: { gold: 'Anne Bonny', silver: 'Bartholomew Roberts' },
          options: { first: 'gold', targetScore: 7 },
        },
        moves.slice(0, -2).map((m) => ({ type: 'move', ...m })),
      );
      const page = await hostTablet(size);
      // A turn in the game, then the last move's, which ends it and shows the final scores.
      for (const [i, move] of moves.slice(-2).entries()) {
        const state = await page.evaluate(() => Number(document.querySelector('.app')?.getAttribute('data-version')));
        await page.waitForFunction(() => document.querySelector('[data-testid=bb-board]')?.getAnimations({ subtree: true }).length === 0);
        const sampled = page.evaluate(watchTheTurn, state + 1);
        await table.send({ type: 'input', input: { type: 'move', ...move } });
        await tabletShows(page, state + 1);
        const { frames, seen } = await sampled;
        if (frames === 0) problems.push(`${at}: move ${i + 1} did not turn the board`);
        problems.push(...seen.map((p) => `${at}, ${i ? 'the last move' : 'a move'}: ${p}`));
      }
      await page.getByTestId('bb-final-scores').waitFor();
      await page.close();
    }
    expect(problems).toEqual([]);
  });
});

/**
 * In the page: from the board's next turn to its end, what went wrong on any frame (each once), and
 * how many frames it turned; no frames when the tablet shows state `version` and the board has not
 * started turning two frames later.
 */
function watchTheTurn(version: number): Promise<{ frames: number; seen: string[] }> {
  return new Promise((resolve) => {
    const seen = new Set<string>();
    let frames = 0;
    let still = 0;
    let wider = 0;
    const inside = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const tick = () => {
      const board = document.querySelector<HTMLElement>('[data-testid=bb-board]');
      const turning = (board?.getAnimations().length ?? 0) > 0;
      if (board && turning) {
        frames++;
        wider = Math.max(wider, document.documentElement.scrollWidth - document.documentElement.clientWidth);
        const scores = document.querySelector('[data-testid=bb-final-scores]');
        if (scores && inside(board.getBoundingClientRect(), scores.getBoundingClientRect())) seen.add('the board covers the final scores');
        for (const racer of document.querySelectorAll<HTMLElement>('[data-testid^=bb-score-]')) {
          const r = racer.getBoundingClientRect();
          if (r.left < 0 || r.right > window.innerWidth) seen.add(`${racer.dataset.testid} is pushed off the screen`);
        }
      }
      if (!turning && Number(document.querySelector('.app')?.getAttribute('data-version')) >= version) still++;
      if ((frames > 0 && !turning) || still > 2) resolve({ frames, seen: [...seen, ...(wider > 0 ? [`the page scrolled sideways, up to ${wider} px`] : [])] });
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}
