// A count of the scale against the ledger. The scale counts one holder's treasures of one colour
// (or their crew) poured into the cup; where it differs from the ledger the table decides which
// stands. When the count stands, a `recount` input sets the ledger to it, the difference going to or
// coming from the harbour, so that P31's conservation still holds.
import { HARBOUR } from './inputs.ts';
import type { Colour, PlunderState } from './state.ts';

/** What is poured into the cup: treasures of one colour, or crew members. */
export type Counted = Colour | 'crew';

export interface CountCheck {
  holder: string;
  colour: Counted;
  ledger: number;
  counted: number;
  agrees: boolean;
  /** In words for the tablet. */
  message: string;
}

export function checkCount(s: PlunderState, holder: string, colour: Counted, counted: number): CountCheck | string {
  const h = holder === HARBOUR ? s.harbour : s.players.find((p) => p.name === holder);
  if (!h) return `no player "${holder}" (or "harbour")`;
  const ledger = colour === 'crew' ? h.crew : h.treasures[colour];
  const whose = holder === HARBOUR ? 'the harbour' : holder;
  const agrees = ledger === counted;
  const message = agrees
    ? `the scale counts ${counted} ${colour} for ${whose}, as the ledger says`
    : `the scale counts ${counted} ${colour} for ${whose}, the ledger says ${ledger}: decide which stands`;
  return { holder, colour, ledger, counted, agrees, message };
}

/** Sets `player`'s treasures of `colour` to `count`, balanced against the harbour; a reason when impossible. */
export function recount(s: PlunderState, player: string, colour: Colour, count: number): string | null {
  const p = s.players.find((q) => q.name === player);
  if (!p) return `recount: no player "${player}" at this table`;
  const more = count - p.treasures[colour];
  if (more > s.harbour.treasures[colour])
    return `recount: ${player} would hold ${more} more ${colour} than the ledger, but the harbour holds only ${s.harbour.treasures[colour]} (P31)`;
  p.treasures[colour] = count;
  s.harbour.treasures[colour] -= more;
  return null;
}

/** Sets `player`'s crew to `count`, balanced against the harbour's crew; a reason when impossible. */
export function recountCrew(s: PlunderState, player: string, count: number): string | null {
  const p = s.players.find((q) => q.name === player);
  if (!p) return `recount: no player "${player}" at this table`;
  const more = count - p.crew;
  if (more > s.harbour.crew) return `recount: ${player} would have ${more} more crew than the ledger, but the harbour has only ${s.harbour.crew} (P31)`;
  p.crew = count;
  s.harbour.crew -= more;
  return null;
}
