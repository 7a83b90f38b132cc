// What a Blackbeard's Booty table lays out before the first move, and what the game is about.
import { phrase } from '../../core/phrase.ts';
import type { SetupGuide } from '../../core/teach.ts';

export function setup(_players: number, options: Readonly<Record<string, unknown>>): SetupGuide {
  const target = typeof options.targetScore === 'number' ? options.targetScore : 21;
  return {
    goal: phrase(
      'Two pirates flip, step, leap and stack gold and silver coins on a 6×6 board that turns a quarter after every move. Only stacks score: the numbers showing on every coin of every stack you own. The first pirate to reach {target} wins.',
      { target },
    ),
    layOut: [
      phrase('The 6×6 board on its turntable (a lazy Susan), the pirates facing each other across it (B4).'),
      phrase('24 two-sided coins, 12 gold and 12 silver; the two faces of a coin add up to 7 (B1).'),
      phrase(
        'Gold fills its two nearest ranks: a1 to f1 show 1 to 6, a2 to f2 show 6 to 1. Silver does the same from its own side: f6 to a6 show 1 to 6, f5 to a5 show 6 to 1 (B4).',
      ),
      phrase('A bag with a coin of each colour: draw to see who starts, unless the host chose (B6).'),
      phrase('Neither the card reader nor the scale is used: the tablet is the record of the board (B29).'),
    ],
    rules: ['B1', 'B4', 'B6', 'B22'],
  };
}
