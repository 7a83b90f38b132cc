// Every game Quartermaster can referee, by the `game` field of its `start` input.
import type { GameRegistry } from './core/table.ts';
import type { AnyGameModule } from './core/types.ts';
import { blackbeardsBooty } from './blackbeards-booty/index.ts';
import { loot } from './loot/index.ts';
import { plunder } from './plunder/index.ts';
import { sevenSeize } from './seven-seize/index.ts';

export const registry: GameRegistry = new Map<string, AnyGameModule>([
  [sevenSeize.id, sevenSeize as AnyGameModule],
  [loot.id, loot as AnyGameModule],
  [blackbeardsBooty.id, blackbeardsBooty as AnyGameModule],
  [plunder.id, plunder as AnyGameModule],
]);
