// The weigh-off's prompt explained (R20–R26): whose collection is in which cup, what a clear result
// does, what a tie does now, and every control the weigh-off screen can show the host, by its label
// there. What is counted (pieces set aside, an empty collection) comes from the view.
import type { Explanation, TeachChoice } from '../../core/teach.ts';
import { count } from '../../core/words.ts';
import { named, type SeizeView, wins } from './view.ts';

/** What "no clear winner" does now: weigh again one piece lighter each, or R23 for an empty side. */
function tieDoes(v: SeizeView, left: string, right: string): { does: string; rule: string } {
  const l = v.collections[left] ?? 0;
  const r = v.collections[right] ?? 0;
  if (l > 0 && r > 0) return { does: 'each side takes one piece of its choice out of its cup and the cups weigh again.', rule: 'R22' };
  if (l === 0 && r === 0) return { does: `both cups are empty, so ${named(left)} and ${named(right)} both stay in.`, rule: 'R23' };
  const empty = l === 0 ? left : right;
  const other = empty === left ? right : left;
  const out = v.options.cursedTreasure ? other : empty;
  return { does: `${named(empty)} has no piece left to take out, so ${named(out)} is out.`, rule: 'R23' };
}

export function verdict(v: SeizeView): Explanation {
  const c = v.weighOff?.contest;
  if (!c) return { now: 'The weigh-off: the host picks the next two collections to weigh.', asked: [], choices: [], rules: ['R20'] };
  const cursed = v.options.cursedTreasure;
  const out = cursed ? 'heavier' : 'lighter';
  const aside = c.setAside[c.left] ?? 0;
  const back = v.options.keepTiebreakPiecesOut ? 'stay out for the rest of the weigh-off' : 'go back to their owners after this contest';
  const tiebreak =
    aside > 0 ? ` Tiebreak: after ${count(aside, 'tie')}, each side weighs with ${count(aside, 'piece')} of its choice set aside, which ${back} (R22).` : '';
  const tie = tieDoes(v, c.left, c.right);
  const firstWeighing = Object.values(c.setAside).every((n) => n === 0);
  const choices: TeachChoice[] = [
    { choice: 'Tare', does: 'with both cups empty and your hands off the scale, sets the scale to zero, so that it weighs only the booty.' },
    {
      choice: 'All in, weigh!',
      does: `once ${named(c.left)}'s collection is in the left cup and ${named(c.right)}'s in the right: the scale weighs them. Clearly heavier on the left, ${named(cursed ? c.left : c.right)} is out; on the right, ${named(cursed ? c.right : c.left)} is out. A scale with one pan weighs them one after the other: the button then says whose collection is on the pan.`,
      rule: cursed ? 'R26' : 'R21',
    },
    { choice: 'Weigh again', does: 'while it weighs: starts this weighing over from the Tare, if a hand or a piece upset the scale.' },
    {
      choice: 'Call it a tie',
      does: `when the scale has found no clear winner in its time (a winner needs more than the tie band, ${v.options.tieBandGrams} g, between the cups): ${tie.does}`,
      rule: tie.rule,
    },
    { choice: 'Weigh longer', does: 'gives the scale more time to find a clear winner.', rule: 'R24' },
    {
      choice: 'Lift both out',
      does: 'take both collections out and keep your hands off the empty cups: their zero after the contest can still show a clear winner.',
      rule: 'R24',
    },
    { choice: 'Removed', does: 'in a tiebreak, once each side has taken its piece out of its cup.', rule: 'R22' },
    {
      choice: 'No scale? Judge by hand',
      does: 'the host says which cup is heavier, or that there is no clear winner, by eye or by the dominoes’ pips.',
      rule: 'R25',
    },
  ];
  if (firstWeighing && (v.weighOff?.remaining.length ?? 0) > 2)
    choices.push({ choice: 'Pick another contest', does: 'before the first weighing, weigh two other collections first.', rule: 'R20' });
  return {
    now: `The weigh-off: ${named(c.left)}'s collection in the left cup, ${named(c.right)}'s in the right cup. The ${out} side is out; the ${wins(v)} collection left at the end wins.${tiebreak}`,
    asked: [c.left, c.right],
    choices,
    rules: ['R21', 'R22', 'R24', ...(tie.rule === 'R23' ? ['R23'] : []), ...(cursed ? ['R26'] : [])],
  };
}
