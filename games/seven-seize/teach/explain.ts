// 7 Seize's prompts explained for the player asked: what is happening, what each choice does for
// them, and the rulings behind it (docs/rules/7-seize.md).
import type { Explanation, TeachChoice } from '../../core/teach.ts';
import type { Awaiting } from '../../core/types.ts';
import { phrase, phraseList } from '../../core/phrase.ts';
import { INTERLOPER } from '../state.ts';
import { named, pieces, type SeizeView } from './view.ts';

/** Whether Cursed Treasure is on, as a message's select reads it. */
const yes = (v: SeizeView): string => (v.options.cursedTreasure ? 'yes' : 'no');
import { verdict } from './weigh-off.ts';

const SEIZE_CARDS: readonly TeachChoice[] = [
  { choice: phrase('An Ace'), does: phrase('acts first of all and takes 1 piece from the stash of its colour.'), rule: 'R10' },
  {
    choice: phrase('A King'),
    does: phrase(
      'takes the whole stash of its colour, then gives back as many pieces of your own: your count stays, but you pick which pieces (heavy ones in, light ones out).',
    ),
    rule: 'R11',
  },
  {
    choice: phrase('A Queen'),
    does: phrase('takes 1 piece, or steals 1 from someone else who showed a card of her colour in this seize (the squabble’s cards do not count).'),
    rule: 'R12',
  },
  { choice: phrase('A Jack'), does: phrase('takes 2 pieces (or what is left).'), rule: 'R13' },
  {
    choice: phrase('A number card, 10 to 2'),
    does: phrase('takes 1 piece, highest number first, then round again with the other number cards of that colour until the stash is empty.'),
    rule: 'R14',
  },
];

/** The reveal prompt's own control on the host's tablet: whose card comes next (RevealPrompt.tsx). */
const SOMEONE_ELSE: TeachChoice = {
  choice: phrase('Someone else first?'),
  does: phrase('tap a name there: the next card on the reader is theirs (without a reader, they pick it on the tablet).'),
};

function squabble(v: SeizeView, asked: string[]): Explanation {
  const tie: TeachChoice =
    v.round === 1
      ? { choice: phrase('A tie'), does: phrase('in round 1 the suits decide: spades, then hearts, diamonds, clubs.'), rule: 'R2' }
      : {
          choice: phrase('A tie'),
          does: v.captain
            ? phrase('{captain}, the previous Captain, picks the new one among the tied players.', { captain: v.captain })
            : phrase('the previous Captain, the previous Captain, picks the new one among the tied players.'),
          rule: 'R5',
        };
  return {
    now: phrase(
      'Round {round} of 7: the squabble for Captain. Each player puts a card face down and taps it on the reader; all are shown together. Still to play: {asked}.',
      { round: v.round, asked: phraseList(asked) },
    ),
    asked,
    choices: [
      {
        choice: phrase('A number card, 2 to 10'),
        does: phrase('counts its number: the highest makes you Captain, and the Captain splits this round’s 7 pieces between the stashes.'),
        rule: 'R4',
      },
      {
        choice: phrase('An Ace, King, Queen or Jack'),
        does: phrase('counts only 1 here: you keep your number cards, and face cards are strongest in the seize.'),
        rule: 'R4',
      },
      tie,
      ...(asked.length > 1 ? [SOMEONE_ELSE] : []),
    ],
    rules: ['R4', tie.rule as string],
  };
}

function seize(v: SeizeView, asked: string[], by: string | undefined): Explanation {
  const ghost =
    asked.includes(INTERLOPER) && by ? phrase(' {by} also puts the top card of the draw deck face down for the Interloper, and taps it.', { by }) : '';
  return {
    now: phrase(
      'Round {round}: seize the booty. The red stash holds {red}, the black stash {black}. Each player puts one of their two cards face down and taps it; still to play: {asked}.{ghost} A red card takes from the red stash, a black card from the black one; the cards act from Ace down to 2.',
      { round: v.round, red: pieces(v.stashes.red), black: pieces(v.stashes.black), asked: phraseList(asked.filter((p) => p !== INTERLOPER)), ghost },
    ),
    asked,
    choices: [
      ...SEIZE_CARDS,
      { choice: phrase('The card you keep'), does: phrase('stays in your hand for the next round, when you draw 2 more.'), rule: 'R16' },
      ...(asked.length > 1 ? [SOMEONE_ELSE] : []),
    ],
    rules: ['R9', 'R8', ...(ghost ? ['R18'] : [])],
  };
}

function finished(v: SeizeView): Explanation {
  const ghostWon = v.winners.length === 0 && v.weighOff?.remaining.includes(INTERLOPER);
  const now = ghostWon
    ? phrase('The game is over: the Interloper’s collection came out on top, so no player wins.')
    : v.winners.length === 1
      ? phrase('The game is over: {who} wins with the {cursed, select, yes {lightest} other {heaviest}} collection.', {
          who: v.winners[0] ?? '',
          cursed: yes(v),
        })
      : phrase('The game is over: {who} share the win with the {cursed, select, yes {lightest} other {heaviest}} collection.', {
          who: phraseList(v.winners),
          cursed: yes(v),
        });
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
        now: phrase('{among} tied for Captain. {player}, the previous Captain, picks the new Captain among them (themselves too, if tied).', {
          among: phraseList(among),
          player: String(a.player),
        }),
        asked: [a.player as string],
        choices: among.map((p) => ({ choice: p, does: phrase("{p} becomes Captain and splits this round's booty between the stashes.", { p }), rule: 'R5' })),
        rules: ['R5'],
      };
    }
    case 'divvy':
      return {
        now: phrase('{player} is Captain: draw {pieces} from the bag without looking and split them between the red and the black stash, at least 1 in each.', {
          player: String(a.player),
          pieces: pieces(a.pieces as number),
        }),
        asked: [a.player as string],
        choices: [
          {
            choice: phrase('1 red · {most} black, up to {most} red · 1 black', { most: (a.pieces as number) - 1 }),
            does: phrase(
              'how many go to each stash, at least 1 in each. Loading one stash makes the cards of that colour fight over more, good when you hold a strong card of that colour; an even split leaves less for any one card to win.',
            ),
            rule: 'R7',
          },
          { choice: phrase('Done'), does: phrase('puts the split in: every player then picks a card to seize with.'), rule: 'R9' },
        ],
        rules: ['R7', 'R9'],
      };
    case 'order': {
      const among = a.among as string[];
      return {
        now: phrase('{among} showed the same rank. {player}, the Captain, says in which order they act.', {
          among: phraseList(among.map(named)),
          player: String(a.player),
        }),
        asked: [a.player as string],
        choices: [
          ...among.map((p) => ({
            choice: named(p),
            does: phrase('tapped before the others, {who} acts before them; whoever acts first of all this round also swabs the deck.', { who: named(p) }),
            rule: 'R8',
          })),
          { choice: phrase('Start again'), does: phrase('clears the order tapped so far.') },
          { choice: phrase('This order'), does: phrase('puts the order in once everyone is in it (the last one left goes last by itself).'), rule: 'R8' },
        ],
        rules: ['R8', 'R15'],
      };
    }
    case 'queen': {
      const options = a.options as { action: string; from?: string }[];
      const whose = a.player === INTERLOPER ? phrase("The Interloper's Queen") : phrase("{player}'s Queen", { player: String(a.player) });
      const by = a.decidedBy !== a.player ? phrase(' {by} decides for it.', { by: String(a.decidedBy) }) : '';
      return {
        now: phrase('{whose} acts: she takes 1 piece from her stash or steals 1 from someone who showed her colour in this seize.{by}', { whose, by }),
        asked: [a.decidedBy as string],
        choices: options.map((o) =>
          o.action === 'seize'
            ? { choice: phrase('Seize 1 from the stash'), does: phrase('one piece from the stash of her colour.'), rule: 'R12' }
            : {
                choice: phrase('Steal 1 from {who}', { who: String(o.from) }),
                does: phrase("one piece out of {who}'s collection.", { who: String(o.from) }),
                rule: 'R12',
              },
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
