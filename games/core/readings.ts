// What a position shows: what the game awaits, its view (with `awaiting`), and what each viewer is
// shown of that view (the game's playerView). Each is worked out once per position, when first
// read, and kept with the position's step for every later read (the state sent to each tablet, the
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
  view: Readonly<Record<string, unknown>>;
  /** What each viewer is shown of `view`: null when the game shows it no view. */
  shown: Partial<Record<Viewer, Readonly<Record<string, unknown>> | null>>;
}

/** What the game awaits at `step` and its view there, worked out on the first read (a game that
 * throws throws here, and nothing is kept). */
export function readingsOf(module: AnyGameModule, step: ReadableStep): Readings {
  if (!step.shows) {
    const awaiting = module.awaiting(step.state);
    step.shows = { awaiting, view: Object.freeze({ ...module.view(step.state), awaiting }), shown: {} };
  }
  return step.shows;
}

/** What the game shows `viewer` of its view at `step` (its playerView; all of it without one). */
export function shownAt(module: AnyGameModule, step: ReadableStep, viewer: Viewer): Readonly<Record<string, unknown>> | null {
  const r = readingsOf(module, step);
  let v = r.shown[viewer];
  if (v === undefined) {
    const s = module.playerView ? module.playerView(step.state, viewer, { kind: 'view', view: r.view }) : { kind: 'view' as const, view: r.view };
    v = s?.kind === 'view' ? Object.freeze(s.view) : null;
    r.shown[viewer] = v;
  }
  return v;
}

/** Works out everything `step` shows, for every viewer (throws where the game does). */
export function readable(module: AnyGameModule, step: ReadableStep): void {
  for (const viewer of VIEWERS) shownAt(module, step, viewer);
}
