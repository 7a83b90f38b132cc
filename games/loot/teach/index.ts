// How Loot teaches itself as it is played: this module is its `Teaching` (games/core/teach.ts),
// the set-up, its prompts explained, the rules it teaches at first use, and why a step did what it did.
export { explain } from './explain.ts';
export { setup } from './setup.ts';
export { inPlay, TOPICS as topics } from './topics.ts';
export { why } from './why.ts';

/** Words players use for a ruling that its text may not, by ruling id (Ask the rules finds it by them). */
export const words: Readonly<Record<string, string>> = {
  L1: 'deck merchant ships pirate ships skulls captains admiral gold values',
  L2: 'colours blue green purple yellow gold',
  L3: 'card names ids letters numbers copy',
  L4: 'mis-tap same card twice reshuffle discard pile never comes back',
  L5: 'players how many number seats order first player dealer',
  L6: 'deal how many cards each six hand count draw pile size',
  L7: 'turn order clockwise one action per turn',
  L8: 'side player team',
  L9: 'merchant ship sail send to sea in front no target play at sea',
  L10: 'attack colour fleet pirate open second colour strengthen add same colour own ship',
  L11: 'captain crown partner team colour attacking attack own only',
  L12: 'admiral defend protect own merchant ship only yours not someone else',
  L13: 'lead leader strongest strength same skulls tie equal wins battle last captain admiral beats',
  L14: 'take back strength only grows since last turn retained',
  L15: 'capture take win ship keep gold start of turn pirates discarded merchant won',
  L16: 'partner checks first partner capture check team',
  L17: 'announce sound news capture shown',
  L18: 'discard throw away last resort',
  L19: 'empty pile no draw deck out',
  L20: 'empty hand no cards left must draw',
  L21: 'end game over ends at sea nobody deck runs out last card',
  L22: 'sit out skip no cards partnership empty pile',
  L23: 'report hand merchants left tap none',
  L24: 'score points gold minus hand negative against',
  L25: 'winner tie shared draw',
  L26: 'cards conserved total 78 100 gold',
  L27: 'team partner partners pairs',
  L28: 'hidden gold secret face down score shown number captured',
};
