// The logbook's data (GET /api/logbook, as this tablet may see it), read again whenever a game
// finishes, is put away or taken up (the key moves), and after this tablet renames a player or undoes a rename;
// and whether the table has played a game (what "Teach me" starts from).
import type { LogbookReply } from '#protocol';
import { hostToken } from '../../connection.ts';
import { useReply } from '../../use-reply.ts';
import { t } from '../../i18n/i18n.ts';

const auth = (): Record<string, string> => {
  const token = hostToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

/** `key` null: not wanted now, nothing is read. */
export function useLogbook(key: string | null): { book: LogbookReply | null; problem: string | null; reread: () => void } {
  const { reply, problem, reread } = useReply<LogbookReply>('api/logbook', key, t('logbook'), auth);
  return { book: reply, problem, reread };
}

/** Whether the table has finished a game of `game`: the game on the table too when `withTable` (the
 * new-game form's question), else only games before it (the one being learnt does not count once over). */
export function playedBefore(book: Pick<LogbookReply, 'games'>, game: string, withTable: boolean): boolean {
  return book.games.some((g) => g.game === game && g.undone !== true && (withTable || !(g.log !== null && 'table' in g.log)));
}

/** Whether the table has played `game` (null: no game asked, or the logbook is being read; `key`
 * moves: read again). A logbook that cannot be read says no: better a lesson too many than a
 * newcomer left alone. */
export function usePlayed(game: string | null, key: string, withTable: boolean): boolean | null {
  const { book, problem } = useLogbook(game === null ? null : `${game}-${key}`);
  if (game === null) return null;
  if (problem) return false;
  return book ? playedBefore(book, game, withTable) : null;
}

/** The host counts the player shown as `from` as `to` from now on; the server's refusal in words, or null. */
export const renamePlayer = (from: string, to: string): Promise<string | null> => changeNames('api/logbook/names', { from, to });

/** The host undoes the rename of `from` (a name as played, as the renames in force list it). */
export const undoRename = (from: string): Promise<string | null> => changeNames('api/logbook/names/undo', { from });

async function changeNames(url: string, body: Record<string, string>): Promise<string | null> {
  let r: Response;
  try {
    r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...auth() }, body: JSON.stringify(body) });
  } catch (e) {
    return t('The table could not be reached: {why}', { why: (e as Error).message });
  }
  if (r.ok) return null;
  const reply = (await r.json().catch(() => ({}))) as { message?: string };
  return reply.message ?? `HTTP ${r.status}`;
}
