// End-to-end harness: the real server on the simulated rig (in the test's process, or as
// `quartermaster serve` in its own when a test kills it) and Debian's chromium driven by
// playwright-core. No downloaded browser, no mocks.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { TestClient } from '../../server/src/testing.ts';
import { everyGame } from '../every-game.ts';
import { type OpenOptions, openTableDevice } from '../../server/src/devices/open.ts';
import type { FirmwareSource } from '../../server/src/devices/table-device.ts';
import { deviceKinds, type RigControl } from '../../firmware-bridge/src/index.ts';
import { startServer as startInProcess } from '../../server/src/start.ts';
import type { FirstRoundPace } from '../../server/src/session/shelf/first-games.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../setup/chromium.ts';
import { track } from './started.ts';
import { serveArgs } from '../serve-args.ts';
import { readState, type SessionSnapshot } from './read-state.ts';
import { E2E_TIMEOUT_MS, STEP_TIMEOUT_MS } from './timeouts.ts';

export { E2E_TIMEOUT_MS, STEP_TIMEOUT_MS };

/** `promise`, or an error naming `what` once `ms` have passed without it settling. */
export async function within<T>(what: string, promise: Promise<T>, ms = STEP_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing in ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SHOTS = join(ROOT, 'test-results', 'screenshots');
/**
 * Whether the browser tests save their pictures (`QM_SHOTS=1 npm run test:browser`). A full-page
 * PNG costs chromium 0.2–0.4 s, and a run takes over a hundred: `npm test` checks each screen's
 * touch targets without saving it.
 */
export const SAVE_SHOTS = process.env.QM_SHOTS === '1';

export interface Server {
  url: string;
  port: number;
  token: string;
  dataDir: string;
  /** The server's own process (`ownProcess`), else null: it runs in the test's. */
  proc: ChildProcess | null;
  /** In the test's process, the simulated rig's hands (a person's at the table); else null. */
  rig: RigControl | null;
  /**
   * Stops the server and waits for it: its process with `signal` (SIGKILL by default: the game must
   * survive a crash); in the test's process, a clean close (SIGTERM's), and a kill is refused.
   */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface ServerOptions {
  dataDir?: string;
  port?: number;
  token?: string;
  /** A computer player's thinking time per move (ms; `--think-ms`). */
  thinkMs?: number;
  /** A simulated single-pan balance of this kind (an id of firmware-bridge's device-kinds.ts) instead of the rig (`--balance`). */
  balance?: string;
  /** The pause before each step of a scripted first round (SessionOptions.firstRoundPace): a server in the test's process only. */
  firstRoundPace?: FirstRoundPace;
  /**
   * Runs `quartermaster serve` in a process of its own, for a test that kills it or checks the
   * command itself. Otherwise the server runs in the test's process: the same server, started
   * without loading it afresh (about 1.7 s of CPU a start, on a CPU-bound suite).
   */
  ownProcess?: boolean;
  /** More `serve` arguments (implies `ownProcess`). */
  extraArgs?: string[];
  /** The rig on this serial port (an emulated rig's pty) instead of the simulated one: a server in the test's process only. */
  rigPort?: string;
  /** The firmware the table brings for a rig on a port (its update on the Device screen). */
  firmware?: FirmwareSource;
  /** The emulated rig the table opens (as `serve --emulate`), its hands the test's: a server in the test's process only. */
  emulate?: OpenOptions['emulate'];
  /** How long its own process may take to listen (60 s by default): past it, the process is stopped and the start fails. */
  startWithinMs?: number;
}

let uiChecked = inject('uiBuilt') === true;

/** A current web-ui/dist, built at most once at a time across test processes (flock). */
export function ensureUiBuilt(): void {
  if (uiChecked) return;
  const r = spawnSync(
    'flock',
    [join(tmpdir(), 'quartermaster-ui-build.lock'), process.execPath, join(ROOT, 'bin', 'run-ts.mjs'), join(ROOT, 'test', 'e2e', 'build-ui.ts')],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`building the tablet app failed:\n${r.stderr || r.error?.message}`);
  uiChecked = true;
}

export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'qm-e2e-'));
}

/** A data dir whose game on the table is the log of `inputs` (one JSON line each). */
export function dataDirWith(inputs: readonly unknown[]): string {
  const dir = tempDataDir();
  writeFileSync(join(dir, 'game.jsonl'), inputs.map((i) => `${JSON.stringify(i)}\n`).join(''));
  return dir;
}

/** Starts the server on the simulated rig (see ServerOptions) and waits until it listens. */
export async function startServer(opts: ServerOptions = {}): Promise<Server> {
  ensureUiBuilt();
  const dataDir = opts.dataDir ?? tempDataDir();
  const token = opts.token ?? 'e2e-host-token';
  if (!opts.ownProcess && !opts.extraArgs) return startHere(opts, dataDir, token);
  if (opts.firstRoundPace !== undefined || opts.rigPort !== undefined || opts.emulate)
    throw new Error("a first round's pace and a rig's port are set on a server in the test's process only");
  const args = [
    ...(opts.thinkMs !== undefined ? ['--think-ms', String(opts.thinkMs)] : []),
    ...(opts.balance ? ['--balance', opts.balance] : []),
    ...(opts.extraArgs ?? []),
  ];
  return startServing(opts.port ?? 0, dataDir, token, args, opts.startWithinMs);
}

/** The server in this process, composed as `quartermaster serve` composes it. */
async function startHere(opts: ServerOptions, dataDir: string, token: string): Promise<Server> {
  const device = await within(
    'the rig to open',
    openTableDevice({
      dataDir,
      ...(opts.balance ? { balance: deviceKinds.get(opts.balance) } : {}),
      ...(opts.rigPort !== undefined ? { port: opts.rigPort } : {}),
      ...(opts.firmware ? { firmware: opts.firmware } : {}),
      ...(opts.emulate ? { emulate: opts.emulate } : {}),
    }),
  );
  const starting = startInProcess({
    dataDir,
    device,
    ...everyGame(),
    ...(opts.thinkMs !== undefined ? { computerBudgetMs: opts.thinkMs } : {}),
    ...(opts.firstRoundPace !== undefined ? { firstRoundPace: opts.firstRoundPace } : {}),
    httpPort: opts.port ?? 0,
    host: '127.0.0.1',
    token,
    logger: { level: 'error' },
    requestLogging: false,
  });
  const running = await within('the server in the test process to listen', starting, 2 * STEP_TIMEOUT_MS);
  let closed: Promise<void> | null = null;
  const server: Server = {
    url: `http://127.0.0.1:${running.port}/`,
    port: running.port,
    token,
    dataDir,
    proc: null,
    rig: device.rig,
    kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (signal === 'SIGKILL') throw new Error('a server in the test process cannot be killed: start it with ownProcess');
      untrack();
      closed ??= within('the server in the test process to close', running.close()).catch(async (e: Error) => {
        throw new Error(`${e.message}; still open: ${await stillOpen(running.app)}`);
      });
      return closed;
    },
  };
  const untrack = track({ what: `the server in the test process on port ${running.port}`, stop: () => server.kill('SIGTERM') });
  return server;
}

/** What keeps a closing server open: its connections, and its WebSockets among them. */
async function stillOpen(app: FastifyInstance): Promise<string> {
  const connections = await new Promise<number>((resolve) => app.server.getConnections((_, n) => resolve(n)));
  const sockets = [...app.websocketServer.clients].map((ws) => ws.readyState);
  return `${connections} connections, WebSockets in states [${sockets.join(', ')}] (0 connecting, 1 open, 2 closing, 3 closed)`;
}

/** Starts `quartermaster serve` in its own process and waits for its `--json` line. */
async function startServing(port: number, dataDir: string, token: string, more: string[], startWithinMs = 60_000): Promise<Server> {
  const args = serveArgs(port, dataDir, ['--token', token, '--log-level', 'warn', ...more]);
  const proc = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  proc.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals): Promise<void> => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
    await exited;
  };
  // Tracked from its spawn: a start given up on, or a server a test lost hold of, is stopped all the same.
  const untrack = track({ what: `quartermaster serve (pid ${proc.pid})`, stop: () => stop('SIGKILL') });
  const info = await new Promise<{ url: string; port: number }>((resolve, reject) => {
    let gaveUp = false;
    const timer = setTimeout(() => {
      gaveUp = true;
      untrack();
      void stop('SIGKILL').then(() =>
        reject(new Error(`the server (pid ${proc.pid}) did not start within ${startWithinMs / 1000} s, and was stopped:\n${stderr}`)),
      );
    }, startWithinMs);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      untrack();
      if (!gaveUp) reject(new Error(`the server exited (${code}) before listening:\n${stderr}`));
    });
    const lines = createInterface({ input: proc.stdout! });
    lines.on('line', (line) => {
      try {
        const j = JSON.parse(line) as { url?: unknown; port?: unknown };
        if (typeof j.port === 'number') {
          clearTimeout(timer);
          resolve({ url: `http://127.0.0.1:${j.port}/`, port: j.port });
        }
      } catch {
        // not the JSON line
      }
    });
  });
  return {
    ...info,
    token,
    dataDir,
    proc,
    rig: null,
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      untrack();
      await stop(signal);
    },
  };
}

/**
 * Debian's chromium, headless: the one the browser project shares (test/setup/chromium.ts), or a
 * browser of this file's own when run outside it. Each page opened on it has its own context.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = inject('chromiumWsEndpoint');
  if (shared) return chromium.connect(shared);
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

/**
 * A file's connection to the shared chromium and the servers its tests start (push them), opened
 * before its first test and closed after its last.
 */
export function browserForFile(): {
  readonly browser: Browser;
  servers: Server[];
  /** A new table server of this file's (stopped with the file) and a host's tablet on it. */
  hostTablet(opts?: ServerOptions, viewport?: { width: number; height: number }): Promise<Tablet & { server: Server }>;
} {
  let browser: Browser | undefined;
  const servers: Server[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const s of servers) await s.kill('SIGTERM');
  });
  return {
    get browser(): Browser {
      if (!browser) throw new Error('the browser is opened before the first test');
      return browser;
    },
    servers,
    async hostTablet(opts = {}, viewport) {
      const server = await startServer(opts);
      servers.push(server);
      return { server, ...(await openTablet(this.browser, `${server.url}?token=${server.token}`, viewport)) };
    },
  };
}

/**
 * One browser and one table server for a test file, opened before its first test and closed after
 * its last (hooks registered here run before the file's own).
 */
export function tableForFile(opts: ServerOptions = {}): { readonly browser: Browser; readonly server: Server } {
  let browser: Browser | undefined;
  let server: Server | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    server = await startServer(opts);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.kill('SIGTERM');
  });
  const opened = <T>(thing: T | undefined, what: string): T => {
    if (thing === undefined) throw new Error(`the ${what} is opened before the first test`);
    return thing;
  };
  return {
    get browser(): Browser {
      return opened(browser, 'browser');
    },
    get server(): Server {
      return opened(server, 'table server');
    },
  };
}

export interface Tablet {
  page: Page;
  /** Page errors and console errors seen so far (a test asserts there are none). */
  errors: string[];
}

/**
 * Each connection's tablets: one browser context, held open by a blank page. A page opened in a
 * context with another page still open costs chromium about half what the first page of a context
 * does (0.55 s of CPU against 1.2 s, most of it starting the page's renderer): a file's tablets, one
 * test after the other, need not pay that each time. What the tablets of a file share is localStorage
 * (the voice's and the sounds' settings, which no test opened here changes, and the host tablet's
 * pairing secret, per server) and the HTTP cache.
 */
const tabletContexts = new WeakMap<Browser, Promise<BrowserContext>>();

/**
 * A context as a tablet's browser is: one that grants a page the screen wake lock without asking
 * (chromium's headless shell has no one to ask, and refuses).
 */
async function tabletLikeContext(browser: Browser): Promise<BrowserContext> {
  const c = await browser.newContext();
  await c.grantPermissions(['screen-wake-lock']);
  return c;
}

function tabletContext(browser: Browser): Promise<BrowserContext> {
  let ctx = tabletContexts.get(browser);
  if (!ctx) {
    ctx = tabletLikeContext(browser).then(async (c) => {
      await c.newPage(); // the blank page that keeps the context's renderer warm
      return c;
    });
    tabletContexts.set(browser, ctx);
  }
  return ctx;
}

/**
 * A tablet on `url`. One opened without the host link's token is a spectator's own tablet, in a
 * context of its own: a tablet made host keeps its pairing secret in localStorage, which the
 * tablets of one context share.
 */
export async function openTablet(browser: Browser, url: string, viewport = { width: 1024, height: 768 }): Promise<Tablet> {
  const spectator = !new URL(url).searchParams.has('token');
  const context = await within('a browser context for the tablet', spectator ? tabletLikeContext(browser) : tabletContext(browser));
  const page = await within("chromium to open the tablet's page", context.newPage());
  await page.setViewportSize(viewport);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A refused WebSocket while the server is down is expected, and so is a 404 for a favicon; a
    // refusal by the page's Content-Security-Policy never is, whatever it names.
    const text = m.text();
    if (m.type() === 'error' && (/Content Security Policy/.test(text) || !/WebSocket|favicon|ERR_CONNECTION_REFUSED|404/.test(text)))
      errors.push(`console: ${text}`);
  });
  await page.goto(url);
  await page.waitForSelector('[data-testid=role]');
  return { page, errors };
}

/** Buttons, fields, menus and other clickables smaller than 44×44 CSS px on the current screen (touch targets). */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      'button, input:not([type=file]):not([type=checkbox]), select, label.btn, label.toggle, [role=button], summary',
    )) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue; // not shown
      if (r.width < 44 || r.height < 44)
        out.push(
          `${el.tagName.toLowerCase()} "${(el.innerText || el.getAttribute('aria-label') || '').slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return out;
  });
}

/**
 * Waits until the tablet shows state `version` or a later one. A test hears a pushed state on its
 * own socket as soon as the tablet does, maybe before the tablet has drawn it: a tap on the board
 * still on screen is then made on a position that is gone, and the server refuses it (`at`), so
 * each tap waits for the tablet to catch up first, as a player looks before tapping.
 */
export async function tabletShows(page: Page, version: number): Promise<void> {
  await page.waitForFunction((v) => Number(document.querySelector('.app')?.getAttribute('data-version') ?? 0) >= v, version, { timeout: 30_000 });
}

/** Checks every touch target on the screen is at least 44 px; saves a full-page picture of it with QM_SHOTS=1. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const small = await smallTargets(page);
  if (small.length) throw new Error(`screen "${name}" has touch targets under 44 px: ${small.join('; ')}`);
  const path = join(SHOTS, `${name}.png`);
  if (!SAVE_SHOTS) return path;
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
  return path;
}

export { readState, type SessionSnapshot };

/**
 * The session as the host's tablets get it, pushed over a WebSocket of the test's own: a test
 * awaits the state message it expects (`next('state', …)`) instead of polling GET /api/state.
 */
export function watchStates(server: Pick<Server, 'url' | 'token'>): Promise<TestClient> {
  return TestClient.connect(new URL('ws', server.url).href.replace(/^http/, 'ws'), { token: server.token });
}

/**
 * A scripted first round's pace a test holds and lets go (ServerOptions.firstRoundPace): held, the
 * round stays on the step it announced until `letGo`; let go, it plays its steps without a pause.
 */
export function heldPace(): { pace: FirstRoundPace; hold(): void; letGo(): void } {
  let waiting: (() => void)[] = [];
  let held = true;
  return {
    pace: () => (held ? new Promise<void>((go) => waiting.push(go)) : Promise.resolve()),
    hold() {
      held = true;
    },
    letGo() {
      held = false;
      for (const go of waiting) go();
      waiting = [];
    },
  };
}

/** Polls until `pred` holds for the session state; fails with the last state seen. */
export async function waitState(
  server: Pick<Server, 'url' | 'token'>,
  pred: (s: SessionSnapshot) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<SessionSnapshot> {
  const end = Date.now() + timeoutMs;
  let last: SessionSnapshot | null = null;
  while (Date.now() < end) {
    try {
      last = await readState(server);
      if (pred(last)) return last;
    } catch {
      // the server may be restarting
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  // The scale's part first: the whole state is long, and a weigh-off is where a wait most often ends.
  throw new Error(
    `timed out waiting for ${what}; last weigh: ${JSON.stringify(last?.weigh)?.slice(0, 800)}; last state: ${JSON.stringify(last)?.slice(0, 1500)}`,
  );
}

/** From the game shelf (where the tablet opens), the new-game form of `game` (its shelf name). */
export async function openNewGame(page: Page, game = '7 Seize'): Promise<void> {
  if (await page.getByTestId('screen-newgame').isVisible()) return;
  await page.getByRole('button', { name: `New game of ${game}`, exact: true }).click();
  await page.getByTestId('screen-newgame').waitFor();
}
