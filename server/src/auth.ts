// Who may act: the holder of the host token (printed at start) controls the table; everyone
// else is a spectator. Compared in constant time so the token cannot be guessed byte by byte.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from './protocol.ts';

export function newHostToken(): string {
  return randomBytes(16).toString('base64url');
}

export class HostAuth {
  private readonly token: Buffer;

  constructor(token: string) {
    this.token = Buffer.from(token);
  }

  /** `host` when `presented` is the host token; undefined/empty presents nothing. */
  roleFor(presented: string | undefined): Role {
    if (!presented) return 'spectator';
    const b = Buffer.from(presented);
    return b.length === this.token.length && timingSafeEqual(b, this.token) ? 'host' : 'spectator';
  }

  /** The token an HTTP request presents: `Authorization: Bearer T` or `?token=T`. */
  presented(req: FastifyRequest): string | undefined {
    const h = req.headers.authorization;
    if (h?.startsWith('Bearer ')) return h.slice(7).trim();
    const q = req.query as { token?: unknown } | undefined;
    return typeof q?.token === 'string' ? q.token : undefined;
  }

  /** preHandler for routes that change the table. */
  requireHost = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (this.roleFor(this.presented(req)) !== 'host') {
      await reply
        .code(401)
        .send({ statusCode: 401, error: 'Unauthorized', message: 'this needs the host token (Authorization: Bearer TOKEN or ?token=TOKEN)' });
    }
  };
}
