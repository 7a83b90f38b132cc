// The rig's firmware for the tablet (server/API.md, "The rig's firmware"): GET /api/firmware says
// which firmware the rig runs, which this companion brings and where an update is (`?after=` waits
// for the next change); with the host token, POST /api/firmware starts the update.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorReply, FirmwareStatusReply, TokenQuery } from '#protocol';
import type { HostAuth } from '../auth.ts';
import { FirmwareUpdate } from '../devices/firmware-update.ts';
import type { RigLender } from '../devices/rig-check.ts';
import type { FirmwareSource, TableDevice } from '../devices/table-device.ts';

const StatusQuery = Type.Object(
  { token: Type.Optional(Type.String({ maxLength: 200 })), after: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })) },
  { additionalProperties: false },
);
const WAIT_MS = 20_000;

export const firmwarePlugin: FastifyPluginAsyncTypebox<{ device: TableDevice; source: FirmwareSource; table: RigLender; auth: HostAuth }> = async (
  app,
  { device, source, table, auth },
) => {
  const update = new FirmwareUpdate(device, source, table);
  app.get('/api/firmware', { schema: { querystring: StatusQuery, response: { 200: FirmwareStatusReply, 400: ErrorReply } } }, async (req) => {
    const { after } = req.query;
    return after === undefined ? update.status() : update.statusAfter(Number(after), WAIT_MS);
  });
  app.addHook('preClose', async () => update.release());
  // The rig is not closed under a flash: the update ends (or times out) first.
  app.addHook('onClose', async () => update.settled());
  app.post(
    '/api/firmware',
    {
      preHandler: auth.requireHost,
      schema: {
        querystring: TokenQuery,
        body: Type.Object({}, { additionalProperties: false }),
        response: { 202: FirmwareStatusReply, 400: ErrorReply, 401: ErrorReply, 409: ErrorReply },
      },
    },
    async (_req, reply) => {
      const started = update.start();
      if (!started.ok)
        return reply
          .code(started.status)
          .send({ statusCode: started.status, error: started.status === 409 ? 'Conflict' : 'Bad Request', message: started.message });
      return reply.code(202).send(update.status());
    },
  );
};
