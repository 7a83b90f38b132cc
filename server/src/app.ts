// Builds the fastify app from one plugin per concern: the JSON API, the WebSocket hub, the
// tablet app. The table session and the host auth are made by the caller and handed in.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { HostAuth } from './auth.ts';
import { apiPlugin } from './plugins/api.ts';
import { hubPlugin } from './plugins/hub.ts';
import { uiPlugin } from './plugins/ui.ts';
import type { TableSession } from './session/table-session.ts';

export interface AppOptions {
  session: TableSession;
  token: string;
  /** web-ui/dist, or null. */
  uiDir: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Log every HTTP request (default true, fastify's default). */
  requestLogging?: boolean;
}

/** ws closes a connection whose message exceeds this (1009); smaller oversized ones get an `error`. */
const HARD_MAX_PAYLOAD = 1024 * 1024;

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new LogController({ disableRequestLogging: opts.requestLogging === false }),
    bodyLimit: 64 * 1024,
    // Strict validation: a wrong type is an error, never silently coerced or dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });
  const auth = new HostAuth(opts.token);
  await app.register(fastifyWebsocket, { options: { maxPayload: HARD_MAX_PAYLOAD } });
  await app.register(apiPlugin, { session: opts.session, auth });
  await app.register(hubPlugin, { session: opts.session, auth });
  await app.register(uiPlugin, { dir: opts.uiDir });
  return app;
}
