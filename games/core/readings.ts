// What a position shows: what the game awaits, its view (with `awaiting`), and what each viewer is
// shown of that view (the game's playerView). Each is worked out once per position, when first
// read (what it awaits first: the view only when someone reads it), and kept with the position's step for every later read (the state sent to each tablet, the
// history, the logbook), on the step itself (`shows`); a step undone and taken again later keeps them. A step's state
// never changes, so what it shows cannot either. The views are shared by every reader: frozen.
import type { AnyGameModule, Awaiting, Viewer } from './types.ts';

/** A position as readings need it (table.ts's Step): its state, and what it shows once worked out. */
export interface ReadableStep {
  readonly state: unknown;
  shows: Readings | null;
}

/** Every kind of viewer the table serves. */
export const VIEWERS: readonly Viewer[] = ['host', 'spectator'];

export interface Readings {
  awaiting: Awaiting | null;
  /** The view, once worked out (`viewOf`): a table takes a position knowing only what it awaits. */
  view: Readonly<Record<string, unknown>> | null;
  /** What each viewer is shown of `view`: null when the game shows it no view. */
  shown: Partial<Record<Viewer, Readonly<Record<string, unknown>> | null>>;
}

/** What the game awaits at `step`, worked out on the first read (a game that throws throws here,
 * and nothing is kept). */
export function readingsOf(module: AnyGameModule, step: ReadableStep): Readings {
  step.shows ??= { awaiting: module.awaiting(step.state), view: null, shown: {} };
  return step.shows;
}

/** The game's view at `step`, with `awaiting`, worked out on the first read (like `readingsOf`). */
export function viewOf(module: AnyGameModule, step: ReadableStep): Readonly<Record<string, unknown>> {
  const r = readingsOf(module, step);
  r.view ??= Object.freeze({ ...module.view(step.state), awaiting: r.awaiting });
  return r.view;
}

/** What the game shows `viewer` of its view at `step` (its playerView; all of it without one). */
export function shownAt(module: AnyGameModule, step: ReadableStep, viewer: Viewer): Readonly<Record<string, unknown>> | null {
  const r = readingsOf(module, step);
  let v = r.shown[viewer];
  if (v === undefined) {
    const view = viewOf(module, step);
    const s = module.playerView ? module.playerView(step.state, viewer, { kind: 'view', view }) : { kind: 'view' as const, view };
    v = s?.kind === 'view' ? Object.freeze(s.view) : null;
    r.shown[viewer] = v;
  }
  return v;
}

/** Works out what `step` shows `viewers` (every viewer by default), and what it awaits in any case
 * (throws where the game does). */
export function readable(module: AnyGameModule, step: ReadableStep, viewers: readonly Viewer[] = VIEWERS): void {
  readingsOf(module, step);
  for (const viewer of viewers) shownAt(module, step, viewer);
}
