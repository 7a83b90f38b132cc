// Blackbeard's Booty's prompts explained for the pirate asked: what is happening, what each kind of
// move does for them, and the rulings behind it (docs/rules/blackbeards-booty.md).
import { phrase, phraseList } from '../../core/phrase.ts';
import type { Explanation, TeachChoice } from '../../core/teach.ts';
import type { Awaiting } from '../../core/types.ts';
import { YOU } from '../../core/words.ts';
import { type BootyView, type Colour, colourWord, other } from './view.ts';

function move(v: BootyView, player: string, colour: Colour): Explanation {
  const choices: TeachChoice[] = [
    {
      choice: phrase('Step one of your coins'),
      does: phrase(
        'turn it over (its number becomes 7 minus it) and move it one square any way: onto an empty square, or onto an opponent’s piece it captures.',
      ),
      rule: 'B8',
    },
    {
      choice: phrase('Capture with a coin'),
      does: phrase('a coin turned to m takes a top equal to m, adding up to 7 with it, or exactly one less, and goes on top: the stack is yours.'),
      rule: 'B13',
    },
    {
      choice: phrase('Leap with a single coin'),
      does: phrase('over one neighbouring piece of your own colour to the square just beyond.'),
      rule: 'B10',
    },
    {
      choice: phrase('Move an opponent’s single coin'),
      does: phrase('turn it over and step or leap it onto an empty square: it never captures.'),
      rule: 'B12',
    },
  ];
  if (v.stacks[colour] > 0)
    choices.splice(3, 0, {
      choice: phrase('Move one of your stacks'),
      does: phrase('only its top coin turns over; it steps one square and captures any piece with a lower top.'),
      rule: 'B15',
    });
  const back = v.noReturn ? phrase(' The piece just moved to {from} may not go straight back to {to}.', { from: v.noReturn.from, to: v.noReturn.to }) : '';
  return {
    now: phrase(
      'Move {move}: {player} ({colour}) to move. Scores: {colour} {mine}, {other} {theirs}, target {target}. After the move the board turns a quarter.{back}',
      {
        move: v.moves + 1,
        player,
        colour: colourWord(colour),
        mine: v.scores[colour],
        other: colourWord(other(colour)),
        theirs: v.scores[other(colour)],
        target: v.options.targetScore,
        back,
      },
    ),
    asked: [player],
    choices,
    rules: ['B7', 'B8', 'B13', 'B19', ...(back ? ['B18'] : [])],
  };
}

function finished(v: BootyView): Explanation {
  const how =
    v.result === 'target'
      ? { text: phrase('reaching the target of {target} first', { target: v.options.targetScore }), rule: 'B21' }
      : v.result === 'repetition'
        ? { text: phrase('with the higher score when the same position came back a third time'), rule: 'B25' }
        : { text: phrase('with the higher score when neither pirate had a move left'), rule: 'B24' };
  const you = v.winners.length === 1 && v.winners[0] === YOU ? 'yes' : 'no';
  return {
    now: phrase('The game is over: {you, select, yes {You win} other {{winners} {n, plural, one {wins} other {share the win}}}}, {how}.', {
      you,
      winners: phraseList(v.winners),
      n: Math.max(1, v.winners.length),
      how: how.text,
    }),
    asked: [],
    choices: [],
    rules: [how.rule, 'B26'],
  };
}

export function explain(v: BootyView, a: Awaiting | null): Explanation | null {
  if (!a) return finished(v);
  if (a.type === 'move') return move(v, a.player as string, a.colour as Colour);
  if (a.type === 'first') {
    const asked = a.players as string[];
    return {
      now: phrase('Who starts? {asked} draw from the bag in turn: the first to draw a coin of their own colour starts. Tell the tablet who it was.', {
        asked: phraseList(asked),
      }),
      asked,
      choices: [
        { choice: phrase('{name} (gold) starts', { name: v.players.gold }), does: phrase('gold makes the first move.'), rule: 'B6' },
        { choice: phrase('{name} (silver) starts', { name: v.players.silver }), does: phrase('silver makes the first move.'), rule: 'B6' },
      ],
      rules: ['B6'],
    };
  }
  return null;
}
