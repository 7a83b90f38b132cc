// Plunder! as a module of the game-agnostic core, and what the shelf says of it.
import type { GameDescription, GameModule } from '../core/types.ts';
import { apply, awaiting, start } from './flow.ts';
import { parseInput, type PlunderInput, type StartInput } from './inputs.ts';
import type { PlunderState } from './state.ts';
import { view } from './view.ts';

export const plunder: GameModule<PlunderState, PlunderInput> = {
  id: 'plunder',
  parseInput,
  start: (input) => (input.type === 'start' ? start(input as StartInput) : { ok: false, reason: 'the first input must be start' }),
  apply,
  awaiting,
  view,
};

export const plunderDescription: GameDescription = {
  id: 'plunder',
  name: 'Plunder!',
  blurb: 'Steal treasures and crew, 3–5 pirates: the companion keeps the ledger and the scale counts the pieces.',
  players: [3, 4, 5],
  // P4: the card texts are unknown, so cards are not tapped on the reader.
  deck: null,
  scale: 'count',
  options: [
    {
      key: 'mostTie',
      label: 'Tied for the most of a colour',
      kind: 'choice',
      default: 'all',
      choices: ['all', 'none'],
      help: 'P27: every tied leader gets the +2, or nobody does',
    },
  ],
};

export type { PlunderState } from './state.ts';
export type { PlunderInput } from './inputs.ts';
