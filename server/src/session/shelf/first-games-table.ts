// A table's first games (first-games.ts) as the session gives them their hands: its shelf for a
// new game, its simulated rig, its reader's attribution and its taps.
import type { GameRegistry } from '../../../../games/core/table.ts';
import type { SimMsg, TapMsg } from '#protocol';
import type { Result } from '../result.ts';
import { FirstGames } from './first-games.ts';
import type { FirstGameTable, FirstRoundPace } from './first-round.ts';

/** The session's parts a first game drives (table-session.ts): its shelf, simulated rig, reader and taps. */
interface Session {
  readonly games: { newGame(start: unknown, computer: Record<string, string>, beforeStart?: () => void): Result };
  readonly rig: { readonly simulated: boolean };
  sim(msg: SimMsg): Result | Promise<Result>;
  readonly reader: { attributeTap(who: string): Result };
  once(event: 'tap', heard: (t: TapMsg) => void): unknown;
}

/** The first games of `session`, whose `host` gives the table, its inputs and its announcements; kept in `file`. */
export function firstGamesOf(
  session: Session,
  host: Pick<FirstGameTable, 'table' | 'input' | 'changed'>,
  registry: GameRegistry,
  file: { path: string; warn(message: string): void },
  pace?: FirstRoundPace,
): FirstGames {
  const table: FirstGameTable = {
    ...host,
    newGame: (start, computer, beforeStart) => session.games.newGame(start, computer, beforeStart),
    sim: session.rig.simulated ? (m) => session.sim(m) : null,
    tapFor: (who) => session.reader.attributeTap(who),
    nextTap: () => new Promise((heard) => session.once('tap', heard)),
  };
  return new FirstGames(registry, table, file, pace);
}
