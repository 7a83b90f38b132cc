// One limiter for every route, per client address (@fastify/rate-limit, registered before any route
// so that every route registered after it is limited: a new route cannot leave it out, and a
// request for no route at all is limited too). Reads (GET, HEAD: the tablet app, the API's reads,
// the WebSocket's upgrade) are allowed more than changes (POST, PUT, DELETE). WebSocket messages
// count per address too, over all of its connections, beside each connection's own bucket (hub.ts).
// A wrong host token is limited hardest: an address that presented `wrongTokens.max` different
// wrong tokens in a window has no token checked (the right one neither) until the window ends, so
// a short `--token` cannot be guessed; a tablet that keeps presenting one stale token (the table
// restarted with a new one) is not counted again for it.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { type HostAuth, secretInAddress } from '../auth.ts';

export interface Window {
  max: number;
  windowMs: number;
}

export interface TableLimits {
  /** GET and HEAD requests from one address. */
  reads: Window;
  /** POST, PUT and DELETE requests from one address. */
  control: Window;
  /** WebSocket messages from one address, over all its connections. */
  messages: Window;
  /** Different wrong host tokens from one address, by HTTP or WebSocket. */
  wrongTokens: Window;
}

export const TABLE_LIMITS: TableLimits = {
  reads: { max: 1000, windowMs: 10_000 },
  control: { max: 40, windowMs: 2000 },
  messages: { max: 200, windowMs: 1000 },
  wrongTokens: { max: 10, windowMs: 10 * 60_000 },
};

/** What the hub asks of the limits: null when a message or a token may be taken, else the refusal. */
export interface Guard {
  /** Counts a WebSocket message from the address of `req` (the connection's upgrade request). */
  messageRefusal(req: FastifyRequest): Promise<string | null>;
  /** Whether `token` may be checked now for the address of `req` (the HTTP request or the connection's upgrade); a wrong one is counted. */
  tokenRefusal(req: FastifyRequest, token: string): Promise<string | null>;
}

/** A span in words: "a second", "10 seconds", "a minute", "10 minutes". */
export function inWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const [n, unit] = seconds >= 60 ? [Math.ceil(seconds / 60), 'minute'] : [seconds, 'second'];
  return n === 1 ? `a ${unit}` : `${n} ${unit}s`;
}

const isRead = (req: FastifyRequest): boolean => req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS';

export async function limitEveryRoute(app: FastifyInstance, auth: HostAuth, limits: TableLimits): Promise<Guard> {
  const kind = (req: FastifyRequest): Window => (isRead(req) ? limits.reads : limits.control);
  await app.register(rateLimit, {
    global: true,
    keyGenerator: (req) => `${isRead(req) ? 'read' : 'control'} ${normalizeIP(req.ip)}`,
    max: (req) => kind(req).max,
    timeWindow: (req) => kind(req).windowMs,
    errorResponseBuilder: (req, ctx) => ({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `too many requests: slow down (at most ${ctx.max} ${isRead(req) ? 'reads' : 'changes'} in ${inWords(kind(req).windowMs)} from one address; try again in ${inWords(ctx.ttl)})`,
    }),
  });
  // A request for no route is limited like the others (no guessing of routes at full speed either).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (req, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `no such route: ${req.method} ${req.url.split('?')[0]?.slice(0, 200)}` }),
  );

  const messages = app.createRateLimit({
    keyGenerator: (req) => `message ${normalizeIP(req.ip)}`,
    max: limits.messages.max,
    timeWindow: limits.messages.windowMs,
  });
  // The wrong tokens are counted by address; each token once, by its address and digest (which the
  // limiter reads from `digestOf`, set for the request while its count is taken, in turn below).
  const digestOf = new WeakMap<FastifyRequest, string>();
  const wrongWindow = { max: limits.wrongTokens.max, timeWindow: limits.wrongTokens.windowMs };
  const wrong = app.createRateLimit({ ...wrongWindow, keyGenerator: (req) => normalizeIP(req.ip) });
  const seen = app.createRateLimit({ ...wrongWindow, max: 1, keyGenerator: (req) => `${normalizeIP(req.ip)} ${digestOf.get(req)}` });

  // One count at a time: the limiter's store hands out its live count, which the next message of
  // the same batch (many arrive in one read of a socket) would move before this one reads it; in
  // turn, a token's check and its count cannot be split by another's either.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(count: () => Promise<T>): Promise<T> => {
    const done = queue.then(count);
    queue = done.catch(() => undefined);
    return done;
  };
  const guard: Guard = {
    messageRefusal: (req) =>
      inTurn(async () => {
        const r = await messages(req);
        return !r.isAllowed && r.isExceeded
          ? `too many messages: slow down (at most ${r.max} in ${inWords(limits.messages.windowMs)} from one address over all its connections)`
          : null;
      }),
    tokenRefusal: (req, token) =>
      inTurn(async () => {
        const now = await wrong(req, { increment: false });
        if (!now.isAllowed && now.remaining === 0)
          return `too many wrong host tokens from this address: no token is taken from it for ${inWords(now.ttl)}; use the tablet as a spectator meanwhile`;
        if (auth.roleFor(token) === 'host') return null;
        digestOf.set(req, createHash('sha256').update(token).digest('base64url'));
        const first = await seen(req);
        digestOf.delete(req);
        if (!first.isAllowed && !first.isExceeded) await wrong(req);
        return null;
      }),
  };

  // A token in an API address is refused; one presented in `Authorization: Bearer` is checked by the guard first.
  app.addHook('onRequest', async (req, reply) => {
    const inAddress = secretInAddress(req.url);
    if (inAddress) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: inAddress });
    const token = auth.presented(req);
    if (!token) return;
    const refusal = await guard.tokenRefusal(req, token);
    if (refusal) return reply.code(429).send({ statusCode: 429, error: 'Too Many Requests', message: refusal });
  });
  return guard;
}
