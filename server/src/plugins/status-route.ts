// A GET route that says where something under way is (the rig check, the setup guide), now or once
// it has moved past the version a reader names (`?after=`), the reply waiting at most WAIT_MS; a
// reader still waiting when the server closes is answered first, so that the close need not wait.
import type { FastifyInstance } from 'fastify';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { ErrorReply } from '#protocol';

/** What the route reads of the thing under way: its status now, after a version, and its readers let go. */
export interface Watched<S> {
  status(): S;
  statusAfter(after: number, ms: number): Promise<S>;
  release(): void;
}

/** `?after=<version>`: the reply waits (at most WAIT_MS) until the status has moved past it. */
const StatusQuery = Type.Object(
  { token: Type.Optional(Type.String({ maxLength: 200 })), after: Type.Optional(Type.String({ pattern: '^[0-9]{1,9}$' })) },
  { additionalProperties: false },
);
const WAIT_MS = 20_000;

export function statusRoute<R extends TSchema>(app: FastifyInstance, path: string, reply: R, watched: Watched<Static<R>>): void {
  app.get<{ Querystring: Static<typeof StatusQuery> }>(
    path,
    { schema: { querystring: StatusQuery, response: { 200: reply, 400: ErrorReply } } },
    async (req) => {
      const { after } = req.query;
      return after === undefined ? watched.status() : watched.statusAfter(Number(after), WAIT_MS);
    },
  );
  app.addHook('preClose', async () => watched.release());
}
