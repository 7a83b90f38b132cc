// The shelf's data (GET /api/shelf): the registered games and the games put away. Fetched again
// whenever the session moves (a game started, put away or resumed).
import { useEffect, useState } from 'preact/hooks';
import type { ShelfReply } from '../../../server/src/protocol.ts';

export function useShelf(key: string): { shelf: ShelfReply | null; problem: string | null } {
  const [shelf, setShelf] = useState<ShelfReply | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
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
  }, [key]);
  return { shelf, problem };
}
