// The contract between the game-agnostic core and a game's rules module.
// A rules module is a pure reducer over plain JSON state; the core owns the input log,
// undo and replay, so every pirate game gets them for free.

/** A refusal: the state is untouched and `reason` says why, in words for the table. */
export interface Rejection {
  ok: false;
  reason: string;
}

export interface Accepted<S> {
  ok: true;
  state: S;
}

export type Outcome<S> = Accepted<S> | Rejection;

export const reject = (reason: string): Rejection => ({ ok: false, reason });
export function isRejection(v: unknown): v is Rejection {
  return typeof v === 'object' && v !== null && (v as { ok?: unknown }).ok === false && typeof (v as { reason?: unknown }).reason === 'string';
}

export const accept = <S>(state: S): Accepted<S> => ({ ok: true, state });

/** What the game needs next and from whom, e.g. `{type: 'reveal', players: ['Ann']}`. */
export interface Awaiting {
  type: string;
  [field: string]: unknown;
}

/** Every input is a JSON object whose `type` names it (table-script vocabulary). */
export interface GameInput {
  type: string;
}

export interface GameModule<S, I extends GameInput> {
  /** The `game` field of the `start` input, e.g. `7-seize`. */
  readonly id: string;
  /** Validates an untrusted value (one parsed JSON line, a WebSocket message…) into an input. */
  parseInput(raw: unknown): I | Rejection;
  /** Creates the first state from the `start` input. */
  start(input: I): Outcome<S>;
  /** Pure transition: never throws, never mutates `state`. */
  apply(state: S, input: I): Outcome<S>;
  /** What the game awaits, or null when it is over. */
  awaiting(state: S): Awaiting | null;
  /** The JSON summary that `replay` prints and the server sends to tablets. */
  view(state: S): Record<string, unknown>;
}

// Erased form used by the core, which handles any registered game.
// biome-ignore lint/suspicious/noExplicitAny: the erased state type of any registered game; each module checks its own.
export type AnyGameModule = GameModule<any, GameInput>;
