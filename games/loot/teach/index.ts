// How Loot teaches itself as it is played (games/core/teach.ts): its set-up, its prompts explained,
// the rules it teaches at first use, and why a step did what it did.
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
    L4: 'mis-tap same card twice reshuffle',
    L6: 'deal how many cards each six hand count',
    L10: 'attack colour fleet pirate open second colour',
    L11: 'captain crown',
    L12: 'admiral defend protect own',
    L13: 'lead leader strongest skulls tie equal wins battle last captain',
    L15: 'capture take win ship keep gold start of turn',
    L18: 'discard throw away last resort',
    L19: 'empty pile no draw deck out',
    L20: 'empty hand no cards must draw',
    L21: 'end game over ends at sea nobody',
    L23: 'report hand merchants left',
    L24: 'score points gold minus hand negative',
    L25: 'winner tie shared draw',
    L27: 'team partner partners',
    L28: 'hidden gold secret face down score shown',
  },
};
