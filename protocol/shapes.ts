// The shapes every message is built of: the protocol's version and limits, names, card and deck
// ids, and the table-script input as the edge checks it (the game's rules check it further).
import type { Static } from '@sinclair/typebox';
import { Type } from './type.ts';

/** Bump when a message changes shape; sent in every snapshot so a stale tablet can reload. */
export const PROTOCOL_VERSION = 1;
/** Largest WebSocket message the server reads (bytes); bigger ones close nothing, they get an `error`. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** Live scale readings are coalesced to at most this many messages a second per client. */
export const SCALE_HZ = 20;

export const Ref = /* @__PURE__ */ Type.Optional(Type.String({ maxLength: 64, description: 'echoed in the ack or error that answers this message' }));
export const Name = /* @__PURE__ */ Type.String({ minLength: 1, maxLength: 40 });
/** A card id of a game's deck (e.g. `AS`, `10H`); the deck checks it further. */
export const CardId = /* @__PURE__ */ Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.+-]{0,39}$' });
/** A deck id (e.g. `cards-52`), as a game's description names it. */
export const DeckId = /* @__PURE__ */ Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' });
/** Upper-case hex UID of a card's sticker, 8 or 14 digits (hardware/PROTOCOL.md). */
export const Uid = /* @__PURE__ */ Type.String({ pattern: '^(?:[0-9A-F]{8}|[0-9A-F]{14})$' });
/** A union of string literals whose static type is the union of those strings. */
export const OneOf = <const T extends string>(values: readonly T[], options?: { description?: string }) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );
export const CupSide = /* @__PURE__ */ OneOf(['left', 'right']);

// ---------------------------------------------------------------- table-script inputs
// The inputs of the table script (docs/table-script.md): `start`, `undo` and the moves of the game
// being played. The game's rules are the authority on them and give the precise reason when one does
// not fit; the edge checks only the shape below.
export const TableInput = /* @__PURE__ */ Type.Object(
  { type: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9-]{0,39}$' }) },
  { additionalProperties: true, description: 'one table-script input, e.g. {"type":"divvy","red":3,"black":4}' },
);
export type TableInput = Static<typeof TableInput> & Record<string, unknown>;
