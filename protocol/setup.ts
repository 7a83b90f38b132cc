// The setup guide ("Set up a new rig") as GET /api/setup answers it and POST /api/setup takes it:
// the step under way (and the part being wired, the cup being calibrated), what holds it or sent
// the builder back to it, how far the guide is, and what the rig said that the step needs.
import { type Static, type TSchema, Type } from '@sinclair/typebox';

const OrNull = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const SetupStepName = Type.Union([
  Type.Literal('parts'),
  Type.Literal('wiring'),
  Type.Literal('flash'),
  Type.Literal('check'),
  Type.Literal('calibrate'),
  Type.Literal('cards'),
  Type.Literal('done'),
]);
export const WiringPartName = Type.Union([Type.Literal('left cup'), Type.Literal('right cup'), Type.Literal('reader'), Type.Literal('button and lights')]);
export const CupName = Type.Union([Type.Literal('left'), Type.Literal('right')]);

export const SetupFinding = Type.Object({ step: SetupStepName, part: OrNull(WiringPartName), says: Type.String() }, { additionalProperties: false });

/** The guide's own state, as the data directory keeps it (setup.json). */
export const SetupGuideState = Type.Object(
  {
    step: SetupStepName,
    part: WiringPartName,
    cup: CupName,
    reached: SetupStepName,
    finding: OrNull(SetupFinding),
    finished: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const SetupStatusReply = Type.Object({
  /** Moves on with every change: a reader waits for the one after it (`?after=`). */
  version: Type.Integer(),
  guide: SetupGuideState,
  progress: Type.Object({ percent: Type.Integer(), index: Type.Integer(), of: Type.Integer() }),
  /** What the server is doing for the step now (asking the rig), or null. */
  working: OrNull(Type.String()),
  /** The kind of rig: a simulated or emulated one can do the check's steps by itself. */
  virtual: Type.Boolean(),
  /** The rig's firmware and the one this Quartermaster brings (null: none to bring). */
  firmware: Type.Object({ running: OrNull(Type.String()), brought: OrNull(Type.String()), older: Type.Boolean() }),
  /** In the calibration: the cup was tared empty, and the known weight it was calibrated with. */
  calibration: Type.Object({ tared: Type.Boolean(), grams: OrNull(Type.Number()) }),
  /** The cards enrolled in all, and whether the reader saw a card during the cards step. */
  cards: Type.Object({ enrolled: Type.Integer(), seen: Type.Boolean() }),
});
export type SetupStatus = Static<typeof SetupStatusReply>;

/** What a builder does on the tablet or the terminal; every other body is refused. */
export const SetupAction = Type.Union([
  /** "Done": the rig is asked to confirm the step under way. */
  Type.Object({ action: Type.Literal('next') }, { additionalProperties: false }),
  /** An optional part the rig does not have. */
  Type.Object({ action: Type.Literal('skip') }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('back'), step: SetupStepName }, { additionalProperties: false }),
  Type.Object({ action: Type.Literal('restart') }, { additionalProperties: false }),
  /** The calibration: the cup under way is empty. */
  Type.Object({ action: Type.Literal('tare') }, { additionalProperties: false }),
  /** The calibration: `grams` of known weight lie in the cup under way. */
  Type.Object({ action: Type.Literal('weight'), grams: Type.Number({ exclusiveMinimum: 0, maximum: 5000 }) }, { additionalProperties: false }),
  /** The cards: enrol the deck `deck` (default: the Cards screen's). */
  Type.Object({ action: Type.Literal('enrol'), deck: Type.Optional(Type.String({ maxLength: 100 })) }, { additionalProperties: false }),
]);
export type SetupActionBody = Static<typeof SetupAction>;
