// How Blackbeard's Booty teaches itself as it is played: this module is its `Teaching` (games/core/teach.ts),
// the set-up, its prompts explained, the rules it teaches at first use, and why a step did what it did.
export { explain } from './explain.ts';
export { setup } from './setup.ts';
export { inPlay, TOPICS as topics } from './topics.ts';
export { why } from './why.ts';

/** Words players use for a ruling that its text may not, by ruling id (Ask the rules finds it by them). */
export const words: Readonly<Record<string, string>> = {
  B1: 'coins 24 twelve each colour pairs faces 1 6 2 5 3 4',
  B2: 'squares names files ranks a1 chess board',
  B3: 'stack notation written bottom up slash',
  B4: 'set up start position back rank front rank',
  B5: 'colours choose gold silver pirates',
  B6: 'who starts first bag draw',
  B7: 'which pieces may move opponent stack split how to move a coin',
  B8: 'flip turn over seven number changes every move',
  B9: 'step direction diagonal neighbour move coin one square',
  B10: 'leap jump hop over',
  B11: 'land own colour empty square',
  B12: 'opponent coin push move theirs',
  B13: 'coin captures capture take equal same seven one less',
  B14: 'one less lower next wrap',
  B15: 'stack captures higher lower top',
  B16: 'captor goes on top nothing leaves board',
  B17: 'who owns owner belongs stack colour top recapture back',
  B18: 'move back return same square',
  B19: 'board turns rotate quarter lazy susan orientation',
  B20: 'score points count stacks single coins',
  B21: 'win target reach end',
  B22: 'target 21 13',
  B23: 'pass no move stuck',
  B24: 'neither pirate nobody both stuck game ends',
  B25: 'repetition same position three times draw',
  B26: 'tie equal scores shared',
  B27: 'order checks target hand over repetition',
  B28: 'coins conserved 24 on board count',
  B29: 'board differs tablet record wrong coin fix undo',
};
