// The logbook as a viewer may see it (the table's one rule, server/src/session/viewer-filter.ts):
// it holds only finished games, whose seats, scores and winners every tablet saw at the end. A
// spectator gets no undone game (its ending was taken back, maybe to be played otherwise), no
// damaged-line report and no renames list; a link to a game's log only where a spectator may read it.
import type { Viewer } from '../../../games/core/types.ts';
import type { Entry } from './lines.ts';
import { namer, type Renames } from './names.ts';

export interface ShownSeat {
  player: string;
  /** 1 for the first seat. */
  seat: number;
  /** The game's name for the seat, where it has one. */
  seatName?: string;
  score: number | null;
  winner: boolean;
  /** The seat that played first, where the game said. */
  began?: true;
}

export interface ShownGame {
  id: string;
  game: string;
  name: string;
  at: string;
  minutes: number | null;
  inputs: number;
  seats: ShownSeat[];
  winners: string[];
  highestWins: boolean;
  /** Where its log is: on the table now (GET /api/log), a saved game (GET /api/saved/:id/log), or not known. */
  log: { table: true } | { saved: string } | null;
  undone?: true;
}

export interface LinkCheck {
  /** Whether the game `key` is the one on the table, and whether `viewer` may read its log now. */
  onTable(key: string, viewer: Viewer): boolean;
  /** Whether the saved game is on the shelf. */
  onShelf(saved: string): boolean;
}

/** The games newest first, names as the logbook counts them now. */
export function gamesShownTo(entries: readonly Entry[], renames: Renames, viewer: Viewer, links: LinkCheck): ShownGame[] {
  const name = namer(renames);
  return entries
    .filter((e) => viewer === 'host' || !e.undone)
    .map((e): ShownGame => {
      const winners = new Set(e.winners);
      const log =
        e.saved === null ? (links.onTable(e.key, viewer) ? { table: true as const } : null) : e.saved && links.onShelf(e.saved) ? { saved: e.saved } : null;
      return {
        id: e.id,
        game: e.game,
        name: e.name,
        at: e.at,
        minutes: e.minutes,
        inputs: e.inputs,
        seats: e.seats.map((s, i) => ({
          player: name(s.player),
          seat: i + 1,
          ...(s.seat ? { seatName: s.seat } : {}),
          score: s.score,
          winner: winners.has(s.player),
          ...(s.began ? { began: true as const } : {}),
        })),
        winners: e.winners.map(name),
        highestWins: e.highestWins,
        log,
        ...(e.undone ? { undone: true as const } : {}),
      };
    })
    .reverse();
}
