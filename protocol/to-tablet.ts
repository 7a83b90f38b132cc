// What the server sends a tablet over the WebSocket: the table's state as the viewer may see it,
// live scale readings, taps, acknowledgements and refusals, and the pairing of host tablets.
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from './type.ts';
import { CountStatus } from './count.ts';
import { FlatPhrase, Said, SaidPhrase } from './said.ts';
import { OneOf, PROTOCOL_VERSION } from './shapes.ts';

export const Role = /* @__PURE__ */ Type.Union([Type.Literal('host'), Type.Literal('spectator')]);
export type Role = Static<typeof Role>;

export const DeviceInfo = /* @__PURE__ */ Type.Object({
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
  /** `lastError` as an id and values, for each tablet to say in its language (where the device words it so). */
  problem: Type.Optional(Said),
  counters: Type.Record(Type.String(), Type.Number()),
  /** The rig's own button, lights and buzzer (johnny-five on the user pins), when it has them. */
  parts: Type.Optional(
    Type.Object({
      /** ready: the rig set every pin up; unavailable: it cannot (why in `message`). */
      state: OneOf(['starting', 'ready', 'unavailable']),
      message: Type.Optional(Type.String()),
      /** `message` as an id and values, for each tablet's language. */
      said: Type.Optional(Said),
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

export const Enrolment = /* @__PURE__ */ Type.Object({
  /** The card the next tap will be enrolled as (null when every card has a UID). */
  next: Type.Union([Type.String(), Type.Null()]),
  /** Cards that still have no UID, in enrolment order. */
  missing: Type.Array(Type.String()),
});
export const DeckInfo = /* @__PURE__ */ Type.Object({
  id: Type.String(),
  name: Type.String(),
  size: Type.Integer(),
  enrolled: Type.Integer({ description: 'cards of this deck with a UID' }),
});
export type DeckInfo = Static<typeof DeckInfo>;
export const CardsInfo = /* @__PURE__ */ Type.Object({
  /** The deck the Cards screen is about: the one being enrolled, else the current game's, else the first. */
  deck: Type.Union([Type.String(), Type.Null()]),
  enrolled: Type.Integer({ description: 'cards of `deck` with a UID (its size = the whole deck)' }),
  enrolment: Type.Union([Enrolment, Type.Null()], { description: 'null unless enrolment is under way' }),
  /** Every deck of the registered games. */
  decks: Type.Array(DeckInfo),
});

export const CupState = /* @__PURE__ */ OneOf(['motion', 'stable', 'zero', 'overload']);

/** The weigh-off at the table: where the contest controller is (scale/contest.ts). */
export const WeighStatus = /* @__PURE__ */ Type.Object({
  /** `undecided`: the time limit passed without a verdict; the table chooses a tie or to weigh longer. */
  stage: OneOf(['idle', 'tare', 'loading', 'weighing', 'undecided', 'lifting', 'verdict', 'tiebreak', 'calibrating']),
  contest: Type.Union([Type.Object({ left: Type.String(), right: Type.String() }), Type.Null()]),
  /** What the tablet should tell the players now, e.g. "Empty both cups", "All in, weigh!". */
  message: Type.String(),
  /** `message` as an id and values, for each tablet to say in its language (the stages whose words are the table's own). */
  said: Type.Optional(Said),
  /** The game's words in the headline, after `said` (a verdict's events: who is out, the next
   * contest), for each tablet to say in its language from the game's catalogue. */
  told: Type.Optional(Type.Array(FlatPhrase, { maxItems: 20 })),
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
export const ComputerInfo = /* @__PURE__ */ Type.Object({
  seats: Type.Record(Type.String(), Type.String()),
  levels: Type.Array(Type.String()),
  /** The seat the computer is thinking for now. */
  thinking: Type.Union([Type.String(), Type.Null()]),
  /** The computer's move waits until a teaching host tablet's lesson is read ("Got it"). */
  lesson: Type.Optional(Type.Literal(true)),
  /** Why the computer's last move failed (it waits for a person to step in). */
  problem: Type.Optional(Type.String()),
});
export type ComputerInfo = Static<typeof ComputerInfo>;

/** A first game the table started for a table that has never played (games/core/first-game.ts): a
 * guided game against the computer, or a scripted first round the table plays on the simulated rig. */
export const FirstGameInfo = /* @__PURE__ */ Type.Object({
  kind: OneOf(['guided', 'watch']),
  /** What the first game is, in a sentence or two. */
  about: Type.String(),
  /** A scripted round: the step being played (1…steps; 0 before the first), and what the table says of it. */
  step: Type.Integer(),
  steps: Type.Integer(),
  said: Type.String(),
  /** A scripted round: still playing, held on its step, over, or stopped (and why, when it could not go on). */
  state: OneOf(['playing', 'paused', 'over', 'stopped']),
  /** A scripted round: whether `back` can take its last step back (a step that emptied the cups cannot be). */
  back: Type.Optional(Type.Boolean()),
  problem: Type.Optional(Type.String()),
});
export type FirstGameInfo = Static<typeof FirstGameInfo>;

export const SessionState = /* @__PURE__ */ Type.Object({
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
  /** The counting scale (a game that counts pieces): count.ts. */
  count: Type.Optional(CountStatus),
  /** The computer's seats, for a game with a computer player (absent otherwise). */
  computer: Type.Optional(ComputerInfo),
  /** The game on the table is a first game the table started (absent otherwise). */
  firstGame: Type.Optional(FirstGameInfo),
  /** Warnings from the last start-up (torn log line dropped, rejected log line…). */
  warnings: Type.Array(Type.String()),
  /** Each of `warnings` as an id and values, in the same order, for each tablet to say in its language. */
  warningsSaid: Type.Optional(Type.Array(Said)),
});
export type SessionState = Static<typeof SessionState>;

export const SnapshotMsg = /* @__PURE__ */ Type.Composite([Type.Object({ type: Type.Literal('snapshot') }), SessionState]);
export const StateMsg = /* @__PURE__ */ Type.Composite([Type.Object({ type: Type.Literal('state') }), SessionState]);
export const ScaleMsg = /* @__PURE__ */ Type.Object({
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
export const ErrorMsg = /* @__PURE__ */ Type.Object({
  type: Type.Literal('error'),
  message: Type.String(),
  ref: Type.Optional(Type.String()),
  /** The refusal as the game wrote it, for the tablet to say in its language (`message` is its English). */
  phrase: Type.Optional(SaidPhrase),
});
export const AckMsg = /* @__PURE__ */ Type.Object({ type: Type.Literal('ack'), ref: Type.String() });
export const TapMsg = /* @__PURE__ */ Type.Object({
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
  /** A `rejected` tap's refusal as the game wrote it, for the tablet to say in its language (`message` is its English). */
  phrase: Type.Optional(SaidPhrase),
  /** A `picked` card tapped privately while placing it face down (a reader that declares
   * `between: 'private'`): the host's tablet sends it with the placement and shows it to nobody. */
  private: Type.Optional(Type.Literal(true)),
});
/**
 * This tablet's standing as a host: `paired` (it is host now; `secret` is what it presents from now
 * on, kept across restarts), `asking` (its ask waits for the rig's button: `code` is shown here and
 * on the server's console), `asked` (to the hosts: a tablet asks, with its `code`), `ended` (an ask
 * is over without a host made), `refused` (what it presented does not make it host: `reason`),
 * `invited` (to the host tablet that asked alone: its one-time host link's `code`, working once for
 * `secondsLeft`), `withdrawn` (to the host tablets: every host link was withdrawn, as the host
 * tablets were forgotten; one still shown makes no one host).
 */
export const PairingMsg = /* @__PURE__ */ Type.Object({
  type: Type.Literal('pairing'),
  state: OneOf(['paired', 'asking', 'asked', 'ended', 'refused', 'invited', 'withdrawn']),
  /** In the players' words: what happened and what to do. */
  message: Type.String(),
  secret: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  secondsLeft: Type.Optional(Type.Integer()),
  /** refused: whether the rig has a button to press (the next step is to ask, else a host link). */
  button: Type.Optional(Type.Boolean()),
  /**
   * refused: `restarted` (a host link of an earlier start), `forgotten` (the host tablets were
   * forgotten), `unknown` (a pairing this table never made), `limited` (too many wrong tries: wait),
   * `replaced` (the tablet was kept again with a new secret: it holds that one now), `dropped` (the
   * oldest pairing, forgotten as one more was kept beyond the most the table keeps: `keeps`).
   * ended (to the tablet that asked): `timed-out` (no one pressed the button in time), `taken-back`
   * (it took its ask back), `turned-down` (a host turned it down).
   */
  reason: Type.Optional(OneOf(['restarted', 'forgotten', 'unknown', 'limited', 'replaced', 'dropped', 'timed-out', 'taken-back', 'turned-down'])),
  /** refused `dropped`: the most host tablets the table keeps. */
  keeps: Type.Optional(Type.Integer()),
});
export type PairingMsg = Static<typeof PairingMsg>;
/** To each host tablet, whenever the number of host tablets connected changes: how many others are in charge too. */
export const HostsMsg = /* @__PURE__ */ Type.Object({
  type: Type.Literal('hosts'),
  /** The other host tablets connected now (0: this one alone). */
  others: Type.Integer({ minimum: 0 }),
});
export type HostsMsg = Static<typeof HostsMsg>;
export type SnapshotMsg = Static<typeof SnapshotMsg>;
export type StateMsg = Static<typeof StateMsg>;
export type ScaleMsg = Static<typeof ScaleMsg>;
export type ErrorMsg = Static<typeof ErrorMsg>;
export type AckMsg = Static<typeof AckMsg>;
export type TapMsg = Static<typeof TapMsg>;
export type ServerMsg = SnapshotMsg | StateMsg | ScaleMsg | ErrorMsg | AckMsg | TapMsg | PairingMsg | HostsMsg;
export const SERVER_SCHEMAS: Record<ServerMsg['type'], TSchema> = {
  snapshot: SnapshotMsg,
  state: StateMsg,
  scale: ScaleMsg,
  error: ErrorMsg,
  ack: AckMsg,
  tap: TapMsg,
  pairing: PairingMsg,
  hosts: HostsMsg,
};
