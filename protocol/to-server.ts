// What a tablet (or a script) sends the server over the WebSocket: each message's schema, checked
// at the edge, and its type.
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from './type.ts';
import { CountMsg } from './count.ts';
import { CardId, CupSide, DeckId, Name, OneOf, Ref, TableInput, Uid } from './shapes.ts';

export const HelloMsg = /* @__PURE__ */ Type.Object(
  { type: Type.Literal('hello'), token: Type.Optional(Type.String({ maxLength: 200 })), ref: Ref },
  { additionalProperties: false },
);
/** The game position an input was made on: the state's `position` the tablet showed. */
export const MadeAt = /* @__PURE__ */ Type.Integer({
  minimum: 0,
  description: "the state's `position` the input was made on; refused when the board has changed since",
});
/** Whose input it is: a player (or colour) the game awaits, as its `awaiting` names them. */
export const MadeFor = /* @__PURE__ */ Type.String({
  minLength: 1,
  maxLength: 40,
  description: 'the seat the input is for; refused unless the game awaits it',
});
/** One table-script input; `at` and `seat` (recommended) refuse it when the board has moved on under it. */
export const InputMsg = /* @__PURE__ */ Type.Object(
  { type: Type.Literal('input'), input: TableInput, at: Type.Optional(MadeAt), seat: Type.Optional(MadeFor), ref: Ref },
  { additionalProperties: false },
);
/** Who the next card tap on the reader belongs to (null: nobody, taps are ignored for the game). */
export const AttributeTapMsg = /* @__PURE__ */ Type.Object(
  { type: Type.Literal('attributeTap'), player: Type.Union([Name, Type.Null()]), ref: Ref },
  { additionalProperties: false },
);
export const SimMsg = /* @__PURE__ */ Type.Object(
  {
    type: Type.Literal('sim'),
    action: Type.Union([
      Type.Literal('tap'), // a virtual card on the reader: `card` of `deck` (its sim UID) or `uid`
      Type.Literal('addPiece'), // `count` pieces (default 1) of booty into `cup`, each `grams` or a random 6–14 g
      Type.Literal('removePiece'), // the last piece out of `cup`
      Type.Literal('clearCups'), // both cups emptied
      Type.Literal('unplug'),
      Type.Literal('plug'),
      Type.Literal('button'), // the rig's "All in" button (protocol-2 rigs): `pressed` true, then false
    ]),
    pressed: Type.Optional(Type.Boolean()),
    card: Type.Optional(CardId),
    /** The deck of `card` (default: the current game's deck). */
    deck: Type.Optional(DeckId),
    uid: Type.Optional(Uid),
    cup: Type.Optional(CupSide),
    grams: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1000 })),
    /** addPiece: a whole collection at once (one message, not one per piece: the rate limit). */
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    /** addPiece with `grams`: each piece is that weight off by this fraction (1 sd), like plastic tokens (0.03). */
    spread: Type.Optional(Type.Number({ minimum: 0, maximum: 0.2 })),
    ref: Ref,
  },
  { additionalProperties: false },
);
/** The known weight a cup is calibrated with: what the load cells are made for (hardware/). */
export const CALIBRATION_WEIGHT = { aboveGrams: 0, atMostGrams: 5000 } as const;
/** What is wrong with a calibration weight, or null; the tablet's field and the server say the same. */
export function calibrationWeightProblem(grams: number): string | null {
  const { aboveGrams, atMostGrams } = CALIBRATION_WEIGHT;
  return Number.isFinite(grams) && grams > aboveGrams && grams <= atMostGrams
    ? null
    : `The calibration weight must be more than ${aboveGrams} g and at most ${atMostGrams} g.`;
}
export const WeighMsg = /* @__PURE__ */ Type.Object(
  {
    type: Type.Literal('weigh'),
    action: Type.Union([
      Type.Literal('tare'), // both cups (or `cup`) read as zero now
      Type.Literal('loaded'), // "All in, weigh!": every piece of the contest is in the cups
      Type.Literal('calibrate'), // `grams` of known weight lie in `cup` (after a tare)
      Type.Literal('removed'), // tiebreak: both sides say they took their piece out
      Type.Literal('restart'), // weigh the current contest again from the tare check
      Type.Literal('tie'), // at the time limit: no clear winner, a tie (R22; R23 for an empty side)
      Type.Literal('longer'), // at the time limit: keep weighing
      Type.Literal('lift'), // at the time limit: lift both collections out; the empty cups give the zero after the contest
    ]),
    cup: Type.Optional(CupSide),
    grams: Type.Optional(
      Type.Number({ exclusiveMinimum: CALIBRATION_WEIGHT.aboveGrams, maximum: CALIBRATION_WEIGHT.atMostGrams, errorMessage: calibrationWeightProblem(-1) }),
    ),
    ref: Ref,
  },
  { additionalProperties: false },
);
export const CardMap = /* @__PURE__ */ Type.Record(Type.String(), CardId, { description: 'UID -> card id' });
export type CardMap = Record<string, string>;
export const EnrolMsg = /* @__PURE__ */ Type.Object(
  {
    type: Type.Literal('enrol'),
    action: Type.Union([
      Type.Literal('start'), // walk through the deck's cards: each tap becomes `enrolment.next`
      Type.Literal('select'), // the next tap becomes `card` (to redo one)
      Type.Literal('cancel'), // leave enrolment, keeping what was enrolled
      Type.Literal('clear'), // forget the whole map
      Type.Literal('import'), // replace the map with `map`
    ]),
    card: Type.Optional(CardId),
    map: Type.Optional(CardMap),
    /** The deck to enrol (default: the one being enrolled, else the current game's, else the first). */
    deck: Type.Optional(DeckId),
    ref: Ref,
  },
  { additionalProperties: false },
);
/**
 * Puts the current game away (its log is kept as games/<time>-<game>.jsonl) and clears the table;
 * with `start`, begins that game at once (the shelf's "Set sail", a rematch).
 */
export const NewGameMsg = /* @__PURE__ */ Type.Object(
  {
    type: Type.Literal('newGame'),
    start: Type.Optional(TableInput),
    /** Seats the computer takes from the first move (seat -> level), for a game with a computer player. */
    computer: Type.Optional(Type.Record(Name, Name, { maxProperties: 8 })),
    ref: Ref,
  },
  { additionalProperties: false },
);
/** Puts the current game away and takes up a saved one (`id` from GET /api/shelf) where it stopped. */
export const ResumeMsg = /* @__PURE__ */ Type.Object(
  { type: Type.Literal('resume'), id: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$' }), ref: Ref },
  { additionalProperties: false },
);
/** A saved game's id, as GET /api/shelf lists it. */
export const SavedId = /* @__PURE__ */ Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$' });
/** Deletes a saved game from the shelf for good (a damaged one too): its log, summary and computer seats. */
export const DeleteSavedMsg = /* @__PURE__ */ Type.Object({ type: Type.Literal('deleteSaved'), id: SavedId, ref: Ref }, { additionalProperties: false });
/** The computer plays `seat` at `level` (a level of the game's description), or a person does (null). */
export const ComputerMsg = /* @__PURE__ */ Type.Object(
  { type: Type.Literal('computer'), seat: Name, level: Type.Union([Name, Type.Null()]), ref: Ref },
  { additionalProperties: false },
);

/**
 * A first game for a table that has never played (games/core/first-game.ts): `start` puts the game on
 * the table away and starts `game`'s first game (a guided game against the computer, or a scripted
 * first round played on the simulated rig; neither is counted in the logbook); for a scripted round,
 * `pause` holds it on its step, `play` lets it go on, `next` plays the step shown and shows the next,
 * `back` takes the last step back, and `stop` ends it where it stands.
 */
export const FirstGameMsg = /* @__PURE__ */ Type.Object(
  {
    type: Type.Literal('firstGame'),
    action: OneOf(['start', 'stop', 'pause', 'play', 'next', 'back']),
    game: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$', errorMessage: "a game's id from the shelf, such as loot" })),
    ref: Ref,
  },
  { additionalProperties: false },
);

/**
 * A host tablet's lessons (web-ui/src/teach/): `teaching` whether it teaches the game on the table
 * now; `seen` the position (the state's `position`) whose lesson it has shown and its player has read
 * (pressed "Got it", or it had nothing to read). While a host tablet teaches, the computer answers a
 * position only once its lesson is seen.
 */
export const LessonMsg = /* @__PURE__ */ Type.Object(
  { type: Type.Literal('lesson'), teaching: Type.Boolean(), seen: Type.Optional(MadeAt), ref: Ref },
  { additionalProperties: false },
);

/** A pairing secret (a tablet kept as host: `pair`, server/API.md "Host tablets"), as the server makes them. */
export const HOST_SECRET = /^host\.[A-Za-z0-9_-]{43}$/;
/** A one-time code of `quartermaster pair` or of a host tablet's host link (`?pair=CODE` on the tablet's link). */
export const PAIR_CODE = '^[A-Za-z0-9_-]{22}$';
/**
 * Host tablets: `keep` (a host by the token asks to be kept as host across restarts: answered with a
 * `pairing` `paired` carrying its secret; `replaces` the secret it held before, forgotten), `ask` (a
 * spectator asks to be host: the rig's button makes it one), `cancel` (its ask), `refuse` (a host
 * turns the ask down), `code` (a one-time code of `quartermaster pair` or of a host link), `forgetAll`
 * (a host: every host tablet becomes a spectator), `invite` (a host: a one-time host link for another
 * tablet, answered to this tablet alone with a `pairing` `invited` carrying its `code`), `withdraw` (a
 * host: the host link of `code` no longer works).
 */
export const PairMsg = /* @__PURE__ */ Type.Object(
  {
    type: Type.Literal('pair'),
    action: OneOf(['keep', 'ask', 'cancel', 'refuse', 'code', 'forgetAll', 'invite', 'withdraw']),
    code: Type.Optional(Type.String({ pattern: PAIR_CODE, errorMessage: 'the code is the 22 letters and digits after ?pair= in the host link' })),
    replaces: Type.Optional(Type.String({ maxLength: 200 })),
    ref: Ref,
  },
  { additionalProperties: false },
);

/**
 * What this tablet shows that needs more than the state, so that the table sends it only then: live
 * scale readings (`scale`: the weigh-off, the Scale screen, a count on the scale) and the rig's link
 * counters as each heartbeat brings them (`rig`: the Device screen; otherwise they ride with the next
 * state). A field left out stays as it was; a new connection watches neither.
 */
export const WatchMsg = /* @__PURE__ */ Type.Object(
  { type: Type.Literal('watch'), scale: Type.Optional(Type.Boolean()), rig: Type.Optional(Type.Boolean()), ref: Ref },
  { additionalProperties: false },
);

export const ClientMsg = /* @__PURE__ */ Type.Union([
  HelloMsg,
  WatchMsg,
  PairMsg,
  InputMsg,
  AttributeTapMsg,
  SimMsg,
  WeighMsg,
  EnrolMsg,
  NewGameMsg,
  ResumeMsg,
  DeleteSavedMsg,
  ComputerMsg,
  CountMsg,
  FirstGameMsg,
  LessonMsg,
]);
export type HelloMsg = Static<typeof HelloMsg>;
export type WatchMsg = Static<typeof WatchMsg>;
export type PairMsg = Static<typeof PairMsg>;
export type InputMsg = Static<typeof InputMsg>;
export type AttributeTapMsg = Static<typeof AttributeTapMsg>;
export type SimMsg = Static<typeof SimMsg>;
export type WeighMsg = Static<typeof WeighMsg>;
export type EnrolMsg = Static<typeof EnrolMsg>;
export type NewGameMsg = Static<typeof NewGameMsg>;
export type ResumeMsg = Static<typeof ResumeMsg>;
export type DeleteSavedMsg = Static<typeof DeleteSavedMsg>;
export type ComputerMsg = Static<typeof ComputerMsg>;
export type FirstGameMsg = Static<typeof FirstGameMsg>;
export type LessonMsg = Static<typeof LessonMsg>;
export type ClientMsg = Static<typeof ClientMsg>;
export const CLIENT_SCHEMAS: Record<ClientMsg['type'], TSchema> = {
  hello: HelloMsg,
  watch: WatchMsg,
  pair: PairMsg,
  input: InputMsg,
  attributeTap: AttributeTapMsg,
  sim: SimMsg,
  weigh: WeighMsg,
  enrol: EnrolMsg,
  newGame: NewGameMsg,
  resume: ResumeMsg,
  deleteSaved: DeleteSavedMsg,
  count: CountMsg,
  computer: ComputerMsg,
  firstGame: FirstGameMsg,
  lesson: LessonMsg,
};
