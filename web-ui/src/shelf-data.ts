// The shelf's data (GET /api/shelf): the registered games and the games put away. Fetched again
// whenever the session moves (a game started, put away or resumed), and when this tablet deletes
// a saved game (which moves nothing at the table: `refreshShelf`).
import { useEffect, useState } from 'preact/hooks';
import type { ShelfReply } from '#protocol';

const readers = new Set<() => void>();

/** Reads the shelf again on this tablet. */
export function refreshShelf(): void {
  for (const read of readers) read();
}

export function useShelf(key: string): { shelf: ShelfReply | null; problem: string | null } {
  const [shelf, setShelf] = useState<ShelfReply | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    const read = (): void => setReads((n) => n + 1);
    readers.add(read);
    return () => {
      readers.delete(read);
    };
  }, []);
  useEffect(() => {
    let live = true;
    fetch('api/shelf')
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const body = (await r.json()) as ShelfReply;
        if (live) {
          setShelf(body);
          setProblem(null);
        }
      })
      .catch((e: Error) => live && setProblem(`The shelf could not be read: ${e.message}`));
    return () => {
      live = false;
    };
  }, [key, reads]);
  return { shelf, problem };
}
