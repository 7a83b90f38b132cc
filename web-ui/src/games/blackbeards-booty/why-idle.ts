// Why the board takes no move from this tablet now, in the players' words: a tap on a coin then
// says so, instead of doing nothing.
import type { WhyNot } from '#games';
import type { BootyView } from './model.ts';
import { t } from '../../i18n/i18n.ts';
import { colourWord } from './model.ts';

/** Why no piece may be moved from this tablet now (null: one may); `computer` names the computer's seats. */
export function whyIdle(view: Pick<BootyView, 'phase' | 'toMove' | 'players'>, isHost: boolean, computer: Record<string, unknown> | undefined): WhyNot | null {
  if (!isHost) return { words: t("this tablet watches the game: the pieces are moved on the host's tablet"), rules: [] };
  if (view.phase === 'first') return { words: t('nobody has drawn from the bag yet: who starts is entered first (B6)'), rules: ['B6'] };
  if (view.phase === 'finished') return { words: t('the game is over: Rematch or New game starts another'), rules: [] };
  if (view.toMove !== null && computer?.[view.toMove] !== undefined)
    return {
      words: t("it is {player}'s move (the computer, {colour}): wait for it, then move", {
        player: view.players[view.toMove],
        colour: colourWord(view.toMove),
      }),
      rules: [],
    };
  return null;
}
