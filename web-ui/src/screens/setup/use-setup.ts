// The setup guide's status, followed change by change while the screen is open, and `act` for a
// builder's action (GET/POST /api/setup, server/API.md).
import type { SetupActionBody, SetupStatus } from '#protocol';
import { useLongPoll } from '../../parts/use-long-poll.ts';

export interface SetupView {
  status: SetupStatus | null;
  /** Why the table did not answer, or why it refused the last action. */
  problem: string | null;
  act(body: SetupActionBody): Promise<void>;
}

/** `hostToken`: the connection's (handed in: this module comes down with the guide, apart from the shell's). */
export function useSetup(hostToken: () => string | null): SetupView {
  const { status, problem, act } = useLongPoll<SetupStatus>('api/setup', hostToken);
  return { status, problem: problem?.why ?? null, act: (body) => act('api/setup', body) };
}
