// Plunder!'s prompts explained for the player asked: what is happening, what each choice does for
// them, and the rulings behind it (docs/rules/plunder.md).
import { phrase, phraseList } from '../../core/phrase.ts';
import type { Explanation, TeachChoice } from '../../core/teach.ts';
import type { Awaiting } from '../../core/types.ts';
import type { PlunderView } from './view.ts';

const ACTIONS: Record<string, (v: PlunderView) => TeachChoice> = {
  discardDraw: (v) => ({
    choice: phrase('Discard and draw'),
    does:
      v.stack > 0
        ? phrase('one card out of your hand, one from the stack ({left} left).', { left: v.stack })
        : phrase('one card out of your hand; the stack is empty, so you draw nothing.'),
    rule: 'P8',
  }),
  steal: () => ({
    choice: phrase('Steal a treasure'),
    does: phrase('one treasure of any colour from the harbour or from another player: this is never halved.'),
    rule: 'P9',
  }),
  recruit: () => ({
    choice: phrase('Recruit'),
    does: phrase('pay 2 treasures to the harbour for a crew member: 2 points, and with twice a thief’s crew a card steals only half from you.'),
    rule: 'P10',
  }),
  play: () => ({
    choice: phrase('Play a card'),
    does: phrase('do what it says, then tell the tablet what it did; another player may answer it with one reaction card first.'),
    rule: 'P11',
  }),
  pass: () => ({ choice: phrase('Pass'), does: phrase('nothing else is possible: no card, nothing to steal, no recruit.'), rule: 'P7' }),
};

function turn(v: PlunderView, player: string, options: string[]): Explanation {
  const state = v.finalRound
    ? phrase(
        'The stack is empty: the final round, {left, plural, =0 {and this is its last turn} one {# more turn after this one} other {# more turns after this one}}.',
        { left: Math.max(0, v.turnsLeft ?? 0) },
      )
    : phrase('{player} holds {n, plural, one {# card} other {# cards}}: a turn starts by drawing up to 5 from the stack, and a fuller hand draws nothing.', {
        player,
        n: v.players[player]?.hand ?? 0,
      });
  return {
    now: phrase("Turn {turn}: {player}'s turn, exactly one action. {state}", { turn: v.turn, player, state }),
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
      choice: phrase('React ({others})', { others: phraseList(others) }),
      does: phrase('answer the card with one reaction card before it takes effect: only the first reaction counts.'),
      rule: 'P14',
    });
  choices.push(
    {
      choice: phrase('Enter what the card did'),
      does: phrase(
        'its steals, losses, recruits, gifts and draws, in order. A steal from a player with at least twice the thief’s crew takes only half, rounded down: the tablet says so beside the steal, and Resolve waits until the treasures taken are lowered to that half.',
      ),
      rule: 'P16',
    },
    { choice: phrase('Nothing happened'), does: phrase('a cancelled card: no effects, the card is discarded.'), rule: 'P15' },
  );
  const answered = reaction ? phrase(', and {by} answered it with a reaction', { by: String(reaction.player) }) : '';
  return {
    now: phrase('{player} played a card{answered}. {open, select, yes {Anyone else may react first; then} other {Now}} {player} enters what happened.', {
      player,
      answered,
      open: open ? 'yes' : 'no',
    }),
    asked: open ? [player, ...others] : [player],
    choices,
    rules: ['P13', 'P16', 'P17'],
  };
}

export function explain(v: PlunderView, a: Awaiting | null): Explanation | null {
  if (!a) {
    return {
      now: phrase(
        'The game is over: {winners} {n, plural, one {wins} other {share the win}}. Points: 2 a treasure of your own colour, 1 any other, 2 a crew member, +4 for all five colours, +2 for the most of a colour, +6 for a colour only you hold.',
        { winners: phraseList(v.winners), n: Math.max(1, v.winners.length) },
      ),
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
        now: phrase('A tie for the most points. Still to show their hand and count the reaction cards in it: {asked}.', { asked: phraseList(asked) }),
        asked,
        choices: [
          {
            choice: phrase('Count your reaction cards'),
            does: phrase('the most reaction cards wins the tie; still tied, all win.'),
            rule: 'P30',
          },
        ],
        rules: ['P30'],
      };
    }
    default:
      return null;
  }
}
