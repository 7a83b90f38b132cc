// Every game Quartermaster can referee, by the `game` field of its `start` input. Adding a game is
// one line here (its rules), one in web-ui/src/games/index.ts (its screens) and docs/rules/<id>.md.
import type { GameRegistry } from './core/table.ts';
import type { AnyGameModule } from './core/types.ts';
import { blackbeardsBooty } from './blackbeards-booty/index.ts';
import { loot } from './loot/index.ts';
import { plunder } from './plunder/index.ts';
import { sevenSeize } from './seven-seize/index.ts';
import { theHighSeize } from './the-high-seize/index.ts';

export const registry: GameRegistry = new Map<string, AnyGameModule>([
  [sevenSeize.id, sevenSeize as AnyGameModule],
  [loot.id, loot as AnyGameModule],
  [blackbeardsBooty.id, blackbeardsBooty as AnyGameModule],
  [plunder.id, plunder as AnyGameModule],
  [theHighSeize.id, theHighSeize as AnyGameModule],
]);
