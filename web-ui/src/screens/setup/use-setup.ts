// The setup guide's status, followed change by change (`?after=`) while the screen is open, and
// `act` for a builder's action (GET/POST /api/setup, server/API.md).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SetupActionBody, SetupStatus } from '#protocol';

async function call(token: string | null, path: string, body?: SetupActionBody, signal?: AbortSignal): Promise<SetupStatus> {
  const auth = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  const r = await fetch(
    path,
    body
      ? { method: 'POST', headers: { 'content-type': 'application/json', ...auth() }, body: JSON.stringify(body) }
      : { headers: auth(), ...(signal ? { signal } : {}) },
  );
  const json = (await r.json()) as SetupStatus | { message: string };
  if (!r.ok) throw new Error('message' in json ? json.message : `HTTP ${r.status}`);
  return json as SetupStatus;
}

export interface SetupView {
  status: SetupStatus | null;
  /** Why the table did not answer, or why it refused the last action. */
  problem: string | null;
  act(body: SetupActionBody): Promise<void>;
}

/** `hostToken`: the connection's (handed in: this module comes down with the guide, apart from the shell's). */
export function useSetup(hostToken: () => string | null): SetupView {
  const [status, setStatus] = useState<SetupStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = useRef(-1);
  const show = (s: SetupStatus) => {
    if (s.version < shown.current) return;
    shown.current = s.version;
    setStatus(s);
  };
  useEffect(() => {
    const stop = new AbortController();
    void (async () => {
      let after: number | null = null;
      while (!stop.signal.aborted) {
        try {
          const s = await call(hostToken(), `api/setup${after === null ? '' : `?after=${after}`}`, undefined, stop.signal);
          // A version older than what shows: the server started again.
          if (after !== null && s.version < after) shown.current = -1;
          after = s.version;
          show(s);
        } catch (e) {
          if (stop.signal.aborted) return;
          setProblem((e as Error).message);
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
      }
    })();
    return () => stop.abort();
  }, []);
  const act = (body: SetupActionBody) =>
    call(hostToken(), 'api/setup', body).then(
      (s) => {
        show(s);
        setProblem(null);
      },
      (e: Error) => setProblem(e.message),
    );
  return { status, problem, act };
}
