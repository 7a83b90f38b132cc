// How Plunder! teaches itself as it is played: this module is its `Teaching` (games/core/teach.ts),
// the set-up, its prompts explained, the rules it teaches at first use, and why a step did what it did.
export { explain } from './explain.ts';
export { setup } from './setup.ts';
export { inPlay, TOPICS as topics } from './topics.ts';
export { why } from './why.ts';

/** Words players use for a ruling that its text may not, by ruling id (Ask the rules finds it by them). */
export const words: Readonly<Record<string, string>> = {
  P3: 'deal dealt how many cards five stack removed',
  P6: 'refill hand five cards draw',
  P7: 'pass skip nothing to do',
  P8: 'discard draw swap card',
  P9: 'steal take one treasure basic action',
  P10: 'recruit hire buy crew pay two',
  P13: 'reaction react answer counter',
  P14: 'one reaction only first',
  P17: 'half halve halved halving crew twice steal two three',
  P18: 'harbour steal never halved',
  P20: 'lose lost gone leave destroyed',
  P24: 'end last card final round one more turn stack empty',
  P25: 'points score own colour double',
  P26: 'all five colours bonus four',
  P27: 'most majority colour bonus two',
  P28: 'only holder sole monopoly six',
  P30: 'tie tied draw reaction cards hand',
};
