// Who may act: the holder of the host token (printed at start) or of a host tablet's pairing secret
// (kept across restarts: pairing/host-pairings.ts) controls the table; everyone else is a
// spectator. The token is compared in constant time so it cannot be guessed byte by byte; a secret
// is looked up by its SHA-256, which gives nothing of the secret away.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '#protocol';

export function newHostToken(): string {
  return randomBytes(16).toString('base64url');
}

/** The host tablets kept across restarts, as the auth asks them. */
export interface HostSecrets {
  /** The id of the pairing whose secret this is, or null. */
  idOf(secret: string): string | null;
}

export class HostAuth {
  private readonly token: Buffer;

  constructor(
    token: string,
    private readonly secrets: HostSecrets | null = null,
  ) {
    this.token = Buffer.from(token);
  }

  /** `host` when `presented` is the host token or a host tablet's secret; undefined/empty presents nothing. */
  roleFor(presented: string | undefined): Role {
    return presented && this.hostBy(presented) !== null ? 'host' : 'spectator';
  }

  /** What makes `presented` host: `token`, the id of a host tablet's pairing, or null. */
  hostBy(presented: string): string | null {
    const b = Buffer.from(presented);
    if (b.length === this.token.length && timingSafeEqual(b, this.token)) return 'token';
    return this.secrets?.idOf(presented) ?? null;
  }

  /** The token an HTTP request presents: `Authorization: Bearer T` or `?token=T`. */
  presented(req: FastifyRequest): string | undefined {
    const h = req.headers.authorization;
    if (h?.startsWith('Bearer ')) return h.slice(7).trim();
    // Any route's query: read as what it may be, whatever the route's schema.
    const q: unknown = req.query;
    return typeof q === 'object' && q !== null && 'token' in q && typeof q.token === 'string' ? q.token : undefined;
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
