// The setup guide for the tablet and `quartermaster setup` (server/API.md, "Set up a new rig"):
// GET /api/setup says where the guide is (`?after=` waits for the next change); with the host
// token, POST /api/setup does a builder's action on the step under way.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorReply, SetupStatusReply, TokenQuery } from '#protocol';
import type { HostAuth } from '../auth.ts';
import { statusRoute } from './status-route.ts';
import { readSetupAction } from '../setup/setup-action.ts';
import type { SetupGuide } from '../setup/setup-guide.ts';

export const setupPlugin: FastifyPluginAsyncTypebox<{ guide: SetupGuide; auth: HostAuth }> = async (app, { guide, auth }) => {
  statusRoute(app, '/api/setup', SetupStatusReply, guide);
  app.post(
    '/api/setup',
    {
      preHandler: auth.requireHost,
      // Read by readSetupAction, whose refusals say what is wrong in words (the schema's would list every variant).
      schema: { querystring: TokenQuery, body: Type.Unknown(), response: { 200: SetupStatusReply, 400: ErrorReply, 401: ErrorReply, 409: ErrorReply } },
    },
    async (req, reply) => {
      const read = readSetupAction(req.body);
      if ('problem' in read) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: read.problem });
      const done = await guide.act(read.action);
      if (!done.ok)
        return reply.code(done.status).send({ statusCode: done.status, error: done.status === 409 ? 'Conflict' : 'Bad Request', message: done.message });
      return guide.status();
    },
  );
};
