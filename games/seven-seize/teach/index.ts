// How 7 Seize teaches itself as it is played: this module is its `Teaching` (games/core/teach.ts),
// the set-up, its prompts explained, the rules it teaches at first use, and why a step did what it did.
export { explain } from './explain.ts';
export { setup } from './setup.ts';
export { inPlay, TOPICS as topics } from './topics.ts';
export { why } from './why.ts';

/** Words players use for a ruling that its text may not, by ruling id (Ask the rules finds it by them). */
export const words: Readonly<Record<string, string>> = {
  R1: 'deck 52 cards jokers mark stashes rank suit written',
  R2: 'suit tie first round spades hearts',
  R3: 'same suit also tied seat order higher seat',
  R4: 'squabble values number cards face cards count one captain highest',
  R5: 'tie captain pick choose previous',
  R6: 'interloper never squabbles never captain',
  R7: 'split divide divvy share out seven 7 at least one each',
  R8: 'order same rank first goes before acts act',
  R9: 'colour red black stash',
  R10: 'ace lookout one',
  R11: 'king quartermaster swap exchange seize whole stash',
  R12: 'queen strumpet steal take rob',
  R13: 'jack knave two 2',
  R14: 'number cards round again share',
  R15: 'swab leftover left over remaining unclaimed nobody took rest',
  R16: 'draw hand keep card deck runs out reshuffle',
  R17: 'seven 7 rounds game length total 49 pieces in all',
  R18: 'ghost interloper third player two players 2 top card deck',
  R19: 'ghost wins nobody',
  R20: 'weigh-off pairs winner stays on order who against whom cups left cup right cup seat 1 first',
  R21: 'lighter out eliminated loses scale',
  R22: 'tie tiebreak draw equal same weight weigh again take out piece tell apart',
  R23: 'empty nothing left run out both stay',
  R24: 'tie band grams close sure tell apart',
  R25: 'dominoes pips no scale typed',
  R26: 'cursed lightest wins variant',
  R27: 'mis-tap same card twice already played',
  R28: 'booty conserved appear vanish total 49 count',
};
