// The setup guide ("Set up a new rig") as GET /api/setup answers it and POST /api/setup takes it:
// the step under way (and the part being wired, the cup being calibrated), what holds it or sent
// the builder back to it, how far the guide is, and what the rig said that the step needs.
// Each schema is marked pure: the tablet reads only the types, and its first load (the shelf's)
// does not carry the schemas the server checks with.
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from './type.ts';
import { Said } from './said.ts';

const OrNull = <T extends TSchema>(t: T) => /* @__PURE__ */ Type.Union([t, /* @__PURE__ */ Type.Null()]);

/** The guide's steps, in their order (the schema below lists the same). */
export const SETUP_STEP_ORDER = ['parts', 'wiring', 'flash', 'check', 'calibrate', 'cards', 'done'] as const;
export const SetupStepName = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Literal('parts'),
  /* @__PURE__ */ Type.Literal('wiring'),
  /* @__PURE__ */ Type.Literal('flash'),
  /* @__PURE__ */ Type.Literal('check'),
  /* @__PURE__ */ Type.Literal('calibrate'),
  /* @__PURE__ */ Type.Literal('cards'),
  /* @__PURE__ */ Type.Literal('done'),
]);
export const WiringPartName = /* @__PURE__ */ Type.Union([
  /* @__PURE__ */ Type.Literal('left cup'),
  /* @__PURE__ */ Type.Literal('right cup'),
  /* @__PURE__ */ Type.Literal('reader'),
  /* @__PURE__ */ Type.Literal('button and lights'),
]);
export const CupName = /* @__PURE__ */ Type.Union([/* @__PURE__ */ Type.Literal('left'), /* @__PURE__ */ Type.Literal('right')]);

export const SetupFinding = /* @__PURE__ */ Type.Object(
  {
    step: SetupStepName,
    part: /* @__PURE__ */ OrNull(WiringPartName),
    says: /* @__PURE__ */ Type.String(),
    /** `says` as an id and values, for each tablet to say in its language (where the guide words it so). */
    said: /* @__PURE__ */ Type.Optional(Said),
  },
  { additionalProperties: false },
);

/** The guide's own state, as the data directory keeps it (setup.json). */
export const SetupGuideState = /* @__PURE__ */ Type.Object(
  {
    step: SetupStepName,
    part: WiringPartName,
    cup: CupName,
    reached: SetupStepName,
    finding: /* @__PURE__ */ OrNull(SetupFinding),
    finished: /* @__PURE__ */ Type.Boolean(),
  },
  { additionalProperties: false },
);

export const SetupStatusReply = /* @__PURE__ */ Type.Object({
  /** Moves on with every change: a reader waits for the one after it (`?after=`). */
  version: /* @__PURE__ */ Type.Integer(),
  guide: SetupGuideState,
  progress: /* @__PURE__ */ Type.Object({ percent: /* @__PURE__ */ Type.Integer(), index: /* @__PURE__ */ Type.Integer(), of: /* @__PURE__ */ Type.Integer() }),
  /** What the server is doing for the step now (asking the rig), or null. */
  working: /* @__PURE__ */ OrNull(/* @__PURE__ */ Type.String()),
  /** `working` as an id and values, for each tablet's language. */
  workingSaid: /* @__PURE__ */ Type.Optional(Said),
  /** The kind of rig: a simulated or emulated one can do the check's steps by itself. */
  virtual: /* @__PURE__ */ Type.Boolean(),
  /** The rig's firmware and the one this Quartermaster brings (null: none to bring). */
  firmware: /* @__PURE__ */ Type.Object({
    running: /* @__PURE__ */ OrNull(/* @__PURE__ */ Type.String()),
    brought: /* @__PURE__ */ OrNull(/* @__PURE__ */ Type.String()),
    older: /* @__PURE__ */ Type.Boolean(),
  }),
  /** In the calibration: the cup was tared empty, and the known weight it was calibrated with. */
  calibration: /* @__PURE__ */ Type.Object({ tared: /* @__PURE__ */ Type.Boolean(), grams: /* @__PURE__ */ OrNull(/* @__PURE__ */ Type.Number()) }),
  /** The cards enrolled in all, and whether the reader saw a card during the cards step. */
  cards: /* @__PURE__ */ Type.Object({ enrolled: /* @__PURE__ */ Type.Integer(), seen: /* @__PURE__ */ Type.Boolean() }),
});
export type SetupStatus = Static<typeof SetupStatusReply>;

/** What a builder does on the tablet or the terminal; every other body is refused. */
export const SetupAction = /* @__PURE__ */ Type.Union([
  /** "Done": the rig is asked to confirm the step under way. */
  /* @__PURE__ */ Type.Object({ action: /* @__PURE__ */ Type.Literal('next') }, { additionalProperties: false }),
  /** An optional part the rig does not have. */
  /* @__PURE__ */ Type.Object({ action: /* @__PURE__ */ Type.Literal('skip') }, { additionalProperties: false }),
  /* @__PURE__ */ Type.Object({ action: /* @__PURE__ */ Type.Literal('back'), step: SetupStepName }, { additionalProperties: false }),
  /* @__PURE__ */ Type.Object({ action: /* @__PURE__ */ Type.Literal('restart') }, { additionalProperties: false }),
  /** The calibration: the cup under way is empty. */
  /* @__PURE__ */ Type.Object({ action: /* @__PURE__ */ Type.Literal('tare') }, { additionalProperties: false }),
  /** The calibration: `grams` of known weight lie in the cup under way. */
  /* @__PURE__ */ Type.Object(
    { action: /* @__PURE__ */ Type.Literal('weight'), grams: /* @__PURE__ */ Type.Number({ exclusiveMinimum: 0, maximum: 5000 }) },
    { additionalProperties: false },
  ),
  /** The cards: enrol the deck `deck` (default: the Cards screen's). */
  /* @__PURE__ */ Type.Object(
    { action: /* @__PURE__ */ Type.Literal('enrol'), deck: /* @__PURE__ */ Type.Optional(/* @__PURE__ */ Type.String({ maxLength: 100 })) },
    { additionalProperties: false },
  ),
]);
export type SetupActionBody = Static<typeof SetupAction>;
