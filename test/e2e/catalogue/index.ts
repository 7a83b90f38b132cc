// The whole screen catalogue, group by group (each group's entries run in order on one server:
// a test file each, and `npm run screenshots` draws them all).
import type { Entry } from './entry.ts';
import { BOOTY } from './entries/booty.ts';
import { HIGH_SEIZE } from './entries/high-seize.ts';
import { LOOT } from './entries/loot.ts';
import { learnedScale, PLUNDER } from './entries/plunder.ts';
import { RIG_AND_LOGBOOK } from './entries/rig-and-logbook.ts';
import { SEVEN_SEIZE } from './entries/seven-seize.ts';
import { SEVEN_SEIZE_WEIGH_OFF } from './entries/seven-seize-weigh-off.ts';
import { SHELF_AND_HEADER } from './entries/shelf-and-header.ts';
import { SHELL } from './entries/shell.ts';
import { TEACH } from './entries/teach.ts';

/** A group of entries; `prepare` writes what its table holds before its server starts (into its data directory). */
export interface Group {
  group: string;
  entries: readonly Entry[];
  prepare?(dataDir: string): void;
}

export const CATALOGUE: readonly Group[] = [
  { group: 'shell', entries: SHELL },
  { group: 'the shelf and the header', entries: SHELF_AND_HEADER },
  { group: 'the Logbook and the rig', entries: RIG_AND_LOGBOOK },
  { group: '7 Seize', entries: SEVEN_SEIZE },
  { group: '7 Seize’s weigh-off', entries: SEVEN_SEIZE_WEIGH_OFF },
  { group: 'Loot', entries: LOOT },
  { group: 'The High Seize', entries: HIGH_SEIZE },
  { group: 'Plunder!', entries: PLUNDER, prepare: learnedScale },
  { group: "Blackbeard's Booty", entries: BOOTY },
  { group: 'teaching', entries: TEACH },
];
