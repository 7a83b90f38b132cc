// The logbook's HTTP answers and requests (server/API.md), checked by fastify both ways.
import type { Static } from '@sinclair/typebox';
import { Type } from './type.ts';

const Num = /* @__PURE__ */ Type.Union([Type.Number(), Type.Null()]);

export const ShownGameSchema = /* @__PURE__ */ Type.Object({
  id: Type.String(),
  game: Type.String(),
  name: Type.String(),
  at: Type.String(),
  minutes: Num,
  inputs: Type.Integer(),
  seats: Type.Array(
    Type.Object({
      player: Type.String(),
      seat: Type.Integer(),
      seatName: Type.Optional(Type.String()),
      score: Num,
      winner: Type.Boolean(),
      began: Type.Optional(Type.Literal(true)),
    }),
  ),
  winners: Type.Array(Type.String()),
  highestWins: Type.Boolean(),
  log: Type.Union([Type.Object({ table: Type.Literal(true) }), Type.Object({ saved: Type.String() }), Type.Null()]),
  undone: Type.Optional(Type.Literal(true)),
});

export const LogbookReply = /* @__PURE__ */ Type.Object({
  /** Newest first. */
  games: Type.Array(ShownGameSchema),
  players: Type.Array(
    Type.Object({
      name: Type.String(),
      games: Type.Integer(),
      wins: Type.Integer(),
      best: Type.Array(Type.Object({ game: Type.String(), name: Type.String(), score: Type.Number() })),
      favourite: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  headToHead: Type.Array(Type.Object({ a: Type.String(), b: Type.String(), games: Type.Integer(), aWins: Type.Integer(), bWins: Type.Integer() })),
  perGame: Type.Array(
    Type.Object({
      game: Type.String(),
      name: Type.String(),
      plays: Type.Integer(),
      scores: Type.Array(Type.Number()),
      median: Num,
      seats: Type.Array(Type.Object({ seat: Type.Integer(), seatName: Type.Optional(Type.String()), plays: Type.Integer(), wins: Type.Integer() })),
    }),
  ),
  /** Host only: the renames and merges in force (`from`, a name as played, counts as `to`), and lines that could not be read. */
  names: Type.Optional(Type.Array(Type.Object({ from: Type.String(), to: Type.String() }))),
  problems: Type.Optional(Type.Array(Type.String())),
});
export type LogbookReply = Static<typeof LogbookReply>;

const PlayerName = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 200 });
/** POST /api/logbook/names: the player shown as `from` counts as `to` from now on (a rename, or a merge into a player already there). */
export const RenameBody = /* @__PURE__ */ Type.Object({ from: PlayerName, to: PlayerName }, { additionalProperties: false });
export type RenameBody = Static<typeof RenameBody>;
/** POST /api/logbook/names/undo: the rename of `from` (a name as played, as `names` lists it) is undone. */
export const UndoRenameBody = /* @__PURE__ */ Type.Object({ from: PlayerName }, { additionalProperties: false });
export type UndoRenameBody = Static<typeof UndoRenameBody>;
