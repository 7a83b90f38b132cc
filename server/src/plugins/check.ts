// The rig check for the tablet (server/API.md, "Check the rig"): GET /api/check says where the
// check is (its question, its progress, its report); with the host token, POST /api/check starts
// one and POST /api/check/answer answers its question. It never tares, calibrates or enrols; the
// table lends it the rig meanwhile (a press or a card is the check's, not the game's).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { ErrorReply, TokenQuery } from '#protocol';
import type { HostAuth } from '../auth.ts';
import { statusRoute } from './status-route.ts';
import type { Refusal, RigCheck } from '../devices/rig-check.ts';

const Finding = Type.Object({
  part: Type.String(),
  measure: Type.String(),
  status: Type.Union([Type.Literal('ok'), Type.Literal('problem'), Type.Literal('not measured')]),
  value: Type.Optional(Type.Number()),
  unit: Type.Optional(Type.String()),
  expected: Type.Optional(Type.String()),
  says: Type.String(),
});
const Step = Type.Object({
  kind: Type.String(),
  seconds: Type.Optional(Type.Number()),
  grams: Type.Optional(Type.Number()),
  pin: Type.Optional(Type.Integer()),
  part: Type.Optional(Type.String()),
});
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
export const CheckStatusReply = Type.Object({
  version: Type.Integer(),
  state: Type.Union([Type.Literal('idle'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
  unattended: Type.Boolean(),
  progress: Nullable(Type.Object({ index: Type.Integer(), of: Type.Integer(), stage: Type.String(), says: Type.String() })),
  question: Nullable(Type.Object({ id: Type.Integer(), step: Step, says: Type.String() })),
  report: Nullable(Type.Object({ healthy: Type.Boolean(), findings: Type.Array(Finding) })),
  traces: Nullable(
    Type.Array(
      Type.Object({
        part: Type.Union([Type.Literal('left cup'), Type.Literal('right cup')]),
        unit: Type.Union([Type.Literal('g'), Type.Literal('counts')]),
        t: Type.Array(Type.Number()),
        value: Type.Array(Nullable(Type.Number())),
      }),
    ),
  ),
  error: Nullable(Type.String()),
});
const StartBody = Type.Object({ unattended: Type.Optional(Type.Boolean()), quick: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
const AnswerBody = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    skip: Type.Optional(Type.Boolean()),
    grams: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 5000 })),
    seen: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** A refusal as the routes' errors are sent. */
const refused = (r: Exclude<Refusal, { ok: true }>) => ({ statusCode: r.status, error: r.status === 409 ? 'Conflict' : 'Bad Request', message: r.message });

export const checkPlugin: FastifyPluginAsyncTypebox<{ check: RigCheck; auth: HostAuth }> = async (app, { check, auth }) => {
  const errors = { 400: ErrorReply, 401: ErrorReply, 409: ErrorReply };
  statusRoute(app, '/api/check', CheckStatusReply, check);
  app.post(
    '/api/check',
    { preHandler: auth.requireHost, schema: { querystring: TokenQuery, body: StartBody, response: { 202: CheckStatusReply, ...errors } } },
    async (req, reply) => {
      const body = req.body;
      const started = check.start({ unattended: body.unattended ?? false, quick: body.quick ?? false });
      if (!started.ok) return reply.code(started.status).send(refused(started));
      return reply.code(202).send(check.status());
    },
  );
  app.post(
    '/api/check/stop',
    { preHandler: auth.requireHost, schema: { querystring: TokenQuery, response: { 200: CheckStatusReply, ...errors } } },
    async (_req, reply) => {
      const stopped = await check.stop();
      if (!stopped.ok) return reply.code(stopped.status).send(refused(stopped));
      return check.status();
    },
  );
  app.post(
    '/api/check/answer',
    { preHandler: auth.requireHost, schema: { querystring: TokenQuery, body: AnswerBody, response: { 200: CheckStatusReply, ...errors } } },
    async (req, reply) => {
      const { id, ...answer } = req.body;
      const answered = check.answer(id, answer);
      if (!answered.ok) return reply.code(answered.status).send(refused(answered));
      return check.status();
    },
  );
};
