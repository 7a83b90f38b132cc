// What the table's actions answer their caller (the hub, the HTTP routes): done, or refused with a
// sentence in the players' words, which the hub sends as an `error` message's text. A refusal of
// the rules themselves (games/core/types.ts `Rejection`) says `reason`; passed on, it is
// `fail(r.reason)`.
export type Result = { ok: true } | { ok: false; reason: string };

export const OK: Result = { ok: true };
export const fail = (reason: string): Result => ({ ok: false, reason });
