// For tests: a session state around a view, with just the fields a pure helper reads filled in.
import type { SessionState } from '#protocol';

export const sessionWith = (view: Record<string, unknown>, over: Partial<Pick<SessionState, 'tapFor' | 'weigh' | 'device'>> = {}): SessionState =>
  ({
    view,
    tapFor: null,
    weigh: { stage: 'idle', contest: null, message: '', verdict: null },
    device: { hasReader: true },
    ...over,
  }) as unknown as SessionState;

/** A whole session state as the server sends it: every field the protocol's schema asks for
 * (the tablet's session check holds it against that schema), with `over` on top. */
export const wireSession = (over: Record<string, unknown> = {}): Record<string, unknown> => ({ ...WIRE, ...over });

const WIRE: SessionState = {
  protocol: 1,
  version: 1,
  role: 'host',
  game: null,
  start: null,
  view: { game: null, awaiting: { type: 'start' } },
  inputs: 0,
  position: 0,
  shelf: 0,
  tapFor: null,
  device: { kind: 'sim', cups: 2, hasReader: true, sim: true, state: 'connected', port: 'sim', calibrated: [true, true], counters: {} },
  cards: { deck: null, enrolled: 52, enrolment: null, decks: [] },
  weigh: { stage: 'idle', contest: null, message: '', verdict: null },
  warnings: [],
};
