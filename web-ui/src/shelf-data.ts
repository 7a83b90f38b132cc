// The shelf's data (GET /api/shelf): the registered games and the games put away. Fetched again
// whenever the session moves (a game started, put away or resumed), and when this tablet deletes
// a saved game (which moves nothing at the table: `refreshShelf`).
import { useEffect } from 'preact/hooks';
import { useReply } from './use-reply.ts';
import type { ShelfReply } from '#protocol';
import { t } from './i18n/i18n.ts';

const readers = new Set<() => void>();

/** Reads the shelf again on this tablet. */
export function refreshShelf(): void {
  for (const read of readers) read();
}

export function useShelf(key: string): { shelf: ShelfReply | null; problem: string | null } {
  const { reply, problem, reread } = useReply<ShelfReply>('api/shelf', key, t('shelf'));
  useEffect(() => {
    readers.add(reread);
    return () => {
      readers.delete(reread);
    };
  }, [reread]);
  return { shelf: reply, problem };
}
