// Blackbeard's Booty: who moves first, a move on the turning board (its turn sampled frame by
// frame), and the end screen.
import type { Entry } from '../entry.ts';
import { booty } from '../logs.ts';
import { atStep, awaits, rematch, shown, upTo } from '../reach.ts';

/** The start without a first player: the table is asked who begins. */
const noFirst = (): unknown[] => {
  const start = booty()[0] as { options?: Record<string, unknown> };
  return [{ ...start, options: {} }];
};

/** The moves already made in the turning entry (each size turns the board once more). */
let made = 4;

export const BOOTY: readonly Entry[] = [
  atStep('booty/first', 'who moves first', noFirst, 'prompt-first', (p) => p.getByTestId('prompt-first').getByRole('button').first()),
  atStep(
    'booty/move',
    'a move: the board and whose turn',
    () => booty().slice(0, 5),
    'bb-board',
    (p) => p.getByTestId('bb-board').or(p.getByTestId('bb-turn')),
  ),
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
  atStep('booty/end', 'the end screen: the final scores', () => upTo(booty(), awaits('end'), 'the end'), 'bb-result', rematch),
];
