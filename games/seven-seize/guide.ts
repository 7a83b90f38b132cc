// What the table has to know and do by hand in 7 Seize, in our own words: what each card does
// (R4, R8–R15) and the physical steps the companion cannot see — set-up, between rounds (R16),
// before the weigh-off. Pure data and one pure function, shown by the tablet (each text a phrase:
// the tablet says it in its language).
import { phrase } from '../core/phrase.ts';

export interface CardRole {
  /** The ranks it covers, e.g. `A`, `2–10`. */
  rank: string;
  name: string;
  /** In the squabble for captain (R4). */
  squabble: string;
  /** In the seize phase, from the stash of its own colour (R9). */
  seize: string;
}

export const CARD_GUIDE: readonly CardRole[] = [
  { rank: 'A', name: phrase('Lookout'), squabble: phrase('counts 1'), seize: phrase('Acts first. Takes 1 piece from its stash, if there is one (R10).') },
  {
    rank: 'K',
    name: phrase('Quartermaster'),
    squabble: phrase('counts 1'),
    seize: phrase('Takes the whole stash, then puts back as many pieces from its collection: the counts stay, only which pieces can change (R11).'),
  },
  {
    rank: 'Q',
    name: phrase('Strumpet'),
    squabble: phrase('counts 1'),
    seize: phrase('Either takes 1 from its stash, or steals 1 from someone else who showed a card of the same colour in this seize (R12).'),
  },
  { rank: 'J', name: phrase('Knave'), squabble: phrase('counts 1'), seize: phrase('Takes 2 from its stash, or what is left if fewer (R13).') },
  {
    rank: '10–2',
    name: phrase('Number cards'),
    squabble: phrase('count their number: the highest becomes captain'),
    seize: phrase('Highest first, each takes 1 from its stash; round again from the top until the stash is empty. Face cards never join these rounds (R14).'),
  },
];

export const CARD_GUIDE_NOTES: readonly string[] = [
  phrase('Red cards (hearts, diamonds) take from the red stash, black cards (spades, clubs) from the black one (R9).'),
  phrase('Acting order is A, K, Q, J, then 10 down to 2, across both colours; the captain orders players who showed the same rank (R8).'),
  phrase('Swab the deck: whatever is left in either stash goes to whoever acted first this round, whatever their colour (R15).'),
  phrase('Squabble ties: in round 1 the suit decides, spades > hearts > diamonds > clubs (R2, R3); later the previous captain picks (R5).'),
];

/** What the view says of the game, as far as the reminders need it. */
export interface GuideView {
  round: number;
  phase: string;
  players: string[];
  participants: string[];
  revealedBy: string[];
  captain: string | null;
  deck?: { draw: number; discards: number; reshuffles: number } | null;
  stashes?: { red: number; black: number };
}

/** The physical steps due now, before the table goes on; empty when nothing is due. */
export function tableReminders(v: GuideView): string[] {
  const nobodyYet = v.revealedBy.length === 0;
  const interloper = v.participants.length > v.players.length;
  if (v.phase === 'squabble' && v.round === 1 && nobodyYet)
    return [
      phrase('Take the two Jokers out: they mark the red stash and the black stash in the middle of the table.'),
      phrase('Shuffle the other 52 cards into the draw deck and deal 3 to each player.'),
      phrase('All 49 pieces of booty go into the bag; set the scale aside until the weigh-off.'),
    ];
  if (v.phase === 'squabble' && v.round > 1 && nobodyYet) {
    const out = [
      phrase('Revealed cards go to the discard pile.'),
      phrase('Both stashes empty? Every piece was handed out last round.'),
      phrase('Each player keeps their last card and draws 2, so everyone holds 3 (R16).'),
    ];
    // Two draws each, plus the Interloper's top card in the seize phase (R18).
    const need = v.players.length * 2 + (interloper ? 1 : 0);
    if (v.deck && v.deck.draw < need) out.push(phrase('The draw deck runs out: shuffle the discards into a new deck, also in the middle of a draw (R16).'));
    return out;
  }
  if (v.phase === 'divvy' && v.captain) return [phrase('{captain} takes the bag and draws 7 pieces without looking (R7).', { captain: v.captain })];
  if (v.phase === 'seize' && nobodyYet && interloper)
    return [phrase('The player who is not captain puts the top card of the draw deck face down for the Interloper, then chooses their own (R18).')];
  if (v.phase === 'weigh-off') return [phrase('The bag is empty: set up the scale, each collection beside its owner.')];
  return [];
}
