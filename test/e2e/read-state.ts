// The session as the host reads it over HTTP, for the browser tests and the screen catalogue's
// entries (no vitest here: scripts/screenshots.ts loads the entries outside it).
import { STEP_TIMEOUT_MS } from './timeouts.ts';

export interface SessionSnapshot {
  version: number;
  role: string;
  tapFor: string | null;
  inputs: number;
  position: number;
  firstGame?: { kind: string; state: string; step: number; steps: number; said: string; back?: boolean };
  view: {
    game: string | null;
    round?: number;
    phase?: string;
    captain?: string | null;
    bag?: number;
    stashes?: { red: number; black: number };
    collections?: Record<string, number>;
    participants?: string[];
    players?: string[];
    options?: { cursedTreasure: boolean };
    weighOff?: {
      remaining: string[];
      eliminated: string[];
      contest: { left: string; right: string; setAside: Record<string, number> } | null;
      results: unknown[];
    } | null;
    winners?: string[];
    events?: string[];
    lastReveal?: { round: number; phase: string; cards: Record<string, string> } | null;
    awaiting: { type: string; [k: string]: unknown } | null;
  };
  weigh: {
    stage: string;
    message: string;
    verdict: string | null;
    contest: { left: string; right: string } | null;
    pan?: { on: 'left' | 'right' | null; left: number | null; right: number | null };
    taring?: { secondsLeft: number; ofSeconds: number };
  };
  device: { state: string; sim: boolean; cups: 1 | 2; hasReader: boolean };
  computer?: { seats: Record<string, string>; thinking: string | null; lesson?: true; problem?: string };
  cards: { enrolled: number; enrolment: { next: string | null; missing: string[] } | null };
}

/** Reads the session as the host sees it (reading only: every action goes through the UI). */
export async function readState(server: { url: string; token: string }): Promise<SessionSnapshot> {
  const res = await fetch(new URL('api/state', server.url), {
    headers: { authorization: `Bearer ${server.token}` },
    signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
  }).catch((e: Error) => {
    throw new Error(`GET /api/state: ${e.name === 'TimeoutError' ? `no answer in ${STEP_TIMEOUT_MS / 1000} s` : e.message}`);
  });
  if (!res.ok) throw new Error(`GET /api/state: HTTP ${res.status}`);
  return (await res.json()) as SessionSnapshot;
}
