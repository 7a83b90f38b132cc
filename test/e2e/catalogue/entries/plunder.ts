// Plunder!: a pirate's turn, a card's effects resolved, a tie at the end, and the end screen.
import type { Entry } from '../entry.ts';
import { plunder, plunderTied } from '../logs.ts';
import { atStep, awaits, rematch, upTo } from '../reach.ts';

const to = (type: string) => (): unknown[] => upTo(plunder(), awaits(type), type);

export const PLUNDER: readonly Entry[] = [
  atStep('plunder/turn', "a pirate's turn: steal, recruit, play or pass", to('action'), 'plunder-actions', (p) =>
    p.getByTestId('plunder-actions').getByRole('button').first(),
  ),
  atStep('plunder/resolve', "a card's effects to resolve", to('resolve'), 'plunder-resolve', (p) =>
    // Who reacts, or the kind of card played: the first choices of the panel.
    p.getByTestId('plunder-resolve').getByRole('button').first(),
  ),
  atStep(
    'plunder/tiebreak',
    'tied for the most points: the reaction cards in hand, counted (P30)',
    () => upTo(plunderTied(), awaits('reactions'), 'the tiebreak'),
    'plunder-tiebreak',
    (p) => p.getByTestId('plunder-tiebreak').getByRole('button').first(),
  ),
  atStep('plunder/end', 'the end screen: the winners and the ledger', to('end'), 'plunder-winners', rematch),
];
