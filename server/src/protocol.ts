// The contract between the server and the tablets (and anyone who scripts the table):
// every WebSocket message both ways and every HTTP body, as typebox schemas (validated at the
// edge) and the TypeScript types derived from them. Documented with examples in server/API.md.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CountMsg, CountStatus } from './protocol-count.ts';

export { CountMsg, CountStatus } from './protocol-count.ts';

/** Bump when a message changes shape; sent in every snapshot so a stale tablet can reload. */
export const PROTOCOL_VERSION = 1;
/** Largest WebSocket message the server reads (bytes); bigger ones close nothing, they get an `error`. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** Live scale readings are coalesced to at most this many messages a second per client. */
export const SCALE_HZ = 20;

const Ref = Type.Optional(Type.String({ maxLength: 64, description: 'echoed in the ack or error that answers this message' }));
const Name = Type.String({ minLength: 1, maxLength: 40 });
/** A card id of a game's deck (e.g. `AS`, `10H`); the deck checks it further. */
export const CardId = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.+-]{0,39}$' });
/** A deck id (e.g. `cards-52`), as a game's description names it. */
export const DeckId = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,39}$' });
/** Upper-case hex UID of a card's sticker, 8 or 14 digits (hardware/PROTOCOL.md). */
export const Uid = Type.String({ pattern: '^(?:[0-9A-F]{8}|[0-9A-F]{14})$' });
/** A union of string literals whose static type is the union of those strings. */
const OneOf = <const T extends string>(values: readonly T[], options?: { description?: string }) =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    options,
  );
const CupSide = OneOf(['left', 'right']);

// ---------------------------------------------------------------- table-script inputs
// The inputs of the table script (docs/table-script.md): `start`, `undo` and the moves of the game
// being played. The game's rules are the authority on them and give the precise reason when one does
// not fit; the edge checks only the shape below.
export const TableInput = Type.Object(
  { type: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9-]{0,39}$' }) },
  { additionalProperties: true, description: 'one table-script input, e.g. {"type":"divvy","red":3,"black":4}' },
);
export type TableInput = Static<typeof TableInput> & Record<string, unknown>;

// ---------------------------------------------------------------- client -> server
export const HelloMsg = Type.Object(
  { type: Type.Literal('hello'), token: Type.Optional(Type.String({ maxLength: 200 })), ref: Ref },
  { additionalProperties: false },
);
/** The game position an input was made on: the state's `position` the tablet showed. */
export const MadeAt = Type.Integer({ minimum: 0, description: "the state's `position` the input was made on; refused when the board has changed since" });
/** Whose input it is: a player (or colour) the game awaits, as its `awaiting` names them. */
export const MadeFor = Type.String({ minLength: 1, maxLength: 40, description: 'the seat the input is for; refused unless the game awaits it' });
/** One table-script input; `at` and `seat` (recommended) refuse it when the board has moved on under it. */
export const InputMsg = Type.Object(
  { type: Type.Literal('input'), input: TableInput, at: Type.Optional(MadeAt), seat: Type.Optional(MadeFor), ref: Ref },
  { additionalProperties: false },
);
/** Who the next card tap on the reader belongs to (null: nobody, taps are ignored for the game). */
export const AttributeTapMsg = Type.Object(
  { type: Type.Literal('attributeTap'), player: Type.Union([Name, Type.Null()]), ref: Ref },
  { additionalProperties: false },
);
export const SimMsg = Type.Object(
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
export const WeighMsg = Type.Object(
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
export const CardMap = Type.Record(Type.String(), CardId, { description: 'UID -> card id' });
export type CardMap = Record<string, string>;
export const EnrolMsg = Type.Object(
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
export const NewGameMsg = Type.Object(
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
export const ResumeMsg = Type.Object(
  { type: Type.Literal('resume'), id: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$' }), ref: Ref },
  { additionalProperties: false },
);
/** A saved game's id, as GET /api/shelf lists it. */
export const SavedId = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$' });
/** Deletes a saved game from the shelf for good (a damaged one too): its log, summary and computer seats. */
export const DeleteSavedMsg = Type.Object({ type: Type.Literal('deleteSaved'), id: SavedId, ref: Ref }, { additionalProperties: false });
/** The computer plays `seat` at `level` (a level of the game's description), or a person does (null). */
export const ComputerMsg = Type.Object(
  { type: Type.Literal('computer'), seat: Name, level: Type.Union([Name, Type.Null()]), ref: Ref },
  { additionalProperties: false },
);

/** A pairing secret (a tablet kept as host: `pair`, server/API.md "Host tablets"), as the server makes them. */
export const HOST_SECRET = /^host\.[A-Za-z0-9_-]{43}$/;
/** A one-time code of `quartermaster pair` (`?pair=CODE` on the tablet's link). */
export const PAIR_CODE = '^[A-Za-z0-9_-]{22}$';
/**
 * Host tablets: `keep` (a host by the token asks to be kept as host across restarts: answered with a
 * `pairing` `paired` carrying its secret; `replaces` the secret it held before, forgotten), `ask` (a
 * spectator asks to be host: the rig's button makes it one), `cancel` (its ask), `refuse` (a host
 * turns the ask down), `code` (a one-time code of `quartermaster pair`), `forgetAll` (a host: every
 * host tablet becomes a spectator).
 */
export const PairMsg = Type.Object(
  {
    type: Type.Literal('pair'),
    action: OneOf(['keep', 'ask', 'cancel', 'refuse', 'code', 'forgetAll']),
    code: Type.Optional(
      Type.String({ pattern: PAIR_CODE, errorMessage: 'the code is the 22 letters and digits after ?pair= in the link of quartermaster pair' }),
    ),
    replaces: Type.Optional(Type.String({ maxLength: 200 })),
    ref: Ref,
  },
  { additionalProperties: false },
);

export const ClientMsg = Type.Union([
  HelloMsg,
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
]);
export type HelloMsg = Static<typeof HelloMsg>;
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
export type ClientMsg = Static<typeof ClientMsg>;
export const CLIENT_SCHEMAS: Record<ClientMsg['type'], TSchema> = {
  hello: HelloMsg,
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
};

// ---------------------------------------------------------------- server -> client
export const Role = Type.Union([Type.Literal('host'), Type.Literal('spectator')]);
export type Role = Static<typeof Role>;

export const DeviceInfo = Type.Object({
  /** 'rig', 'sim', 'emulator', or the id of another kind of device (a balance: `mt-sics`, `and`, …). */
  kind: Type.String(),
  cups: Type.Union([Type.Literal(1), Type.Literal(2)]),
  hasReader: Type.Boolean(),
  /** The virtual-rig panel applies (sim messages are accepted). */
  sim: Type.Boolean(),
  state: OneOf(['connecting', 'connected', 'disconnected', 'reconnecting']),
  port: Type.Union([Type.String(), Type.Null()]),
  calibrated: Type.Tuple([Type.Boolean(), Type.Boolean()]),
  firmware: Type.Optional(Type.Object({ proto: Type.Number(), fw: Type.String(), board: Type.String(), caps: Type.Array(Type.String()) })),
  lastError: Type.Optional(Type.String()),
  counters: Type.Record(Type.String(), Type.Number()),
  /** The rig's own button, lights and buzzer (johnny-five on the user pins), when it has them. */
  parts: Type.Optional(
    Type.Object({
      /** ready: the rig set every pin up; unavailable: it cannot (why in `message`). */
      state: OneOf(['starting', 'ready', 'unavailable']),
      message: Type.Optional(Type.String()),
      /** What the lights show now (also on a real rig: what the server asked of them). */
      lights: Type.Object({ left: Type.Boolean(), right: Type.Boolean(), tie: Type.Boolean(), blinking: Type.Boolean() }),
      /** The buzzer's last chirp and how many so far (the virtual panel shows it). */
      chirps: Type.Integer(),
      lastChirp: Type.Union([OneOf(['accepted', 'refused', 'verdict']), Type.Null()]),
      /** The button is held down now (as johnny-five heard it from the rig). */
      pressed: Type.Boolean(),
    }),
  ),
});
export type DeviceInfo = Static<typeof DeviceInfo>;

export const Enrolment = Type.Object({
  /** The card the next tap will be enrolled as (null when every card has a UID). */
  next: Type.Union([Type.String(), Type.Null()]),
  /** Cards that still have no UID, in enrolment order. */
  missing: Type.Array(Type.String()),
});
export const DeckInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  enrolled: Type.Integer({ description: 'cards of this deck with a UID' }),
});
export type DeckInfo = Static<typeof DeckInfo>;
export const CardsInfo = Type.Object({
  /** The deck the Cards screen is about: the one being enrolled, else the current game's, else the first. */
  deck: Type.Union([Type.String(), Type.Null()]),
  enrolled: Type.Integer({ description: 'cards of `deck` with a UID (its size = the whole deck)' }),
  enrolment: Type.Union([Enrolment, Type.Null()], { description: 'null unless enrolment is under way' }),
  /** Every deck of the registered games. */
  decks: Type.Array(DeckInfo),
});

export const CupState = OneOf(['motion', 'stable', 'zero', 'overload']);

/** The weigh-off at the table: where the contest controller is (scale/contest.ts). */
export const WeighStatus = Type.Object({
  /** `undecided`: the time limit passed without a verdict; the table chooses a tie or to weigh longer. */
  stage: OneOf(['idle', 'tare', 'loading', 'weighing', 'undecided', 'lifting', 'verdict', 'tiebreak', 'calibrating']),
  contest: Type.Union([Type.Object({ left: Type.String(), right: Type.String() }), Type.Null()]),
  /** What the tablet should tell the players now, e.g. "Empty both cups", "All in, weigh!". */
  message: Type.String(),
  /** The verdict once reached; `none` = no clear winner (tiebreak follows, R22). */
  verdict: Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Literal('none'), Type.Null()]),
  /** Seconds left before the table is asked to choose (a tie or weighing longer), when counting. */
  secondsLeft: Type.Optional(Type.Number()),
  /** While a tare waits for the cups to be still: the seconds it may still take, of how many. */
  taring: Type.Optional(Type.Object({ secondsLeft: Type.Number(), ofSeconds: Type.Number() })),
  /** At the time limit: left − right lies between these, g (at the wrong-winner rate). */
  known: Type.Optional(Type.Object({ lowGrams: Type.Number(), highGrams: Type.Number() })),
  /** At the time limit: the collections were lifted out and the zero after the contest could not decide either (a tie, or by hand). */
  liftedOut: Type.Optional(Type.Boolean()),
  /**
   * Each cup's state (scale/zero-tracking.ts): `motion` (its readings move: nothing is zeroed or
   * tared), `stable`, `zero` (still at its tracked zero: a tare is instant), `overload` (the cell at
   * an extreme). `right` absent on a single-pan balance.
   */
  cups: Type.Optional(Type.Object({ left: CupState, right: Type.Optional(CupState) })),
  /** On a single-pan balance: whose collection is to go (or is) on the pan, and what each weighed. */
  pan: Type.Optional(
    Type.Object({
      on: Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Null()]),
      left: Type.Union([Type.Number(), Type.Null()]),
      right: Type.Union([Type.Number(), Type.Null()]),
    }),
  ),
});
export type WeighStatus = Static<typeof WeighStatus>;

/** The seats the computer plays (for a game that has a computer player), and what it is doing. */
export const ComputerInfo = Type.Object({
  seats: Type.Record(Type.String(), Type.String()),
  levels: Type.Array(Type.String()),
  /** The seat the computer is thinking for now. */
  thinking: Type.Union([Type.String(), Type.Null()]),
  /** Why the computer's last move failed (it waits for a person to step in). */
  problem: Type.Optional(Type.String()),
});
export type ComputerInfo = Static<typeof ComputerInfo>;

export const SessionState = Type.Object({
  protocol: Type.Literal(PROTOCOL_VERSION),
  /** Increases with every change; a client can drop anything older than what it has. */
  version: Type.Integer(),
  role: Role,
  /** The game being played (its description's id, name and needs), or null before a `start`. */
  game: Type.Union([
    Type.Object({ id: Type.String(), name: Type.String(), scale: OneOf(['contest', 'count', 'none']), deck: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
  /** The game's `start` input (players, options): what a rematch sends again. */
  start: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  /** The engine's view of the game (games/…: view(table)), with `awaiting`, as this viewer may see it. */
  view: Type.Record(Type.String(), Type.Unknown()),
  /** Accepted inputs so far (undone ones left out) — undo is possible when > 0. */
  inputs: Type.Integer(),
  /** The game position: changes with every accepted input (undo too), new game and resume, and
   * with nothing else. An `input` sent with `at` = this is refused if the board moved on meanwhile. */
  position: Type.Integer(),
  /** Changes whenever the games put away change (a put-away, a resume, a delete): read GET /api/shelf again. */
  shelf: Type.Integer(),
  /** The player the next card tap is attributed to, or null. */
  tapFor: Type.Union([Type.String(), Type.Null()]),
  device: DeviceInfo,
  cards: CardsInfo,
  weigh: WeighStatus,
  /** The counting scale (a game that counts pieces): protocol-count.ts. */
  count: Type.Optional(CountStatus),
  /** The computer's seats, for a game with a computer player (absent otherwise). */
  computer: Type.Optional(ComputerInfo),
  /** Warnings from the last start-up (torn log line dropped, rejected log line…). */
  warnings: Type.Array(Type.String()),
});
export type SessionState = Static<typeof SessionState>;

export const SnapshotMsg = Type.Composite([Type.Object({ type: Type.Literal('snapshot') }), SessionState]);
export const StateMsg = Type.Composite([Type.Object({ type: Type.Literal('state') }), SessionState]);
export const ScaleMsg = Type.Object({
  type: Type.Literal('scale'),
  /** Server time, ms since the session started. */
  t: Type.Number(),
  /** Latest calibrated grams per cup (null: not calibrated or no sample yet). */
  left: Type.Union([Type.Number(), Type.Null()]),
  right: Type.Union([Type.Number(), Type.Null()]),
  /** The readings are steady (no piece moving). */
  settled: Type.Boolean(),
  /** A contest is being judged right now. */
  deciding: Type.Boolean(),
  /** The resolver's current lean and how sure it is (0..1), while deciding. */
  leaning: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Literal('none'), Type.Null()])),
  confidence: Type.Optional(Type.Number()),
  saturated: Type.Optional(Type.Boolean()),
});
export const ErrorMsg = Type.Object({ type: Type.Literal('error'), message: Type.String(), ref: Type.Optional(Type.String()) });
export const AckMsg = Type.Object({ type: Type.Literal('ack'), ref: Type.String() });
export const TapMsg = Type.Object({
  type: Type.Literal('tap'),
  /** The sticker's UID; absent (like `card`) while the card may be a hidden reveal. */
  uid: Type.Optional(Type.String()),
  /** The card the UID is enrolled as, or null for an unknown sticker. Absent while the game awaits
   * a simultaneous reveal and the tap is (or may become) one of its cards: they stay hidden until
   * everyone has revealed, for every tablet, the host's included. */
  card: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /** The deck the card belongs to (a `wrong-deck` tap: not the current game's). */
  deck: Type.Optional(Type.String()),
  /** What the tap did: enrolled, revealed for `player`, or why it was ignored. */
  outcome: OneOf(['enrolled', 'revealed', 'picked', 'rejected', 'unknown-card', 'wrong-deck', 'no-player', 'ignored']),
  player: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
  /** A `picked` card tapped privately while placing it face down (a reader that declares
   * `between: 'private'`): the host's tablet sends it with the placement and shows it to nobody. */
  private: Type.Optional(Type.Literal(true)),
});
/**
 * This tablet's standing as a host: `paired` (it is host now; `secret` is what it presents from now
 * on, kept across restarts), `asking` (its ask waits for the rig's button: `code` is shown here and
 * on the server's console), `asked` (to the hosts: a tablet asks, with its `code`), `ended` (an ask
 * is over without a host made), `refused` (what it presented does not make it host: `reason`).
 */
export const PairingMsg = Type.Object({
  type: Type.Literal('pairing'),
  state: OneOf(['paired', 'asking', 'asked', 'ended', 'refused']),
  /** In the players' words: what happened and what to do. */
  message: Type.String(),
  secret: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  secondsLeft: Type.Optional(Type.Integer()),
  /** refused: `restarted` (a host link of an earlier start), `forgotten` (the host tablets were forgotten), `unknown` (a pairing this table never made), `limited` (too many wrong tries: wait). */
  reason: Type.Optional(OneOf(['restarted', 'forgotten', 'unknown', 'limited'])),
});
export type PairingMsg = Static<typeof PairingMsg>;
export type SnapshotMsg = Static<typeof SnapshotMsg>;
export type StateMsg = Static<typeof StateMsg>;
export type ScaleMsg = Static<typeof ScaleMsg>;
export type ErrorMsg = Static<typeof ErrorMsg>;
export type AckMsg = Static<typeof AckMsg>;
export type TapMsg = Static<typeof TapMsg>;
export type ServerMsg = SnapshotMsg | StateMsg | ScaleMsg | ErrorMsg | AckMsg | TapMsg | PairingMsg;
export const SERVER_SCHEMAS: Record<ServerMsg['type'], TSchema> = {
  snapshot: SnapshotMsg,
  state: StateMsg,
  scale: ScaleMsg,
  error: ErrorMsg,
  ack: AckMsg,
  tap: TapMsg,
  pairing: PairingMsg,
};

// ---------------------------------------------------------------- HTTP bodies
export const GameOptionInfo = Type.Object(
  {
    key: Type.String(),
    label: Type.String(),
    kind: OneOf(['boolean', 'number', 'choice']),
    default: Type.Union([Type.Boolean(), Type.Number(), Type.String()]),
    min: Type.Optional(Type.Number()),
    max: Type.Optional(Type.Number()),
    choices: Type.Optional(Type.Array(Type.String())),
    help: Type.Optional(Type.String()),
  },
  { description: 'one option of the new-game form (games/core/types.ts GameOption)' },
);
export type GameOptionInfo = Static<typeof GameOptionInfo>;
/** A registered game as the shelf shows it (its GameDescription as JSON). */
export const ShelfGame = Type.Object({
  id: Type.String(),
  name: Type.String(),
  blurb: Type.String(),
  players: Type.Array(Type.Integer()),
  deck: Type.Union([Type.Object({ id: Type.String(), name: Type.String(), size: Type.Integer() }), Type.Null()]),
  scale: OneOf(['contest', 'count', 'none']),
  options: Type.Array(GameOptionInfo),
  /** Seats a computer player can take, and its levels. */
  computer: Type.Optional(Type.Object({ seats: Type.Array(Type.String()), levels: Type.Array(Type.String()) })),
});
export type ShelfGame = Static<typeof ShelfGame>;
/** A game put away (server/src/session/saved-games.ts). */
export const SavedGameInfo = Type.Object({
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
export const DeckCards = Type.Object({ id: Type.String(), name: Type.String(), cards: Type.Array(Type.Object({ id: Type.String(), label: Type.String() })) });
export type DeckCards = Static<typeof DeckCards>;
export const ShelfReply = Type.Object({ games: Type.Array(ShelfGame), decks: Type.Array(DeckCards), saved: Type.Array(SavedGameInfo) });
export type ShelfReply = Static<typeof ShelfReply>;
export const SavedGameReply = Type.Object({ id: Type.String(), view: Type.Record(Type.String(), Type.Unknown()) });
/** GET /api/history: each public step of the game on the table, its input and the view it led to, as the viewer may see them. */
export const HistoryReply = Type.Object({
  game: Type.Union([Type.String(), Type.Null()]),
  /** The index of the first step sent (`since`, or 0: the whole history). */
  from: Type.Integer({ minimum: 0 }),
  steps: Type.Array(Type.Object({ input: Type.Record(Type.String(), Type.Unknown()), view: Type.Record(Type.String(), Type.Unknown()) })),
  /** The whole history's digest as this viewer reads it: the next request's `of`. */
  digest: Type.String(),
});
/** GET /api/history: `since` steps the tablet holds, `of` their digest (the last reply's). */
export const HistoryQuery = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: 200 })),
    since: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$', description: 'how many steps the tablet holds: only those after them are sent' })),
    of: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$', description: "the digest of the steps held (the last reply's `digest`)" })),
  },
  { additionalProperties: false },
);
export type HistoryReply = Static<typeof HistoryReply>;
export const DeckQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })), deck: Type.Optional(DeckId) }, { additionalProperties: false });
export const HealthReply = Type.Object({ ok: Type.Literal(true), protocol: Type.Literal(PROTOCOL_VERSION), version: Type.Integer() });
export const InputReply = Type.Object({
  ok: Type.Boolean(),
  reason: Type.Optional(Type.String()),
  version: Type.Integer(),
  /** The game position after the input (the next input's `at`). */
  position: Type.Integer(),
});
export const ErrorReply = Type.Object({ error: Type.String(), message: Type.String(), statusCode: Type.Integer() });
export const TokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) }, { additionalProperties: false });
/** POST /api/input: `at` and `seat` as on the `input` message (a query is text: `at` in digits). */
export const InputQuery = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: 200 })),
    at: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$', description: 'the `position` the input was made on' })),
    seat: Type.Optional(MadeFor),
  },
  { additionalProperties: false },
);
