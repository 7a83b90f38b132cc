// 7 Seize: a prompt of every kind its random games reach (kinds/seven-seize.ts), at seven players
// (two, with the Interloper) and the longest names, the weigh-off's contests and the standings
// among them; a refusal (a card already revealed this deck cycle, R27) and a spectator's view (the
// weigh-off on the rig: seven-seize-weigh-off.ts).
import type { Page } from 'playwright-core';
import type { Awaiting } from '../../../../games/core/types.ts';
import type { Ctx, Entry } from '../entry.ts';
import { gameEntries } from '../kinds/entries.ts';
import { SEVEN_SEIZE_HELD } from '../kinds/seven-seize.ts';
import { longestNames } from '../../../../games/core/testing/longest-names.ts';
import { once, sevenSeize } from '../logs.ts';
import { awaits, gameScreen, load, upTo } from '../reach.ts';

/** Seven players of the longest names (seed 1): a weigh-off of six contests, a refusal and a spectator's view among its steps. */
const game = once(() => sevenSeize(7, 1, longestNames(7)));
export const to = (what: string, pred: (a: Awaiting | null) => boolean) => (): unknown[] => upTo(game(), pred, what);

/** The table's screen during a round: the round's screen, or the weigh-off's, or the standings. */
const round = (page: Page): Promise<void> => gameScreen(page, 'screen-round');

export function entry(
  id: string,
  caption: string,
  inputs: () => unknown[],
  show: (page: Page) => Promise<void>,
  action: Entry['action'],
  more: Partial<Entry> = {},
): Entry {
  return { id: `seven-seize/${id}`, caption, reach: (ctx: Ctx) => load(ctx, inputs()), show, action, ...more };
}

const reveal = to('a reveal', awaits('reveal'));
const seizeReveal = to('a reveal in the seize', (a) => a?.type === 'reveal' && (a as { phase?: string }).phase === 'seize');

export const SEVEN_SEIZE: readonly Entry[] = gameEntries('seven-seize', SEVEN_SEIZE_HELD, [
  entry(
    'refusal',
    'a card already revealed this deck cycle, tapped again: refused (R27)',
    seizeReveal,
    async (page) => {
      await round(page);
      // The squabble's cards are spent: one of them, tapped on the virtual reader.
      const spent = await page.evaluate(() => {
        const shownCards = [...document.querySelectorAll('[data-testid=screen-round] [data-card]')].map((e) => e.getAttribute('data-card'));
        return shownCards.find((c) => c !== null) ?? null;
      });
      if (!spent) throw new Error('no card of the round is on the screen to tap again');
      await page.getByTestId('card-picker').locator(`[data-card="${spent}"]`).click();
      await page.getByTestId('tap-toast').waitFor();
    },
    (p) => p.getByTestId('tap-for'),
  ),
  entry('spectator', "a spectator's tablet during the squabble", reveal, round, (p) => p.getByTestId('tap-for'), { spectator: true }),
]);
