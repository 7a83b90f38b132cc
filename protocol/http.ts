// The HTTP API's bodies and queries (server/API.md): the shelf, saved games, the history, health,
// inputs over HTTP and the errors every route answers with.
import type { Static } from '@sinclair/typebox';
import { Type } from './type.ts';
import { DeckId, OneOf, PROTOCOL_VERSION } from './shapes.ts';
import { MadeFor } from './to-server.ts';

export const GameOptionInfo = /* @__PURE__ */ Type.Object(
  {
    key: Type.String(),
    label: Type.String(),
    kind: OneOf(['boolean', 'number', 'choice']),
    default: Type.Union([Type.Boolean(), Type.Number(), Type.String()]),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    choices: Type.Optional(Type.Array(Type.String())),
    /** Each choice's words on the form, in `choices`' order (the tablet says them in its language). */
    choiceLabels: Type.Optional(Type.Array(Type.String())),
    help: Type.Optional(Type.String()),
  },
  { description: 'one option of the new-game form (games/core/types.ts GameOption)' },
);
export type GameOptionInfo = Static<typeof GameOptionInfo>;
/** A registered game as the shelf shows it (its GameDescription as JSON). */
export const ShelfGame = /* @__PURE__ */ Type.Object({
  id: Type.String(),
  name: Type.String(),
  blurb: Type.String(),
  players: Type.Array(Type.Integer()),
  deck: Type.Union([Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer() }), Type.Null()]),
  scale: OneOf(['contest', 'count', 'none']),
  options: Type.Array(GameOptionInfo),
  /** Seats a computer player can take, and its levels. */
  computer: Type.Optional(Type.Object({ seats: Type.Array(Type.String()), levels: Type.Array(Type.String()) })),
  /** The game's first game for a new table (games/core/first-game.ts): a guided game against the
   * computer, or a scripted first round to watch on the simulated rig; what it is. */
  firstGame: Type.Optional(Type.Object({ kind: OneOf(['guided', 'watch']), about: Type.String() })),
  /** What a final score counts, where a bare number would mislead: its unit and what it means for the winner. */
  score: Type.Optional(Type.Object({ unit: Type.String(), means: Type.String() })),
});
export type ShelfGame = Static<typeof ShelfGame>;
/** A game put away (server/src/session/shelf/saved-games.ts). */
export const SavedGameInfo = /* @__PURE__ */ Type.Object({
  /** The log's file name without `.jsonl`: what `resume`, `deleteSaved` and /api/saved/:id take. */
  id: Type.String(),
  game: Type.Union([Type.String(), Type.Null()]),
  /** When it was put away (ISO time). */
  savedAt: Type.String(),
  players: Type.Array(Type.String()),
  inputs: Type.Integer(),
  finished: Type.Boolean(),
  winners: Type.Array(Type.String()),
  /** Why it cannot be read (a folder in its place, a log that does not replay): it can only be deleted. */
  damaged: Type.Optional(Type.String()),
});
export type SavedGameInfo = Static<typeof SavedGameInfo>;
/** A deck's cards in enrolment order, with their words (for the Cards screen and the virtual reader). */
export const DeckCards = /* @__PURE__ */ Type.Object({
  id: Type.String(),
  name: Type.String(),
  cards: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })),
});
export type DeckCards = Static<typeof DeckCards>;
export const ShelfReply = /* @__PURE__ */ Type.Object({ games: Type.Array(ShelfGame), decks: Type.Array(DeckCards), saved: Type.Array(SavedGameInfo) });
export type ShelfReply = Static<typeof ShelfReply>;
export const SavedGameReply = /* @__PURE__ */ Type.Object({ id: Type.String(), view: Type.Record(Type.String(), Type.Unknown()) });
/** GET /api/history: each public step of the game on the table, its input and the view it led to, as the viewer may see them. */
export const HistoryReply = /* @__PURE__ */ Type.Object({
  game: Type.Union([Type.String(), Type.Null()]),
  /** The index of the first step sent (`since`, or 0: the whole history). */
  from: Type.Integer({ minimum: 0 }),
  steps: Type.Array(Type.Object({ input: Type.Record(Type.String(), Type.Unknown()), view: Type.Record(Type.String(), Type.Unknown()) })),
  /** The whole history's digest as this viewer reads it: the next request's `of`. */
  digest: Type.String(),
});
/** GET /api/history: `since` steps the tablet holds, `of` their digest (the last reply's). */
export const HistoryQuery = /* @__PURE__ */ Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: 200 })),
    since: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'how many steps the tablet holds: only those after them are sent' })),
    of: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$', description: "the digest of the steps held (the last reply's `digest`)" })),
  },
  { additionalProperties: false },
);
export type HistoryReply = Static<typeof HistoryReply>;
export const DeckQuery = /* @__PURE__ */ Type.Object(
  { token: Type.Optional(Type.String({ maxLength: 200 })), deck: Type.Optional(DeckId) },
  { additionalProperties: false },
);
export const HealthReply = /* @__PURE__ */ Type.Object({ ok: Type.Literal(true), protocol: Type.Literal(PROTOCOL_VERSION), version: Type.Integer() });
export const InputReply = /* @__PURE__ */ Type.Object({
  ok: Type.Boolean(),
  reason: Type.Optional(Type.String()),
  version: Type.Integer(),
  /** The game position after the input (the next input's `at`). */
  position: Type.Integer(),
});
export const ErrorReply = /* @__PURE__ */ Type.Object({ error: Type.String(), message: Type.String(), statusCode: Type.Integer() });
export const TokenQuery = /* @__PURE__ */ Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
/** POST /api/input: `at` and `seat` as on the `input` message (a query is text: `at` in digits). */
export const InputQuery = /* @__PURE__ */ Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: 200 })),
    at: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', description: 'the `position` the input was made on' })),
    seat: Type.Optional(MadeFor),
  },
  { additionalProperties: false },
);
