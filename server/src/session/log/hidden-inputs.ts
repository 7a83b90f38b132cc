// The input log as the table may see it. During a simultaneous reveal the view hides the cards
// until everyone has revealed; the log served over HTTP must not give them away either, so the
// reveals of a reveal still under way are left out until it completes.
import { awaitingAt, type Step, type Table } from '../../../../games/core/table.ts';
import type { Awaiting, GameInput } from '../../../../games/core/types.ts';

const names = (a: Awaiting): string[] => (Array.isArray(a.players) ? a.players.filter((p): p is string => typeof p === 'string') : []);

/** A reveal that leaves the same reveal waiting on fewer players: its card is still hidden. */
function stillHidden(input: GameInput, before: Awaiting | null, after: Awaiting | null): boolean {
  if (input.type !== 'reveal' || before?.type !== 'reveal' || after?.type !== 'reveal' || before.phase !== after.phase) return false;
  const was = names(before);
  const now = names(after);
  return now.length < was.length && now.every((p) => was.includes(p));
}

/** One accepted input as the table may tell it, and the step (the position) it led to. */
export interface PublicStep {
  input: GameInput;
  step: Step;
}

/** The accepted steps, oldest first, less the trailing reveals whose cards are not public yet. */
export function publicSteps(table: Table): PublicStep[] {
  const out: PublicStep[] = [];
  const m = table.module;
  let hiding = true;
  for (let s = table.last; s; s = s.prev) {
    if (hiding && !(m && s.prev && stillHidden(s.input, awaitingAt(m, s.prev), awaitingAt(m, s)))) hiding = false;
    if (!hiding) out.push({ input: m?.publicInput && table.last ? m.publicInput(s.input, s.state, table.last.state) : s.input, step: s });
  }
  return out.reverse();
}

/** The accepted inputs, oldest first, less the trailing reveals whose cards are not public yet. */
export function publicInputs(table: Table): GameInput[] {
  return publicSteps(table).map((s) => s.input);
}
