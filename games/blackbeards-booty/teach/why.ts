// The steps of Blackbeard's Booty that move the game in a way a newcomer would not expect, each in
// one line naming the rule that did it.
import type { Teaching, WhyLine } from '../../core/teach.ts';
import { owned, verb, whose } from '../../core/words.ts';
import { type BootyView, face, isStack, other, topOf } from './view.ts';

function captured(before: BootyView, after: BootyView): WhyLine | null {
  const m = after.lastMove;
  if (!m?.capture) return null;
  const target = topOf(before, m.to);
  if (!target) return null;
  const t = face(target);
  const mine = face(m.top);
  const whole = isStack(before, m.to)
    ? `, and the whole stack with its ${before.board[m.to]?.split('/').length} coins is ${owned(after.players[m.by])} now`
    : '';
  if (m.kind === 'stack')
    return {
      text: `${whose(after.players[m.by])} stack, its top turned to ${mine}, captures a lower top (${target}) on ${m.to}${whole} (B15).`,
      rules: ['B15', 'B17'],
    };
  const test = t === mine ? 'the same number' : t + mine === 7 ? 'adding up to 7 with it' : 'exactly one less';
  return { text: `${whose(after.players[m.by])} coin, turned to ${mine}, captures ${target} on ${m.to}: ${test}${whole} (B13).`, rules: ['B13', 'B16', 'B17'] };
}

export const why: Teaching<BootyView>['why'] = (before, input, after) => {
  if (!before || input.type !== 'move') return null;
  const m = after.lastMove;
  if (!m) return null;
  if (after.result === 'target')
    return {
      text: `${verb(after.players[m.by], 'reaches', 'reach')} the target of ${after.options.targetScore} (${after.scores[m.by]}): the game ends at once (B21).`,
      rules: ['B21'],
    };
  if (after.result === 'repetition')
    return { text: 'The same position came back for the third time: the game ends, and the higher score wins (B25, B26).', rules: ['B25', 'B26'] };
  const capture = captured(before, after);
  if (capture) return capture;
  if (after.passes > before.passes)
    return {
      text: `${verb(after.players[other(m.by)], 'has no legal move and passes', 'have no legal move and pass')}: the board stays, and ${verb(after.players[m.by], 'moves', 'move')} again (B23).`,
      rules: ['B23'],
    };
  if (m.kind === 'opponentCoin')
    return {
      text: `${after.players[m.by]} moved a ${other(m.by)} coin: a single coin of the opponent may be moved, onto an empty square only (B12).`,
      rules: ['B12'],
    };
  if (m.leap) return { text: `The coin leapt from ${m.from} to ${m.to} over a piece of its own colour (B10).`, rules: ['B10'] };
  return null;
};
