// Security headers on every answer (@fastify/helmet): the tablet app runs only its own scripts and
// styles, talks only to the table (its WebSocket included), is framed by no page (clickjacking),
// and nothing is sniffed into another type. The table is served over plain HTTP on a home
// network: no HSTS and no upgrade-insecure-requests, which would send tablets to an https:// that
// is not there; and no Cross-Origin-Opener-Policy, which browsers ignore (with an error in the
// console) on a LAN address over HTTP.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'self' covers the table's own WebSocket (ws: to the same host and port).
        connectSrc: ["'self'"],
        // The page's icon is a data: URI.
        imgSrc: ["'self'", 'data:'],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    frameguard: { action: 'deny' },
    // The tablet's URL carries the host token: no page or answer may hand it to another site as a Referer.
    referrerPolicy: { policy: 'no-referrer' },
  });
}
