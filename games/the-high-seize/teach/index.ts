// How The High Seize teaches itself as it is played: this module is its `Teaching` (games/core/teach.ts),
// the set-up, its prompts explained, the rules it teaches at first use, and why a step did what it did.
export { explain } from './explain.ts';
export { setup } from './setup.ts';
export { inPlay, TOPICS as topics } from './topics.ts';
export { why } from './why.ts';

/** Words players use for a ruling that its text may not, by ruling id (Ask the rules finds it by them). */
export const words: Readonly<Record<string, string>> = {
  H1: 'players how many colours red blue green yellow neutral black',
  H2: 'card ids names letters numbers NS',
  H3: 'who starts first player left order next round',
  H4: 'how many rounds four game length long',
  H5: 'draw hand four 4 cards each round deck',
  H6: 'ship choose put down sail sailed twice once order',
  H7: 'turn order place one card pass every turn each turn',
  H8: 'face down any pile neutral other ship load put place own',
  H9: 'weight weigh value numbers house deck heavy light jewel worth',
  H10: 'printed numbers enter own weights values deck profile',
  H11: 'flip turn over reveal tap last card',
  H12: 'private tap secret hidden shown privately others see',
  H13: 'mis-tap mistake wrong card refused tapped twice colour',
  H14: 'weight pile weigh ship counts',
  H15: 'sink sinks sunk heaviest tie tied overload empty everything',
  H16: 'sunk lost gone out of the game discarded',
  H17: 'keep cargo port survive own colour goes home comes back neutral included ship kept set aside count ships',
  H18: 'other ship foreign cargo lose gain',
  H19: 'score points winner total value ships cargo tie',
  H20: 'hidden scores face down running score see',
  H21: 'undo refused wrong input',
  H22: 'cards conserved twenty count',
};
