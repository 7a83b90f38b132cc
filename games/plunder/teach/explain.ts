// Plunder!'s prompts explained for the player asked: what is happening, what each choice does for
// them, and the rulings behind it (docs/rules/plunder.md).
import type { Explanation, TeachChoice } from '../../core/teach.ts';
import type { Awaiting } from '../../core/types.ts';
import { andList, count, whoWins } from '../../core/words.ts';
import type { PlunderView } from './view.ts';

const ACTIONS: Record<string, (v: PlunderView) => TeachChoice> = {
  discardDraw: (v) => ({
    choice: 'Discard and draw',
    does:
      v.stack > 0 ? `one card out of your hand, one from the stack (${v.stack} left).` : 'one card out of your hand; the stack is empty, so you draw nothing.',
    rule: 'P8',
  }),
  steal: () => ({ choice: 'Steal a treasure', does: 'one treasure of any colour from the harbour or from another player: this is never halved.', rule: 'P9' }),
  recruit: () => ({
    choice: 'Recruit',
    does: 'pay 2 treasures to the harbour for a crew member: 2 points, and with twice a thief’s crew a card steals only half from you.',
    rule: 'P10',
  }),
  play: () => ({
    choice: 'Play a card',
    does: 'do what it says, then tell the tablet what it did; another player may answer it with one reaction card first.',
    rule: 'P11',
  }),
  pass: () => ({ choice: 'Pass', does: 'nothing else is possible: no card, nothing to steal, no recruit.', rule: 'P7' }),
};

function turn(v: PlunderView, player: string, options: string[]): Explanation {
  const left = v.turnsLeft ?? 0;
  const state = v.finalRound
    ? `The stack is empty: the final round, ${left > 0 ? `${count(left, 'more turn')} after this one` : 'and this is its last turn'}.`
    : `${player} holds ${count(v.players[player]?.hand ?? 0, 'card')}: a turn starts by drawing up to 5 from the stack, and a fuller hand draws nothing.`;
  return {
    now: `Turn ${v.turn}: ${player}'s turn, exactly one action. ${state}`,
    asked: [player],
    choices: options.flatMap((o) => (ACTIONS[o] ? [(ACTIONS[o] as (v: PlunderView) => TeachChoice)(v)] : [])),
    rules: ['P6', 'P7', ...(v.finalRound ? ['P24'] : [])],
  };
}

function resolve(v: PlunderView, player: string, open: boolean): Explanation {
  const reaction = v.pending?.reaction;
  const others = Object.keys(v.players).filter((p) => p !== player);
  const choices: TeachChoice[] = [];
  if (open)
    choices.push({
      choice: `React (${andList(others)})`,
      does: 'answer the card with one reaction card before it takes effect: only the first reaction counts.',
      rule: 'P14',
    });
  choices.push(
    {
      choice: 'Enter what the card did',
      does: 'its steals, losses, recruits, gifts and draws, in order. A steal from a player with at least twice the thief’s crew takes only half, rounded down: the tablet says so beside the steal, and Resolve waits until the treasures taken are lowered to that half.',
      rule: 'P16',
    },
    { choice: 'Nothing happened', does: 'a cancelled card: no effects, the card is discarded.', rule: 'P15' },
  );
  return {
    now: `${player} played a card${reaction ? `, and ${reaction.player} answered it with a reaction` : ''}. ${open ? 'Anyone else may react first; then' : 'Now'} ${player} enters what happened.`,
    asked: open ? [player, ...others] : [player],
    choices,
    rules: ['P13', 'P16', 'P17'],
  };
}

export function explain(v: PlunderView, a: Awaiting | null): Explanation | null {
  if (!a) {
    return {
      now: `The game is over: ${whoWins(v.winners)}. Points: 2 a treasure of your own colour, 1 any other, 2 a crew member, +4 for all five colours, +2 for the most of a colour, +6 for a colour only you hold.`,
      asked: [],
      choices: [],
      rules: ['P25', 'P26', 'P27', 'P28'],
    };
  }
  switch (a.type) {
    case 'action':
      return turn(v, a.player as string, a.options as string[]);
    case 'resolve':
      return resolve(v, a.player as string, a.reactionOpen === true);
    case 'reactions': {
      const asked = a.players as string[];
      return {
        now: `A tie for the most points. Still to show their hand and count the reaction cards in it: ${andList(asked)}.`,
        asked,
        choices: [{ choice: 'Count your reaction cards', does: 'the most reaction cards wins the tie; still tied, all win.', rule: 'P30' }],
        rules: ['P30'],
      };
    }
    default:
      return null;
  }
}
