// How Plunder! teaches itself as it is played (games/core/teach.ts): its set-up, its prompts
// explained, the rules it teaches at first use, and why a step did what it did.
import type { Teaching } from '../../core/teach.ts';
import { explain } from './explain.ts';
import { setup } from './setup.ts';
import { inPlay, TOPICS } from './topics.ts';
import { why } from './why.ts';

export const teaching: Teaching = {
  setup,
  explain,
  topics: TOPICS,
  inPlay,
  why,
  words: {
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
  },
};
