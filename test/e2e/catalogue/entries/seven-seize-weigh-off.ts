// 7 Seize's weigh-off on the virtual rig (before a contest, after a verdict), its end screen, and
// the History of a long game.
import type { Entry } from '../entry.ts';
import { awaits, gameScreen, load, rematch, shown } from '../reach.ts';
import { entry, to } from './seven-seize.ts';

const weighOff = to('the weigh-off', awaits('verdict'));

export const SEVEN_SEIZE_WEIGH_OFF: readonly Entry[] = [
  entry(
    'weigh-off',
    'the weigh-off on the virtual rig: empty the cups, then Tare',
    weighOff,
    (page) => gameScreen(page, 'screen-weighoff'),
    (p) => p.getByTestId('weigh-message').or(p.getByTestId('weigh-stage').getByRole('button', { name: 'Tare', exact: true })),
  ),
  {
    id: 'seven-seize/verdict',
    caption: 'a weigh-off verdict given, the next contest to weigh',
    async reach(ctx) {
      await load(ctx, weighOff());
      await ctx.host.act({ type: 'input', input: { type: 'verdict', heavier: 'left' } });
      await shown(ctx);
    },
    show: (page) => gameScreen(page, 'screen-weighoff'),
    action: (p) => p.getByTestId('weigh-stage').getByRole('button', { name: 'Tare', exact: true }),
  },
  entry('end', 'the standings: the winner and every contest', to('the end', awaits('end')), (page) => gameScreen(page, 'screen-standings'), rematch),
  entry(
    'history',
    'the History of a long game (a dialog over the game)',
    weighOff,
    async (page) => {
      await gameScreen(page, 'screen-weighoff');
      await page.getByTestId('history-toggle').click();
      await page.getByTestId('history').waitFor();
    },
    (p) => p.getByTestId('history-close'),
    {
      async leave(page) {
        await page.getByTestId('history-close').click();
        await page.getByTestId('history').waitFor({ state: 'detached' });
      },
    },
  ),
];
