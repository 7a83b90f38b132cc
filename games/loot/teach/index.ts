// How Loot teaches itself as it is played: this module is its `Teaching` (games/core/teach.ts),
// the set-up, its prompts explained, the rules it teaches at first use, and why a step did what it did.
export { explain } from './explain.ts';
export { setup } from './setup.ts';
export { inPlay, TOPICS as topics } from './topics.ts';
export { why } from './why.ts';

/** Words players use for a ruling that its text may not, by ruling id (Ask the rules finds it by them). */
export const words: Readonly<Record<string, string>> = {
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
};
