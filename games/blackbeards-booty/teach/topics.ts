// The rules of Blackbeard's Booty a newcomer meets in play, explained in full the first time each
// comes into play in a game and in one line after, and the steps where each comes into play.
import type { TeachStep } from '../../core/teach.ts';
import { ruleTopics } from '../../core/topic-text.ts';
import type { BootyView } from './view.ts';

export const TOPICS = ruleTopics(`
# board-turn: A turn of the board (B8, B19, B18)
Every move turns the moved coin over first (a stack: its top coin only), so its number becomes 7 minus what it
showed. After every move the board turns a quarter clockwise: the squares turn with it, so no rule changes,
only which edge faces you. The piece just moved may not go straight back on the next move.
> Each move turns the coin over and the board a quarter (B8, B19).

# leap: Booty’s leap (B10)
A single coin (never a stack) may leap instead of stepping: over exactly one neighbouring piece of its own
colour, in a straight or diagonal line, to the square just beyond, which must be empty or hold a piece it
captures. One jump a move, never over an empty square or the other colour.
> A single coin leaps over one piece of its own colour (B10).

# capture: Booty’s capture (B13, B14, B16, B17, B20)
Your coin, turned to m, captures an opponent’s piece whose top t is equal to m, adds up to 7 with m, or is
exactly one less. It goes on top: nothing leaves the board, and the stack now belongs to the colour on top.
Stacks score the numbers showing on every coin in them, so a capture moves all those points to you, and a
stack can be captured back whole.
> A coin captures a top that is equal, adds to 7, or is one less (B13).

# stack-capture: A stack’s capture (B15)
A stack moves one square and captures any piece whose top is lower than its own new top: the coin tests do not
apply, so it never takes an equal top, and a stack turned to 1 takes nothing.
> A stack captures any lower top (B15).

# push: Moving the opponent’s coin (B12, B7)
You may move one of your opponent’s single coins: it turns over and steps or leaps (over pieces of its own
colour) like any coin, but only onto an empty square. It never captures, and you may never move an opponent’s
stack.
> An opponent’s single coin may be moved, never to capture (B12).

# repetition: A position coming back (B25, B26)
When the same position (every square the same, the same pirate to move) comes back for the third time, the
game ends and the higher score wins; equal scores share the win.
> Third time the same position: the game ends on the scores (B25).
`);

export function inPlay(step: TeachStep<BootyView>): string[] {
  const after = step.after;
  if (step.input.type !== 'move' || !after.lastMove) return [];
  const m = after.lastMove;
  const ids = ['board-turn'];
  if (m.leap) ids.push('leap');
  if (m.capture) ids.push(m.kind === 'stack' ? 'stack-capture' : 'capture');
  if (m.kind === 'opponentCoin') ids.push('push');
  if ((after.repetitions ?? 0) >= 2 || after.result === 'repetition') ids.push('repetition');
  return ids;
}
