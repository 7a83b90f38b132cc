// How Blackbeard's Booty teaches itself as it is played (games/core/teach.ts): its set-up, its
// prompts explained, the rules it teaches at first use, and why a step did what it did.
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
    B6: 'who starts first bag draw',
    B7: 'which pieces may move opponent stack split',
    B8: 'flip turn over seven number changes',
    B9: 'step direction diagonal neighbour',
    B10: 'leap jump hop over',
    B11: 'land own colour empty square',
    B12: 'opponent coin push move theirs',
    B13: 'coin captures capture take equal same seven one less',
    B14: 'one less lower next wrap',
    B15: 'stack captures higher lower top',
    B16: 'on top nothing leaves board',
    B17: 'who owns owner belongs stack colour top recapture back',
    B18: 'move back return same square',
    B19: 'board turns rotate quarter lazy susan orientation',
    B20: 'score points count stacks single coins',
    B21: 'win target reach end',
    B22: 'target 21 13',
    B23: 'pass no move stuck',
    B25: 'repetition same position three times draw',
    B26: 'tie equal scores shared',
  },
};
