// GET /api/logbook's answer (schema.ts) as a viewer may see it: the games (shown.ts), what the
// stats make of them (stats.ts), and for the host the renames in force and the lines skipped.
import type { Viewer } from '../../../games/core/types.ts';
import type { Entry } from './lines.ts';
import type { Renames } from './names.ts';
import type { LogbookReply } from '#protocol';
import { gamesShownTo, type LinkCheck } from './shown.ts';
import { logbookStats } from './stats.ts';

export interface LogbookRead {
  entries: readonly Entry[];
  renames: Renames;
  problems: readonly string[];
}

export function logbookReply(book: LogbookRead, viewer: Viewer, links: LinkCheck): LogbookReply {
  const games = gamesShownTo(book.entries, book.renames, viewer, links);
  const { players, headToHead, games: perGame } = logbookStats(games);
  const host = viewer === 'host' ? { names: book.renames.map(({ from, to }) => ({ from, to })), problems: [...book.problems] } : {};
  return { games, players, headToHead, perGame, ...host };
}
