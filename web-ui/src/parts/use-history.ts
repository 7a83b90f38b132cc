// The game's history (GET /api/history, as this tablet may read it), read again whenever `key`
// moves (a step taken or undone, another game); null `key`: not wanted now, nothing is read.
import { useEffect, useState } from 'preact/hooks';
import type { HistoryReply } from '../../../server/src/protocol.ts';
import { hostToken } from '../connection.ts';

export function useHistory(key: string | null): { history: HistoryReply | null; problem: string | null } {
  const [history, setHistory] = useState<HistoryReply | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const token = hostToken();
    fetch('api/history', { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then(async (r) => {
        // A spectator of a game that hides something reads it at the end: the server says why.
        if (!r.ok) throw new Error(((await r.json().catch(() => null)) as { message?: string } | null)?.message ?? `HTTP ${r.status}`);
        const body = (await r.json()) as HistoryReply;
        if (live) {
          setHistory(body);
          setProblem(null);
        }
      })
      .catch((e: Error) => live && setProblem(e.message));
    return () => {
      live = false;
    };
  }, [key]);
  return { history, problem };
}
