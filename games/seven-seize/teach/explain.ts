// 7 Seize's prompts explained for the player asked: what is happening, what each choice does for
// them, and the rulings behind it (docs/rules/7-seize.md).
import type { Explanation, TeachChoice } from '../../core/teach.ts';
import type { Awaiting } from '../../core/types.ts';
import { andList, count, whoWins } from '../../core/words.ts';
import { INTERLOPER } from '../state.ts';
import { named, type SeizeView, wins } from './view.ts';
import { verdict } from './weigh-off.ts';

const SEIZE_CARDS: readonly TeachChoice[] = [
  { choice: 'An Ace', does: 'acts first of all and takes 1 piece from the stash of its colour.', rule: 'R10' },
  {
    choice: 'A King',
    does: 'takes the whole stash of its colour, then gives back as many pieces of your own: your count stays, but you pick which pieces (heavy ones in, light ones out).',
    rule: 'R11',
  },
  {
    choice: 'A Queen',
    does: 'takes 1 piece, or steals 1 from someone else who showed a card of her colour in this seize (the squabble’s cards do not count).',
    rule: 'R12',
  },
  { choice: 'A Jack', does: 'takes 2 pieces (or what is left).', rule: 'R13' },
  {
    choice: 'A number card, 10 to 2',
    does: 'takes 1 piece, highest number first, then round again with the other number cards of that colour until the stash is empty.',
    rule: 'R14',
  },
];

/** The reveal prompt's own control on the host's tablet: whose card comes next (RevealPrompt.tsx). */
const SOMEONE_ELSE: TeachChoice = {
  choice: 'Someone else first?',
  does: 'tap a name there: the next card on the reader is theirs (without a reader, they pick it on the tablet).',
};

function squabble(v: SeizeView, asked: string[]): Explanation {
  const tie: TeachChoice =
    v.round === 1
      ? { choice: 'A tie', does: 'in round 1 the suits decide: spades, then hearts, diamonds, clubs.', rule: 'R2' }
      : { choice: 'A tie', does: `${v.captain ?? 'the previous Captain'}, the previous Captain, picks the new one among the tied players.`, rule: 'R5' };
  return {
    now: `Round ${v.round} of 7: the squabble for Captain. Each player puts a card face down and taps it on the reader; all are shown together. Still to play: ${andList(asked)}.`,
    asked,
    choices: [
      {
        choice: 'A number card, 2 to 10',
        does: 'counts its number: the highest makes you Captain, and the Captain splits this round’s 7 pieces between the stashes.',
        rule: 'R4',
      },
      { choice: 'An Ace, King, Queen or Jack', does: 'counts only 1 here: you keep your number cards, and face cards are strongest in the seize.', rule: 'R4' },
      tie,
      ...(asked.length > 1 ? [SOMEONE_ELSE] : []),
    ],
    rules: ['R4', tie.rule as string],
  };
}

function seize(v: SeizeView, asked: string[], by: string | undefined): Explanation {
  const ghost = asked.includes(INTERLOPER) && by ? ` ${by} also puts the top card of the draw deck face down for the Interloper, and taps it.` : '';
  return {
    now: `Round ${v.round}: seize the booty. The red stash holds ${count(v.stashes.red, 'piece')}, the black stash ${count(v.stashes.black, 'piece')}. Each player puts one of their two cards face down and taps it; still to play: ${andList(asked.filter((p) => p !== INTERLOPER))}.${ghost} A red card takes from the red stash, a black card from the black one; the cards act from Ace down to 2.`,
    asked,
    choices: [
      ...SEIZE_CARDS,
      { choice: 'The card you keep', does: 'stays in your hand for the next round, when you draw 2 more.', rule: 'R16' },
      ...(asked.length > 1 ? [SOMEONE_ELSE] : []),
    ],
    rules: ['R9', 'R8', ...(ghost ? ['R18'] : [])],
  };
}

function finished(v: SeizeView): Explanation {
  const ghostWon = v.winners.length === 0 && v.weighOff?.remaining.includes(INTERLOPER);
  const now = ghostWon
    ? 'The game is over: the Interloper’s collection came out on top, so no player wins.'
    : `The game is over: ${whoWins(v.winners)} with the ${wins(v)} collection.`;
  return { now, asked: [], choices: [], rules: ghostWon ? ['R19'] : v.winners.length > 1 ? ['R23'] : ['R21'] };
}

export function explain(v: SeizeView, a: Awaiting | null): Explanation | null {
  if (!a) return finished(v);
  switch (a.type) {
    case 'reveal': {
      const asked = a.players as string[];
      return a.phase === 'squabble' ? squabble(v, asked) : seize(v, asked, a.interloperBy as string | undefined);
    }
    case 'chooseCaptain': {
      const among = a.among as string[];
      return {
        now: `${andList(among)} tied for Captain. ${a.player}, the previous Captain, picks the new Captain among them (themselves too, if tied).`,
        asked: [a.player as string],
        choices: among.map((p) => ({ choice: p, does: `${p} becomes Captain and splits this round's booty between the stashes.`, rule: 'R5' })),
        rules: ['R5'],
      };
    }
    case 'divvy':
      return {
        now: `${a.player} is Captain: draw ${count(a.pieces as number, 'piece')} from the bag without looking and split them between the red and the black stash, at least 1 in each.`,
        asked: [a.player as string],
        choices: [
          {
            choice: `1 red · ${(a.pieces as number) - 1} black, up to ${(a.pieces as number) - 1} red · 1 black`,
            does: 'how many go to each stash, at least 1 in each. Loading one stash makes the cards of that colour fight over more, good when you hold a strong card of that colour; an even split leaves less for any one card to win.',
            rule: 'R7',
          },
          { choice: 'Done', does: 'puts the split in: every player then picks a card to seize with.', rule: 'R9' },
        ],
        rules: ['R7', 'R9'],
      };
    case 'order': {
      const among = a.among as string[];
      return {
        now: `${andList(among.map(named))} showed the same rank. ${a.player}, the Captain, says in which order they act.`,
        asked: [a.player as string],
        choices: [
          ...among.map((p) => ({
            choice: named(p),
            does: `tapped before the others, ${named(p)} acts before them; whoever acts first of all this round also swabs the deck.`,
            rule: 'R8',
          })),
          { choice: 'Start again', does: 'clears the order tapped so far.' },
          { choice: 'This order', does: 'puts the order in once everyone is in it (the last one left goes last by itself).', rule: 'R8' },
        ],
        rules: ['R8', 'R15'],
      };
    }
    case 'queen': {
      const options = a.options as { action: string; from?: string }[];
      const whose = a.player === INTERLOPER ? "The Interloper's Queen" : `${a.player}'s Queen`;
      const by = a.decidedBy !== a.player ? ` ${a.decidedBy} decides for it.` : '';
      return {
        now: `${whose} acts: she takes 1 piece from her stash or steals 1 from someone who showed her colour in this seize.${by}`,
        asked: [a.decidedBy as string],
        choices: options.map((o) =>
          o.action === 'seize'
            ? { choice: 'Seize 1 from the stash', does: 'one piece from the stash of her colour.', rule: 'R12' }
            : { choice: `Steal 1 from ${o.from}`, does: `one piece out of ${o.from}'s collection.`, rule: 'R12' },
        ),
        rules: ['R12', ...(by ? ['R18'] : [])],
      };
    }
    case 'verdict':
      return verdict(v);
    default:
      return null;
  }
}
