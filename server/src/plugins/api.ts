// The JSON API under /api/ for tablets and for people who script the table (server/API.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import {
  CardMap,
  CLIENT_SCHEMAS,
  DeckQuery,
  HistoryQuery,
  HistoryReply,
  SavedGameReply,
  SavedId,
  ShelfReply,
  ErrorReply,
  HealthReply,
  InputQuery,
  InputReply,
  PROTOCOL_VERSION,
  SERVER_SCHEMAS,
  SessionState,
  TableInput,
  TokenQuery,
} from '#protocol';
import type { HostAuth } from '../auth.ts';
import type { TableSession } from '../session/table-session.ts';
import { HistoryReplies } from '../session/log/history-since.ts';
import { logShownTo } from '../session/viewer-filter.ts';

export interface ApiOptions {
  session: TableSession;
  auth: HostAuth;
}

/** A reply of `schema` that its route sends as the JSON it kept, as text: the same schema, a type that lets the text through. */
const keptAsText = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T> | string | Buffer>(schema);

export const apiPlugin: FastifyPluginAsyncTypebox<ApiOptions> = async (app, { session, auth }) => {
  // Every route is also limited per client address (limits.ts): 429 with the reason.
  const errors = { 400: ErrorReply, 401: ErrorReply, 429: ErrorReply };

  app.get(
    '/api/health',
    { schema: { response: { 200: HealthReply } } },
    async (): Promise<Static<typeof HealthReply>> => ({
      ok: true,
      protocol: PROTOCOL_VERSION,
      version: session.currentVersion,
    }),
  );

  // The JSON Schemas of every WebSocket message, for people who script the table.
  // As plain JSON: TypeBox's own marks on a schema are no part of it.
  const plain = (schemas: Record<string, unknown>): Record<string, unknown> => JSON.parse(JSON.stringify(schemas));
  const ProtocolReply = Type.Object({
    protocol: Type.Literal(PROTOCOL_VERSION),
    clientToServer: Type.Record(Type.String(), Type.Unknown()),
    serverToClient: Type.Record(Type.String(), Type.Unknown()),
  });
  const schemas: Static<typeof ProtocolReply> = { protocol: PROTOCOL_VERSION, clientToServer: plain(CLIENT_SCHEMAS), serverToClient: plain(SERVER_SCHEMAS) };
  app.get('/api/protocol', { schema: { response: { 200: ProtocolReply } } }, async (): Promise<Static<typeof ProtocolReply>> => schemas);

  app.get('/api/state', { schema: { querystring: TokenQuery, response: { 200: SessionState, ...errors } } }, async (req) =>
    session.state(auth.roleFor(auth.presented(req))),
  );

  // The log as the viewer may read it (viewer-filter.ts): a spectator waits for the end of a game that hides anything.
  app.get('/api/log', { schema: { querystring: TokenQuery, response: { 200: Type.String(), 403: ErrorReply } } }, async (req, reply) => {
    const log = logShownTo(session.current, auth.roleFor(auth.presented(req)));
    if (!log.ok) return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: log.reason });
    await reply.type('application/x-ndjson; charset=utf-8').send(log.text);
  });

  // The history the tablets tell (each step's input and the view it led to), under the log's rule.
  // `?since=N&of=D`: only the steps after the N the tablet holds. Worked out once per position and
  // kind of viewer, and sent as the JSON kept (history-since.ts).
  const histories = new HistoryReplies();
  app.get(
    '/api/history',
    { schema: { querystring: HistoryQuery, response: { 200: keptAsText(HistoryReply), 400: ErrorReply, 403: ErrorReply } } },
    async (req, reply) => {
      const { since, of } = req.query;
      const h = histories.reply(session.current, auth.roleFor(auth.presented(req)), since === undefined ? undefined : Number(since), of);
      if (!h.ok) return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: h.reason });
      await reply.type('application/json; charset=utf-8').send(h.json);
    },
  );

  app.post(
    '/api/input',
    { preHandler: auth.requireHost, schema: { querystring: InputQuery, body: TableInput, response: { 200: InputReply, ...errors } } },
    async (req) => {
      const { at, seat } = req.query;
      const r = session.input(req.body, { at: at === undefined ? undefined : Number(at), seat });
      const now = { version: session.currentVersion, position: session.currentPosition };
      return r.ok ? { ok: true, ...now } : { ok: false, reason: r.reason, ...now };
    },
  );

  const unknownDeck = (deck: string | undefined) => ({ statusCode: 404, error: 'Not Found', message: `unknown deck "${deck}"` });
  app.get(
    '/api/cards',
    { preHandler: auth.requireHost, schema: { querystring: DeckQuery, response: { 200: CardMap, 404: ErrorReply, ...errors } } },
    async (req, reply) => {
      const { deck } = req.query;
      return session.reader.cardMap(deck) ?? reply.code(404).send(unknownDeck(deck));
    },
  );

  app.put(
    '/api/cards',
    {
      preHandler: auth.requireHost,
      schema: { querystring: DeckQuery, body: CardMap, response: { 200: Type.Object({ enrolled: Type.Integer() }), ...errors } },
    },
    async (req, reply) => {
      const { deck } = req.query;
      const r = session.reader.importCards(req.body, deck);
      if (!r.ok) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: r.reason });
      return { enrolled: Object.keys(session.reader.cardMap(deck) ?? {}).length };
    },
  );

  // The shelf: every registered game (what it needs, its options) and the games put away.
  app.get('/api/shelf', { schema: { querystring: TokenQuery, response: { 200: ShelfReply } } }, async () => session.shelf());

  const noSavedGame = (id: string) => ({ statusCode: 404, error: 'Not Found', message: `no saved game "${id}" (see GET /api/shelf)` });
  const damaged = (id: string, why: string) => ({ statusCode: 422, error: 'Unprocessable Entity', message: `the saved game "${id}" is damaged: ${why}` });
  app.get(
    '/api/saved/:id',
    {
      schema: {
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        querystring: TokenQuery,
        response: { 200: SavedGameReply, 404: ErrorReply, 422: ErrorReply },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const found = session.saved.view(id, auth.roleFor(auth.presented(req)));
      if (!found) return reply.code(404).send(noSavedGame(id));
      if ('damaged' in found) return reply.code(422).send(damaged(id, found.damaged));
      return { id, view: found.view };
    },
  );

  // A saved game's history: its table script, under the same rule as the live table's log.
  app.get(
    '/api/saved/:id/log',
    {
      schema: {
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        querystring: TokenQuery,
        response: { 200: Type.String(), 403: ErrorReply, 404: ErrorReply, 422: ErrorReply },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      const found = session.saved.log(id, auth.roleFor(auth.presented(req)));
      if (!found) return reply.code(404).send(noSavedGame(id));
      if ('damaged' in found) return reply.code(422).send(damaged(id, found.damaged));
      if (!found.ok) return reply.code(403).send({ statusCode: 403, error: 'Forbidden', message: found.reason });
      await reply.type('application/x-ndjson; charset=utf-8').send(found.text);
    },
  );

  // Deletes a saved game for good (a damaged one too), like the WebSocket's `deleteSaved`.
  app.delete(
    '/api/saved/:id',
    {
      preHandler: auth.requireHost,
      schema: {
        params: Type.Object({ id: SavedId }),
        querystring: TokenQuery,
        response: { 200: Type.Object({ deleted: Type.String() }), 404: ErrorReply, 500: ErrorReply, ...errors },
      },
    },
    async (req, reply) => {
      const { id } = req.params;
      if (!session.saved.has(id)) return reply.code(404).send(noSavedGame(id));
      const r = session.games.delete(id);
      if (!r.ok) return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: r.reason });
      return { deleted: id };
    },
  );
};
