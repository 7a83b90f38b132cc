// The table Plunder!'s catalogue files check on, in every engine: its scale has learned a
// treasure's weight (entries/plunder.ts), so the count-ready entry starts at its Tare.
import { type ServerOptions, tempDataDir } from '../harness.ts';
import { learnedScale } from './entries/plunder.ts';

export function plunderTable(): ServerOptions {
  const dataDir = tempDataDir();
  learnedScale(dataDir);
  return { dataDir };
}
