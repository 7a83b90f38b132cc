// The built tablet app (web-ui/dist) as static files. Without a build, a page says how to make one.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';

export interface UiOptions {
  /** web-ui/dist, or null to serve only the placeholder. */
  dir: string | null;
}

export const uiPlugin: FastifyPluginAsync<UiOptions> = async (app, { dir }) => {
  if (dir && existsSync(join(dir, 'index.html'))) {
    await app.register(fastifyStatic, { root: dir, index: ['index.html'], wildcard: true });
    return;
  }
  app.get('/', { schema: { response: { 200: { type: 'string' } } } }, async (_req, reply) => {
    await reply
      .type('text/html; charset=utf-8')
      .send(
        '<!doctype html><meta charset="utf-8"><title>Quartermaster</title><p>The tablet app is not built: run <code>npm run build:ui</code> and restart, or use the API (server/API.md).</p>',
      );
  });
};
