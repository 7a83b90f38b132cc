// The printed numbers of a deck's cards as the table entered them (H10):
// GET /api/decks/:deck/numbers and, with the host token, PUT the whole set (`{}`: the house numbers).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DeckId, ErrorReply, TokenQuery } from '#protocol';
import type { HostAuth } from '../auth.ts';
import type { TableSession } from '../session/table-session.ts';

const Params = Type.Object({ deck: DeckId });
const Numbers = Type.Record(Type.String(), Type.Record(Type.String(), Type.Integer()));
const Reply = Type.Object({ deck: Type.String(), numbers: Numbers });

export const deckNumbersPlugin: FastifyPluginAsyncTypebox<{ session: TableSession; auth: HostAuth }> = async (app, { session, auth }) => {
  const notFound = (deck: string) => ({ statusCode: 404, error: 'Not Found', message: `the deck "${deck}" has no printed numbers to enter` });
  app.get(
    '/api/decks/:deck/numbers',
    { schema: { params: Params, querystring: TokenQuery, response: { 200: Reply, 404: ErrorReply } } },
    async (req, reply) => {
      const { deck } = req.params;
      const numbers = session.numbers.get(deck);
      return numbers ? { deck, numbers } : reply.code(404).send(notFound(deck));
    },
  );
  app.put(
    '/api/decks/:deck/numbers',
    {
      preHandler: auth.requireHost,
      schema: { params: Params, querystring: TokenQuery, body: Type.Unknown(), response: { 200: Reply, 400: ErrorReply, 401: ErrorReply, 404: ErrorReply } },
    },
    async (req, reply) => {
      const { deck } = req.params;
      if (session.numbers.get(deck) === null) return reply.code(404).send(notFound(deck));
      const r = session.numbers.set(deck, req.body);
      if (!r.ok) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: `numbers refused: ${r.reason}` });
      return { deck, numbers: r.numbers };
    },
  );
};
