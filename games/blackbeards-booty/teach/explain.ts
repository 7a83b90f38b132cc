// Blackbeard's Booty's prompts explained for the pirate asked: what is happening, what each kind of
// move does for them, and the rulings behind it (docs/rules/blackbeards-booty.md).
import type { Explanation, TeachChoice } from '../../core/teach.ts';
import type { Awaiting } from '../../core/types.ts';
import { andList, whoWins } from '../../core/words.ts';
import { type BootyView, type Colour, other } from './view.ts';

function move(v: BootyView, player: string, colour: Colour): Explanation {
  const choices: TeachChoice[] = [
    {
      choice: 'Step one of your coins',
      does: 'turn it over (its number becomes 7 minus it) and move it one square any way: onto an empty square, or onto an opponent’s piece it captures.',
      rule: 'B8',
    },
    {
      choice: 'Capture with a coin',
      does: 'a coin turned to m takes a top equal to m, adding up to 7 with it, or exactly one less, and goes on top: the stack is yours.',
      rule: 'B13',
    },
    { choice: 'Leap with a single coin', does: 'over one neighbouring piece of your own colour to the square just beyond.', rule: 'B10' },
    { choice: 'Move an opponent’s single coin', does: 'turn it over and step or leap it onto an empty square: it never captures.', rule: 'B12' },
  ];
  if (v.stacks[colour] > 0)
    choices.splice(3, 0, {
      choice: 'Move one of your stacks',
      does: 'only its top coin turns over; it steps one square and captures any piece with a lower top.',
      rule: 'B15',
    });
  const back = v.noReturn ? ` The piece just moved to ${v.noReturn.from} may not go straight back to ${v.noReturn.to}.` : '';
  return {
    now: `Move ${v.moves + 1}: ${player} (${colour}) to move. Scores: ${colour} ${v.scores[colour]}, ${other(colour)} ${v.scores[other(colour)]}, target ${v.options.targetScore}. After the move the board turns a quarter.${back}`,
    asked: [player],
    choices,
    rules: ['B7', 'B8', 'B13', 'B19', ...(back ? ['B18'] : [])],
  };
}

function finished(v: BootyView): Explanation {
  const how =
    v.result === 'target'
      ? { text: `reaching the target of ${v.options.targetScore} first`, rule: 'B21' }
      : v.result === 'repetition'
        ? { text: 'with the higher score when the same position came back a third time', rule: 'B25' }
        : { text: 'with the higher score when neither pirate had a move left', rule: 'B24' };
  return { now: `The game is over: ${whoWins(v.winners)}, ${how.text}.`, asked: [], choices: [], rules: [how.rule, 'B26'] };
}

export function explain(v: BootyView, a: Awaiting | null): Explanation | null {
  if (!a) return finished(v);
  if (a.type === 'move') return move(v, a.player as string, a.colour as Colour);
  if (a.type === 'first') {
    const asked = a.players as string[];
    return {
      now: `Who starts? ${andList(asked)} draw from the bag in turn: the first to draw a coin of their own colour starts. Tell the tablet who it was.`,
      asked,
      choices: [
        { choice: `${v.players.gold} (gold) starts`, does: 'gold makes the first move.', rule: 'B6' },
        { choice: `${v.players.silver} (silver) starts`, does: 'silver makes the first move.', rule: 'B6' },
      ],
      rules: ['B6'],
    };
  }
  return null;
}
