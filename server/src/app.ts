// Builds the fastify app from one plugin per concern: the JSON API, the WebSocket hub, the
// tablet app. The table session and the host auth are made by the caller and handed in.
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { HostAuth } from './auth.ts';
import { capConnections, type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from './connection-cap.ts';
import { apiPlugin } from './plugins/api.ts';
import { checkPlugin } from './plugins/check.ts';
import { RigCheck } from './devices/rig-check.ts';
import { setupPlugin } from './plugins/setup.ts';
import { setupGuide } from './setup/table-setup.ts';
import { deckNumbersPlugin } from './plugins/deck-numbers.ts';
import { firmwarePlugin } from './plugins/firmware.ts';
import { hubPlugin } from './plugins/hub.ts';
import { HostPairings } from './pairing/host-pairings.ts';
import { TablePairing } from './pairing/table-pairing.ts';
import { logbookPlugin } from './plugins/logbook.ts';
import { uiPlugin } from './plugins/ui.ts';
import type { TableSession } from './session/table-session.ts';
import type { TableDevice } from './devices/table-device.ts';
import { checkHostAndOrigin } from './plugins/host-check.ts';
import { limitEveryRoute, TABLE_LIMITS, type TableLimits } from './plugins/limits.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { TableNames } from './table-names.ts';

export interface AppOptions {
  session: TableSession;
  token: string;
  /** web-ui/dist, or null. */
  uiDir: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Log every HTTP request (default true, fastify's default). */
  requestLogging?: boolean;
  /** The table's device, for the rig check (/api/check); without it there is none. */
  device?: TableDevice;
  /** How many connections the table keeps open, in all and from one address (DEFAULT_CONNECTION_LIMITS). */
  connections?: ConnectionLimits;
  /** Names the table answers to beside its own addresses and host name (`serve --host-name`). */
  hostNames?: readonly string[];
  /** The limits per client address (default TABLE_LIMITS; tests make them small). */
  limits?: TableLimits;
}

/** ws closes a connection whose message exceeds this (1009); smaller oversized ones get an `error`. */
const HARD_MAX_PAYLOAD = 1024 * 1024;

/** A request URL as it may be logged: the host token (`?token=…`) or a pairing code (`?pair=…`) never goes into a log. */
export function hideToken(url: string): string {
  return url.replace(/([?&](?:token|pair)=)[^&#]*/gi, '$1[hidden]');
}

/** The caller's logger with a request serializer that keeps the token out (every level, every format). */
function withoutToken(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const base = typeof logger === 'object' ? logger : {};
  return {
    ...base,
    serializers: {
      ...base.serializers,
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: hideToken(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withoutToken(opts.logger),
    logController: new LogController({ disableRequestLogging: opts.requestLogging === false }),
    bodyLimit: 64 * 1024,
    // On close, every connection goes at once, not only the idle ones: a browser's connection opened
    // ahead of a request that never came (chromium's preconnect) would hold the close, and so the
    // stop of `quartermaster serve`, until the headers' time-out. The WebSockets are told first.
    forceCloseConnections: true,
    // Strict validation: a wrong type is an error, never silently coerced or dropped.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
  });
  capConnections(app, opts.connections ?? DEFAULT_CONNECTION_LIMITS);
  // The WebSocket's upgrade first (its hooks close an upgrade refused by those below), then before
  // any route, in this order: the headers (refusals carry them too), the Host and Origin check,
  // the limits; every route registered after them is under them.
  await app.register(fastifyWebsocket, { options: { maxPayload: HARD_MAX_PAYLOAD } });
  await securityHeaders(app);
  checkHostAndOrigin(app, new TableNames(opts.hostNames));
  // Host tablets kept across restarts (the data directory's), and the ways a tablet becomes one.
  const hosts = HostPairings.open(opts.session.dataDir, (m) => app.log.warn(m));
  const auth = new HostAuth(opts.token, hosts);
  const pairing = new TablePairing({ dataDir: opts.session.dataDir, table: opts.session.rig, hostBy: (p) => auth.hostBy(p), hosts, log: app.log });
  app.addHook('onClose', async () => pairing.close());
  const guard = await limitEveryRoute(app, auth, opts.limits ?? TABLE_LIMITS);
  await app.register(apiPlugin, { session: opts.session, auth });
  await app.register(deckNumbersPlugin, { session: opts.session, auth });
  await app.register(hubPlugin, { session: opts.session, pairing, guard });
  await app.register(logbookPlugin, { session: opts.session, auth });
  if (opts.device) {
    const check = new RigCheck(opts.device, opts.session.rig);
    await app.register(checkPlugin, { check, auth });
    await app.register(setupPlugin, { guide: setupGuide(opts.session, opts.device, check, (m) => app.log.warn(m)), auth });
  }
  if (opts.device?.firmware) await app.register(firmwarePlugin, { device: opts.device, source: opts.device.firmware, table: opts.session.rig, auth });
  await app.register(uiPlugin, { dir: opts.uiDir });
  return app;
}
