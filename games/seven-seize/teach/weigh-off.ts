// The weigh-off's prompt explained (R20–R26): whose collection is in which cup, what a clear result
// does, what a tie does now, and every control the weigh-off screen can show the host, by its label
// there. What is counted (pieces set aside, an empty collection) comes from the view.
import type { Explanation, TeachChoice } from '../../core/teach.ts';
import { phrase } from '../../core/phrase.ts';
import { named, pieces, type SeizeView } from './view.ts';

/** What "no clear winner" does now: weigh again one piece lighter each, or R23 for an empty side. */
function tieDoes(v: SeizeView, left: string, right: string): { does: string; rule: string } {
  const l = v.collections[left] ?? 0;
  const r = v.collections[right] ?? 0;
  if (l > 0 && r > 0) return { does: phrase('each side takes one piece of its choice out of its cup and the cups weigh again.'), rule: 'R22' };
  if (l === 0 && r === 0)
    return { does: phrase('both cups are empty, so {left} and {right} both stay in.', { left: named(left), right: named(right) }), rule: 'R23' };
  const empty = l === 0 ? left : right;
  const other = empty === left ? right : left;
  const out = v.options.cursedTreasure ? other : empty;
  return { does: phrase('{empty} has no piece left to take out, so {out} is out.', { empty: named(empty), out: named(out) }), rule: 'R23' };
}

export function verdict(v: SeizeView): Explanation {
  const c = v.weighOff?.contest;
  if (!c) return { now: phrase('The weigh-off: the host picks the next two collections to weigh.'), asked: [], choices: [], rules: ['R20'] };
  const cursed = v.options.cursedTreasure;
  const aside = c.setAside[c.left] ?? 0;
  const ties = phrase('{count, plural, one {# tie} other {# ties}}', { count: aside });
  const tiebreak =
    aside === 0
      ? ''
      : v.options.keepTiebreakPiecesOut
        ? phrase(' Tiebreak: after {ties}, each side weighs with {aside} of its choice set aside, which stay out for the rest of the weigh-off (R22).', {
            ties,
            aside: pieces(aside),
          })
        : phrase(' Tiebreak: after {ties}, each side weighs with {aside} of its choice set aside, which go back to their owners after this contest (R22).', {
            ties,
            aside: pieces(aside),
          });
  const tie = tieDoes(v, c.left, c.right);
  const firstWeighing = Object.values(c.setAside).every((n) => n === 0);
  const choices: TeachChoice[] = [
    { choice: phrase('Tare'), does: phrase('with both cups empty and your hands off the scale, sets the scale to zero, so that it weighs only the booty.') },
    {
      choice: phrase('All in, weigh!'),
      does: phrase(
        "once {left}'s collection is in the left cup and {right}'s in the right: the scale weighs them. Clearly heavier on the left, {outLeft} is out; on the right, {outRight} is out. A scale with one pan weighs them one after the other: the button then says whose collection is on the pan.",
        { left: named(c.left), right: named(c.right), outLeft: named(cursed ? c.left : c.right), outRight: named(cursed ? c.right : c.left) },
      ),
      rule: cursed ? 'R26' : 'R21',
    },
    { choice: phrase('Weigh again'), does: phrase('while it weighs: starts this weighing over from the Tare, if a hand or a piece upset the scale.') },
    {
      choice: phrase('Call it a tie'),
      does: phrase('when the scale has found no clear winner in its time (a winner needs more than the tie band, {band} g, between the cups): {does}', {
        band: v.options.tieBandGrams,
        does: tie.does,
      }),
      rule: tie.rule,
    },
    { choice: phrase('Weigh longer'), does: phrase('gives the scale more time to find a clear winner.'), rule: 'R24' },
    {
      choice: phrase('Lift both out'),
      does: phrase('take both collections out and keep your hands off the empty cups: their zero after the contest can still show a clear winner.'),
      rule: 'R24',
    },
    { choice: phrase('Removed'), does: phrase('in a tiebreak, once each side has taken its piece out of its cup.'), rule: 'R22' },
    {
      choice: phrase('No scale? Judge by hand'),
      does: phrase('the host says which cup is heavier, or that there is no clear winner, by eye or by the dominoes’ pips.'),
      rule: 'R25',
    },
  ];
  if (firstWeighing && (v.weighOff?.remaining.length ?? 0) > 2)
    choices.push({ choice: phrase('Pick another contest'), does: phrase('before the first weighing, weigh two other collections first.'), rule: 'R20' });
  return {
    now: cursed
      ? phrase(
          "The weigh-off: {left}'s collection in the left cup, {right}'s in the right cup. The heavier side is out; the lightest collection left at the end wins.{tiebreak}",
          {
            left: named(c.left),
            right: named(c.right),
            tiebreak,
          },
        )
      : phrase(
          "The weigh-off: {left}'s collection in the left cup, {right}'s in the right cup. The lighter side is out; the heaviest collection left at the end wins.{tiebreak}",
          {
            left: named(c.left),
            right: named(c.right),
            tiebreak,
          },
        ),
    asked: [c.left, c.right],
    choices,
    rules: ['R21', 'R22', 'R24', ...(tie.rule === 'R23' ? ['R23'] : []), ...(cursed ? ['R26'] : [])],
  };
}
