// The rig's firmware update as GET /api/firmware answers it: which firmware the rig runs, which
// this companion brings, whether the rig's is older, and where an update is.
import type { Static, TSchema } from '@sinclair/typebox';
import { Type } from './type.ts';

const OrNull = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);

export const FirmwareStatusReply = /* @__PURE__ */ Type.Object({
  /** Moves on with every change: a reader waits for the one after it (`?after=`). */
  version: Type.Integer(),
  /** The firmware the rig said it runs (its HELLO), or null before it said. */
  running: OrNull(Type.String()),
  /** The firmware this companion builds and would write. */
  brought: Type.String(),
  /** The rig's firmware is older than the one brought: an update is offered. */
  older: Type.Boolean(),
  state: Type.Union([Type.Literal('idle'), Type.Literal('updating'), Type.Literal('done'), Type.Literal('failed')]),
  /** While updating: what is happening, in words, and how far (0–100) the writing or checking is. */
  step: OrNull(Type.String()),
  percent: OrNull(Type.Integer()),
  /** A failed update: what went wrong and what to do. */
  error: OrNull(Type.String()),
});
export type FirmwareStatus = Static<typeof FirmwareStatusReply>;
