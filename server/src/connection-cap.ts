// A cap on the connections the table keeps open, so that tablets left open, or a neighbour opening
// connection after connection, cannot use up the process's descriptors (1024 is the usual limit)
// and leave none for the game's own files. A connection beyond the cap, in all or from one
// address, is refused in words: an HTTP request gets 503 and the connection is closed; a WebSocket
// is accepted only to be closed at once with 1013 ("try again later") and the reason (a browser
// shows a WebSocket's close reason, never the status of a refused upgrade). Refusing takes a
// descriptor for a moment too, so while a few are being refused, any more beyond the cap are
// closed unheard as soon as they are accepted. (Not the http server's maxConnections: it counts
// the connections being refused too, and a flood of them would shut out a tablet the cap has room for.)
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface ConnectionLimits {
  /** Connections open at once, from everyone. */
  max: number;
  /** Connections open at once from one address (one tablet or one neighbour). */
  perAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { max: 256, perAddress: 32 };
/** Connections being refused in words at once, beyond the cap; past these they are closed unheard. */
const REFUSING = 32;
/** A refused connection that says nothing is closed after this long (it holds a descriptor meanwhile). */
const REFUSED_IDLE_MS = 10_000;
/** WebSocket close code 1013: try again later. */
export const TRY_AGAIN_LATER = 1013;

declare module 'fastify' {
  interface FastifyRequest {
    /** Why this request's connection is refused (beyond the cap), or null. */
    connectionRefused: string | null;
  }
}

/** Caps `app`'s connections at `limits`: call before any route is registered. */
export function capConnections(app: FastifyInstance, limits: ConnectionLimits): void {
  const open = new Set<Socket>();
  const perAddress = new Map<string, number>();
  const refused = new WeakMap<Socket, string>();
  const refusing = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const fromThere = perAddress.get(address) ?? 0;
    const why =
      open.size >= limits.max
        ? `the table has too many connections open (at most ${limits.max}): close a tab or a device, then try again`
        : fromThere >= limits.perAddress
          ? `this device has too many connections open to the table (at most ${limits.perAddress}): close some tabs, then try again`
          : null;
    if (why) {
      if (refusing.size >= REFUSING) return void socket.destroy();
      refused.set(socket, why);
      refusing.add(socket);
      socket.once('close', () => refusing.delete(socket));
      socket.setTimeout(REFUSED_IDLE_MS, () => socket.destroy());
      return;
    }
    open.add(socket);
    perAddress.set(address, fromThere + 1);
    socket.once('close', () => {
      open.delete(socket);
      const left = (perAddress.get(address) ?? 1) - 1;
      if (left > 0) perAddress.set(address, left);
      else perAddress.delete(address);
    });
  });
  app.decorateRequest('connectionRefused', null);
  app.addHook('onRequest', async (req, reply) => {
    const why = refused.get(req.raw.socket);
    if (why === undefined) return;
    req.connectionRefused = why;
    // A WebSocket is closed with the reason by the hub, once upgraded.
    if (req.headers.upgrade?.toLowerCase() === 'websocket') return;
    await reply.code(503).header('connection', 'close').send({ statusCode: 503, error: 'Service Unavailable', message: why });
  });
}
