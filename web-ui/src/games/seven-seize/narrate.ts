// 7 Seize's news to speak (cues/speech-lines.ts): the sentences of the step just played (the view's
// `events`, e.g. "Ann (9H) takes 2 from the red stash", a contest's verdict), none already said.
import type { SessionState } from '../../../../server/src/protocol.ts';

const events = (s: SessionState): string[] => {
  const e = (s.view as { events?: unknown }).events;
  return Array.isArray(e) ? e.filter((x): x is string => typeof x === 'string') : [];
};

export function narrate(prev: SessionState, next: SessionState): string[] {
  const before = events(prev);
  const after = events(next);
  const continues = before.length <= after.length && before.every((e, i) => after[i] === e);
  return continues ? after.slice(before.length) : after;
}
