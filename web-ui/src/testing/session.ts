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
