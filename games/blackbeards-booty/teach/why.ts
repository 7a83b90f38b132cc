// The steps of Blackbeard's Booty that move the game in a way a newcomer would not expect, each in
// one line naming the rule that did it.
import { phrase } from '../../core/phrase.ts';
import type { Teaching, WhyLine } from '../../core/teach.ts';
import { YOU } from '../../core/words.ts';
import { type BootyView, colourWord, face, isStack, other, topOf } from './view.ts';

/** Whether a seat's name speaks to its player (a first game on the tablet alone), as a message's select reads it. */
const you = (name: string): string => (name === YOU ? 'yes' : 'no');

function captured(before: BootyView, after: BootyView): WhyLine | null {
  const m = after.lastMove;
  if (!m?.capture) return null;
  const target = topOf(before, m.to);
  if (!target) return null;
  const t = face(target);
  const mine = face(m.top);
  const who = after.players[m.by];
  const whole = isStack(before, m.to)
    ? phrase(", and the whole stack with its {k} coins is {you, select, yes {yours} other {{who}'s}} now", {
        k: before.board[m.to]?.split('/').length ?? 0,
        you: you(who),
        who,
      })
    : '';
  if (m.kind === 'stack')
    return {
      text: phrase("{you, select, yes {Your} other {{who}'s}} stack, its top turned to {mine}, captures a lower top ({target}) on {to}{whole} (B15).", {
        you: you(who),
        who,
        mine,
        target,
        to: m.to,
        whole,
      }),
      rules: ['B15', 'B17'],
    };
  const test = t === mine ? phrase('the same number') : t + mine === 7 ? phrase('adding up to 7 with it') : phrase('exactly one less');
  return {
    text: phrase("{you, select, yes {Your} other {{who}'s}} coin, turned to {mine}, captures {target} on {to}: {test}{whole} (B13).", {
      you: you(who),
      who,
      mine,
      target,
      to: m.to,
      test,
      whole,
    }),
    rules: ['B13', 'B16', 'B17'],
  };
}

export const why: Teaching<BootyView>['why'] = (before, input, after) => {
  if (!before || input.type !== 'move') return null;
  const m = after.lastMove;
  if (!m) return null;
  const who = after.players[m.by];
  if (after.result === 'target')
    return {
      text: phrase('{you, select, yes {You reach} other {{who} reaches}} the target of {target} ({score}): the game ends at once (B21).', {
        you: you(who),
        who,
        target: after.options.targetScore,
        score: after.scores[m.by],
      }),
      rules: ['B21'],
    };
  if (after.result === 'repetition')
    return { text: phrase('The same position came back for the third time: the game ends, and the higher score wins (B25, B26).'), rules: ['B25', 'B26'] };
  const capture = captured(before, after);
  if (capture) return capture;
  if (after.passes > before.passes) {
    const passer = after.players[other(m.by)];
    return {
      text: phrase(
        '{passerIsYou, select, yes {You have no legal move and pass} other {{passer} has no legal move and passes}}: the board stays, and {you, select, yes {You move} other {{who} moves}} again (B23).',
        { passerIsYou: you(passer), passer, you: you(who), who },
      ),
      rules: ['B23'],
    };
  }
  if (m.kind === 'opponentCoin')
    return {
      text: phrase(
        '{you, select, yes {You} other {{who}}} moved a {colour} coin: a single coin of the opponent may be moved, onto an empty square only (B12).',
        {
          you: you(who),
          who,
          colour: colourWord(other(m.by)),
        },
      ),
      rules: ['B12'],
    };
  if (m.leap) return { text: phrase('The coin leapt from {from} to {to} over a piece of its own colour (B10).', { from: m.from, to: m.to }), rules: ['B10'] };
  return null;
};
