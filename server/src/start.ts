// Starts a whole companion: table session on a data directory + device, the app, listening.
// Used by `quartermaster serve` and by tests (free port, temp data dir).
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.ts';
import { newHostToken } from './auth.ts';
import { TableSession } from './session/table-session.ts';
import type { TableDevice } from './devices/table-device.ts';
import type { GameRegistry } from '../../games/core/table.ts';
import type { ThinkingWorker } from './computer/thinking-worker.ts';
import type { ConnectionLimits } from './connection-cap.ts';
import type { FirstRoundPace } from './session/shelf/first-games.ts';
import type { TableLimits } from './plugins/limits.ts';

export interface StartOptions {
  dataDir: string;
  device: TableDevice;
  httpPort: number;
  host: string;
  token?: string;
  uiDir?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Log every HTTP request (fastify's default); off, only errors and the service's own events. */
  requestLogging?: boolean;
  sampleRate?: 10 | 80;
  /** A computer player's thinking time per move, in ms. */
  computerBudgetMs?: number;
  /** The pause before each step of a scripted first round (SessionOptions.firstRoundPace). */
  firstRoundPace?: FirstRoundPace;
  /** The games this table referees (the composer's: server/cli/serve.ts, or a test's own). */
  registry: GameRegistry;
  /** The computer player (table-session.ts, SessionOptions.computer). */
  computer?: ThinkingWorker | null;
  /** How many connections the table keeps open (connection-cap.ts). */
  connections?: ConnectionLimits;
  /** Names the table answers to beside its addresses and host name (`serve --host-name`). */
  hostNames?: readonly string[];
  /** The limits per client address (default: the table's, limits.ts). */
  limits?: TableLimits;
}

export interface Running {
  app: FastifyInstance;
  session: TableSession;
  token: string;
  port: number;
  /** The base URL, e.g. http://127.0.0.1:7777 */
  url: string;
  close(): Promise<void>;
}

export const DEFAULT_UI_DIR = fileURLToPath(new URL('../../web-ui/dist', import.meta.url));

export async function startServer(opts: StartOptions): Promise<Running> {
  const token = opts.token ?? newHostToken();
  const warnLog = { warn: (m: string) => app?.log.warn(m), info: (m: string) => app?.log.info(m) };
  let app: FastifyInstance | undefined;
  let session: TableSession;
  try {
    session = await TableSession.open({
      dataDir: opts.dataDir,
      device: opts.device,
      logger: warnLog,
      registry: opts.registry,
      ...(opts.computer !== undefined ? { computer: opts.computer } : {}),
      ...(opts.sampleRate ? { sampleRate: opts.sampleRate } : {}),
      ...(opts.computerBudgetMs ? { computerBudgetMs: opts.computerBudgetMs } : {}),
      ...(opts.firstRoundPace !== undefined ? { firstRoundPace: opts.firstRoundPace } : {}),
    });
  } catch (e) {
    // The device is running (a simulated rig's timers, a serial port): left open it would keep the process alive.
    await opts.device.close().catch(() => undefined);
    throw e;
  }
  try {
    app = await buildApp({
      session,
      token,
      uiDir: opts.uiDir === undefined ? DEFAULT_UI_DIR : opts.uiDir,
      logger: opts.logger,
      device: opts.device,
      ...(opts.hostNames ? { hostNames: opts.hostNames } : {}),
      ...(opts.limits ? { limits: opts.limits } : {}),
      ...(opts.requestLogging !== undefined ? { requestLogging: opts.requestLogging } : {}),
      ...(opts.connections ? { connections: opts.connections } : {}),
    });
    for (const w of session.state('spectator').warnings) app.log.warn(w);
    await app.listen({ port: opts.httpPort, host: opts.host });
  } catch (e) {
    await session.close();
    throw e;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : opts.httpPort;
  const shownHost = opts.host === '0.0.0.0' || opts.host === '::' ? '127.0.0.1' : opts.host;
  const running = app;
  const url = `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`;
  // A second server refused on this data directory is told where this one is.
  if (session.dataHold) session.dataHold.url = url;
  return {
    app,
    session,
    token,
    port,
    url,
    async close() {
      await running.close();
      await session.close();
    },
  };
}
