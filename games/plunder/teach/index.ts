// How Plunder! teaches itself as it is played: this module is its `Teaching` (games/core/teach.ts),
// the set-up, its prompts explained, the rules it teaches at first use, and why a step did what it did.
export { explain } from './explain.ts';
export { setup } from './setup.ts';
export { inPlay, TOPICS as topics } from './topics.ts';
export { why } from './why.ts';

/** Words players use for a ruling that its text may not, by ruling id (Ask the rules finds it by them). */
export const words: Readonly<Record<string, string>> = {
  P1: 'players how many colours red blue green yellow purple',
  P2: 'harbour crew treasures set up given six 6 one each',
  P3: 'deal dealt how many cards five stack removed',
  P4: 'card text names unknown what cards say',
  P5: 'first player begins',
  P6: 'refill hand five cards draw more than five',
  P7: 'pass skip nothing to do one action',
  P8: 'discard draw swap card empty stack',
  P9: 'steal take one treasure basic action myself',
  P10: 'recruit hire buy crew pay two own colour',
  P11: 'play card action enter result tell tablet what happened',
  P12: 'action reaction cards look alike declare',
  P13: 'reaction react answer counter basic action',
  P14: 'one reaction only first two reactions second later',
  P15: 'who can react play a reaction anyone else own card reaction card discarded afterwards after resolve cancelled',
  P16: 'effects result enter resolve in order all together refused',
  P17: 'half halve halved halving crew twice steal two three no crew zero',
  P18: 'harbour steal never halved',
  P19: 'steal crew members not halved',
  P20: 'lose lost gone leave destroyed',
  P21: 'give gift treasure another player harbour card recruit',
  P22: 'draw discard card makes draw from the stack',
  P23: 'keep kept card in front',
  P24: 'end last card final round one more turn stack empty runs out',
  P25: 'points score own colour double',
  P26: 'all five colours bonus four',
  P27: 'most majority colour bonus two',
  P28: 'only holder sole monopoly six',
  P29: 'bonuses add up both most only together',
  P30: 'tie tied draw reaction cards hand',
  P31: 'conserved count total undo refused',
};
