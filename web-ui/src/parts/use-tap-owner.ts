// The reader cannot tell whose card it reads: the server gives the next tap to the one asked
// (`tapFor`, a player or a pile). While cards are awaited the host's tablet keeps one of `waiting`
// asked (the first, when none is), so a tap always has an owner.
import { useEffect } from 'preact/hooks';
import { useTable } from '../context.ts';

/** Who the next tap is for: the one asked if still waiting, else the first waiting (or null when none is). */
export function useTapOwner(tapFor: string | null, waiting: readonly string[]): string | null {
  const { send, isHost } = useTable();
  const asked = tapFor !== null && waiting.includes(tapFor) ? tapFor : null;
  const first = waiting[0] ?? null;
  useEffect(() => {
    if (isHost && asked === null && first !== null) send({ type: 'attributeTap', player: first });
  }, [isHost, asked, first]);
  return asked ?? first;
}
