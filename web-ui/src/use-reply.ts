// One reply of the table's HTTP API for a screen: read when `key` moves (null: not wanted now, nothing
// is read) and again on `reread()`; a reply for a key the screen has moved on from is dropped.
import { useCallback, useEffect, useState } from 'preact/hooks';
import { t } from './i18n/i18n.ts';

export interface Reply<T> {
  reply: T | null;
  problem: string | null;
  reread: () => void;
}

/** GET `path`; `what` names it in the problem a failed read shows ("the shelf"). */
export function useReply<T>(path: string, key: string | null, what: string, headers: () => Record<string, string> = () => ({})): Reply<T> {
  const [reply, setReply] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    fetch(path, { headers: headers() })
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const body = (await r.json()) as T;
        if (live) {
          setReply(body);
          setProblem(null);
        }
      })
      .catch((e: Error) => live && setProblem(t('The {what} could not be read: {why}', { what, why: e.message })));
    return () => {
      live = false;
    };
  }, [key, reads]);
  const reread = useCallback(() => setReads((n) => n + 1), []);
  return { reply, problem, reread };
}
