// The High Seize: ships chosen, cargo placed, the flip, and the final scores.
import type { Entry } from '../entry.ts';
import { highSeize } from '../logs.ts';
import { atStep, awaits, rematch, upTo } from '../reach.ts';

const to = (type: string) => (): unknown[] => upTo(highSeize(), awaits(type), type);

export const HIGH_SEIZE: readonly Entry[] = [
  atStep('high-seize/ships', 'each captain picks a ship', to('ship'), 'hs-ships', (p) => p.getByTestId('hs-ships').getByRole('button').first()),
  atStep('high-seize/place', 'a captain places cargo on a ship', to('place'), 'hs-place', (p) => p.getByTestId('hs-place').getByRole('button').first()),
  atStep('high-seize/flip', 'the flip: each card tapped on its pile', to('reveal'), 'hs-flip', (p) => p.getByTestId('hs-tap-for')),
  atStep('high-seize/end', 'the final scores', to('end'), 'hs-final', rematch),
];
