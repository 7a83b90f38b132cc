// Why the board takes no move from this tablet now, in the players' words: a tap on a coin then
// says so, instead of doing nothing.
import type { WhyNot } from '#games';
import type { BootyView } from './model.ts';

/** Why no piece may be moved from this tablet now (null: one may); `computer` names the computer's seats. */
export function whyIdle(view: Pick<BootyView, 'phase' | 'toMove' | 'players'>, isHost: boolean, computer: Record<string, unknown> | undefined): WhyNot | null {
  if (!isHost) return { words: "this tablet watches the game: the pieces are moved on the host's tablet", rules: [] };
  if (view.phase === 'first') return { words: 'nobody has drawn from the bag yet: who starts is entered first (B6)', rules: ['B6'] };
  if (view.phase === 'finished') return { words: 'the game is over: Rematch or New game starts another', rules: [] };
  if (view.toMove !== null && computer?.[view.toMove] !== undefined)
    return { words: `it is ${view.players[view.toMove]}'s move (the computer, ${view.toMove}): wait for it, then move`, rules: [] };
  return null;
}
