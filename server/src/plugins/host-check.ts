// Every request, the WebSocket's upgrade included, is checked here before anything else runs:
// - its Host header must name the table (table-names.ts), else 421: a page whose name was made to
//   resolve to the table's address (DNS rebinding) reads nothing and guesses nothing;
// - an Origin header, which browsers send from pages (always on a WebSocket, a POST, a PUT or a
//   DELETE), must be the table's own, scheme included: a page of another site must not drive it.
// Scripts send no Origin and are not affected by the second rule.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TableNames } from '../table-names.ts';

/** A value from a request, safe to repeat in a refusal: short, printable. */
const quoted = (s: string): string => JSON.stringify(s.slice(0, 100).replace(/[^\x20-\x7e]/g, '?'));

function sameOrigin(origin: string, req: FastifyRequest): boolean {
  try {
    const o = new URL(origin);
    const own = new URL(`${req.protocol}://${req.headers.host}`);
    return o.protocol === own.protocol && o.host === own.host;
  } catch {
    return false;
  }
}

export function checkHostAndOrigin(app: FastifyInstance, names: TableNames): void {
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const host = req.headers.host;
    if (!names.allows(host, req.socket.localPort)) {
      app.log.warn({ host: host?.slice(0, 100), ip: req.ip }, 'request for another name refused');
      const named = host === undefined ? 'no Host' : `the name ${quoted(host)}`;
      return reply.code(421).send({
        statusCode: 421,
        error: 'Misdirected Request',
        message: `this table does not answer to ${named}: open it by the address it printed when it started (to give it a name of your own: quartermaster serve --host-name NAME)`,
      });
    }
    const origin = req.headers.origin;
    if (origin !== undefined && !sameOrigin(origin, req)) {
      return reply.code(403).send({
        statusCode: 403,
        error: 'Forbidden',
        message: `a request from the page ${quoted(origin)} is refused: open the tablet page from this table`,
      });
    }
  });
}
