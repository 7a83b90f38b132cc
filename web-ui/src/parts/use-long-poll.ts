// A status the table versions (the rig check's, the setup guide's, the firmware update's: GET with
// `?after=` the version last read, answered once it moves; server/API.md), followed while a screen
// is open, and `act` to POST an action whose reply is the new status. `token`: the host tablet's,
// handed in so that a screen that comes down apart from the shell need not load the connection.
import { useEffect, useRef, useState } from 'preact/hooks';

export interface LongPoll<S> {
  status: S | null;
  /** Why the table did not answer a reading, or why it refused the last action. */
  problem: { why: string; from: 'reading' | 'action' } | null;
  act(path: string, body: object): Promise<void>;
}

async function call<S>(token: string | null, path: string, body?: object, signal?: AbortSignal): Promise<S> {
  const auth: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const r = await fetch(
    path,
    body
      ? { method: 'POST', headers: { 'content-type': 'application/json', ...auth }, body: JSON.stringify(body) }
      : { headers: auth, ...(signal ? { signal } : {}) },
  );
  if (r.status === 404 && !body) throw new NoneHere();
  const json = (await r.json()) as S | { message: string };
  if (!r.ok) throw new Error(typeof json === 'object' && json !== null && 'message' in json ? json.message : `HTTP ${r.status}`);
  return json as S;
}

/** The table has no such status (a simulated rig has no firmware to bring): no more asking. */
class NoneHere extends Error {}

/** `url`: the status's (null: nothing to follow). Of a reading and an action's reply the newer
 * version shows (a reading sent before the action may still hold what the action changed). A
 * reading older than the last one, or older than what shows with no action on its way, means the
 * server started again: it shows. While the table is away it is asked again every 2 s. */
export function useLongPoll<S extends { version: number }>(url: string | null, token: () => string | null): LongPoll<S> {
  const [status, setStatus] = useState<S | null>(null);
  const [problem, setProblem] = useState<LongPoll<S>['problem']>(null);
  const shown = useRef(-1);
  const acting = useRef(0);
  const show = (s: S) => {
    if (s.version < shown.current) return;
    shown.current = s.version;
    setStatus(s);
  };
  useEffect(() => {
    if (url === null) return;
    const stop = new AbortController();
    void (async () => {
      let after: number | null = null;
      while (!stop.signal.aborted) {
        try {
          const s: S = await call<S>(token(), `${url}${after === null ? '' : `?after=${after}`}`, undefined, stop.signal);
          const restarted = (after !== null && s.version < after) || (s.version < shown.current && acting.current === 0);
          if (restarted) shown.current = -1;
          after = s.version;
          show(s);
        } catch (e) {
          if (stop.signal.aborted || e instanceof NoneHere) return;
          setProblem({ why: (e as Error).message, from: 'reading' });
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
      }
    })();
    return () => stop.abort();
  }, [url]);
  const act = (path: string, body: object) => {
    acting.current++;
    return call<S>(token(), path, body)
      .then(
        (s) => {
          show(s);
          setProblem(null);
        },
        (e: Error) => setProblem({ why: e.message, from: 'action' }),
      )
      .finally(() => {
        acting.current--;
      });
  };
  return { status, problem, act };
}
