// Blackbeard's Booty: a prompt of every kind its random games reach (kinds/booty.ts), with the
// longest names: who moves first, a move, the end; and the board turning (sampled frame by frame).
import type { Entry } from '../entry.ts';
import { BOOTY_HELD } from '../kinds/booty.ts';
import { kindEntries } from '../kinds/entries.ts';
import { booty } from '../logs.ts';
import { atStep, shown } from '../reach.ts';

/** The start without a first player: the table is asked who begins. */
const _noFirst = (): unknown[] => {
  const start = booty()[0] as { options?: Record<string, unknown> };
  return [{ ...start, options: {} }];
};

/** The moves already made in the turning entry (each size turns the board once more). */
let made = 4;

export const BOOTY: readonly Entry[] = [
  ...kindEntries('booty', BOOTY_HELD),
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
];
