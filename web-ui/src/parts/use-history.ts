// The game's history (GET /api/history, as this tablet may read it), read again whenever `key`
// moves (a step taken or undone, another game); null `key`: not wanted now, nothing is read. Only
// the steps this tablet lacks are asked for: it says how many it holds and their digest, and the
// server sends the rest, or everything again where what it holds no longer stands (an undo).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { HistoryReply } from '#protocol';
import { hostToken } from '../connection.ts';

/** The steps held with what the server answered last, and what to ask for next. */
export function historyQuery(held: HistoryReply | null): string {
  return held ? `api/history?since=${held.steps.length}&of=${held.digest}` : 'api/history';
}

/** The history held, brought up to date by a reply to `historyQuery(held)`. */
export function withReply(held: HistoryReply | null, reply: HistoryReply): HistoryReply {
  return reply.from > 0 && held ? { ...reply, from: 0, steps: [...held.steps.slice(0, reply.from), ...reply.steps] } : reply;
}

export function useHistory(key: string | null): { history: HistoryReply | null; problem: string | null } {
  const [history, setHistory] = useState<HistoryReply | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const held = useRef<HistoryReply | null>(null);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const token = hostToken();
    fetch(historyQuery(held.current), { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then(async (r) => {
        // A spectator of a game that hides something reads it at the end: the server says why.
        if (!r.ok) throw new Error(((await r.json().catch(() => null)) as { message?: string } | null)?.message ?? `HTTP ${r.status}`);
        const body = (await r.json()) as HistoryReply;
        if (live) {
          held.current = withReply(held.current, body);
          setHistory(held.current);
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
