// Blackbeard's Booty: a prompt of every kind its random games reach (kinds/booty.ts), with the
// longest names: who moves first, a move, the end; the History of the longest game, a tap refused,
// the computer pirate's win, and the board turning (sampled frame by frame).
import { currentState } from '../../../../games/core/table.ts';
import type { BootyState } from '../../../../games/blackbeards-booty/state.ts';
import type { Entry } from '../entry.ts';
import { BOOTY_HELD } from '../kinds/booty.ts';
import { gameEntries, kindInputs } from '../kinds/entries.ts';
import { booty } from '../logs.ts';
import { atStep, putAway, rematch, shown, tableAfter } from '../reach.ts';

const won = (): unknown[] => kindInputs(BOOTY_HELD, 'end: the target reached');

/** The colour that won the game of `won`. */
function winner(): 'gold' | 'silver' {
  const s = currentState(tableAfter(won())) as BootyState;
  return s.players.gold === s.winners[0] ? 'gold' : 'silver';
}

/** The moves already made in the turning entry (each size turns the board once more). */
let made = 4;

export const BOOTY: readonly Entry[] = gameEntries('booty', BOOTY_HELD, [
  atStep(
    'booty/move-refused',
    'a tap that is not a move, the longest names: why, in the rulings’ words',
    () => kindInputs(BOOTY_HELD, 'move: no capture open'),
    'bb-board',
    (p) => p.getByTestId('bb-why'),
    {
      // A coin picked, then an empty square it cannot reach: the board says why (kept until the next move).
      async show(page) {
        await page.getByTestId('bb-board').waitFor();
        if (await page.getByTestId('bb-why').isVisible()) return;
        await page.locator('.bb-square.is-movable').first().click();
        await page.locator('.bb-square.is-picked').waitFor();
        await page.locator('.bb-square[data-stack=""]:not(.is-target):not(.is-capture)').last().click();
        await page.getByTestId('bb-why').waitFor();
      },
    },
  ),
  atStep('booty/computer-wins', 'the end: the computer pirate won (its seat says so)', won, 'bb-result', rematch, {
    async reach(ctx) {
      await ctx.host.act({ type: 'resume', id: putAway(ctx, won()) });
      await ctx.host.act({ type: 'computer', seat: winner(), level: 'hard' });
      await shown(ctx);
    },
  }),
  atStep(
    'booty/turning',
    'the board turning after a move',
    () => booty().slice(0, (made = 4) + 1),
    'bb-board',
    (p) => p.getByTestId('bb-turn'),
    {
      async animate(_page, ctx) {
        const move = booty()[++made];
        if (!move) throw new Error('the scripted game of Booty has no move left to turn the board with');
        await ctx.host.act({ type: 'input', input: move });
        await shown(ctx);
      },
    },
  ),
]);
