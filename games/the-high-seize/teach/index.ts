// How The High Seize teaches itself as it is played: this module is its `Teaching` (games/core/teach.ts),
// the set-up, its prompts explained, the rules it teaches at first use, and why a step did what it did.
export { explain } from './explain.ts';
export { setup } from './setup.ts';
export { inPlay, TOPICS as topics } from './topics.ts';
export { why } from './why.ts';

/** Words players use for a ruling that its text may not, by ruling id (Ask the rules finds it by them). */
export const words: Readonly<Record<string, string>> = {
  H3: 'who starts first player left order',
  H4: 'how many rounds four game length long',
  H6: 'ship choose put down',
  H7: 'turn order place one card pass',
  H8: 'face down any pile neutral other ship',
  H9: 'weight value numbers house deck heavy light jewel',
  H11: 'flip turn over reveal tap',
  H12: 'private tap secret hidden',
  H14: 'weight pile weigh',
  H15: 'sink sinks sunk heaviest tie tied overload',
  H16: 'sunk lost gone out of the game',
  H17: 'keep cargo port survive own colour goes home',
  H18: 'other ship foreign cargo',
  H19: 'score winner total value',
  H20: 'hidden scores face down',
};
