// The shelf's and the header's panels: the games to resume, "Another tablet"'s QR code open, the
// phone's "More" open, the notice of another host tablet, and a first game under way (a practice
// round the table plays itself, with Back, Pause, Next and Stop; a guided game against the computer).
import type { Page } from 'playwright-core';
import type { Ctx, Entry } from '../entry.ts';
import { readState } from '../../read-state.ts';
import { sevenSeize } from '../logs.ts';
import { clearTable, gameScreen, load, putAway, shown, tabShows } from '../reach.ts';

/** A game of 7 Seize a few steps in. */
const underWay = (): unknown[] => sevenSeize(4, 3).slice(0, 6);

/** Starts `game`'s first game, as its shelf card's button does. */
const firstGame = (game: string) => async (ctx: Ctx) => {
  await ctx.host.act({ type: 'firstGame', action: 'start', game });
  await shown(ctx);
};

/** The phone's "More", opened (`open`) or closed; wider screens have none. */
async function more(page: Page, open: boolean): Promise<void> {
  const button = page.locator('nav.tabs').getByRole('button', { name: 'More', exact: true });
  if ((await button.isVisible()) && (await button.getAttribute('aria-expanded')) !== String(open)) await button.click();
}

/** The shelf, its games to resume read. */
const toResume = tabShows('Shelf', 'games-to-resume');

/** The banner of the first game on the table, over its screen. */
const banner = tabShows('Game', 'first-game-banner');

export const SHELF_AND_HEADER: readonly Entry[] = [
  {
    id: 'shelf/resume',
    caption: 'the shelf: four games to resume, three shown until "Show 1 more"',
    async reach(ctx) {
      const whole = sevenSeize(3, 4);
      for (let i = 0; i < 3; i++) putAway(ctx, whole.slice(0, 4 + i), `2024-05-0${i + 1}T09-00-00-000Z`);
      // A fourth taken up and put away again: the table moves, and the tablet reads its shelf anew.
      await load(ctx, whole.slice(0, 8));
      await clearTable(ctx);
    },
    show: toResume,
    // The newest game's Resume.
    action: (p) => p.getByTestId('games-to-resume').getByRole('button', { name: 'Resume' }).first(),
  },
  {
    id: 'shelf/join-qr',
    caption: 'the shelf, "Another tablet" pressed: the QR code of the table\'s address',
    reach: async () => {},
    async show(page) {
      await toResume(page);
      await page.getByTestId('join-qr-toggle').click();
      await page.locator('[data-testid=join-qr-code][data-url]').waitFor();
    },
    async leave(page) {
      await page.getByTestId('join-qr').getByRole('button', { name: 'Close' }).click();
    },
    action: (p) => p.getByTestId('join-qr-code'),
  },
  {
    id: 'header/more-open',
    caption: "a game under way, the phone's More open: the tabs and tools that do not fit its row",
    reach: (ctx) => load(ctx, underWay()),
    async show(page) {
      await gameScreen(page, 'screen-round');
      await more(page, true);
    },
    leave: (page) => more(page, false),
    action: (p) =>
      p
        .locator('nav.tabs')
        .getByRole('button', { name: 'Device', exact: true })
        .or(p.locator('nav.tabs').getByRole('button', { name: 'Rules', exact: true })),
  },
  {
    id: 'header/other-host',
    caption: 'a game under way, another host tablet at the table: the notice to agree which one taps',
    reach: (ctx) => load(ctx, underWay()),
    show: (page) => gameScreen(page, 'screen-round'),
    action: (p) => p.getByTestId('other-hosts').or(p.getByTestId('tap-for')),
  },
  {
    id: 'header/first-round-playing',
    caption: "The High Seize's first round, played by the table on the virtual rig: its step at the screen's foot, with Back, Pause, Next and Stop",
    reach: firstGame('the-high-seize'),
    show: banner,
    action: (p) => p.getByTestId('first-game-banner').getByRole('button', { name: 'Pause' }),
  },
  {
    id: 'header/first-game-guided',
    caption: "Blackbeard's Booty's first game against the computer pirate: the bag drawn by the table, your move",
    async reach(ctx) {
      // The table draws the bag: started again until the player (gold) moves first.
      for (let i = 0; i < 40; i++) {
        await ctx.host.act({ type: 'firstGame', action: 'start', game: 'blackbeards-booty' });
        if ((await readState(ctx.server)).view.awaiting?.colour === 'gold') break;
      }
      await shown(ctx);
    },
    show: banner,
    action: (p) => p.getByTestId('bb-board').or(p.getByTestId('bb-turn')),
  },
];
