// Test helpers: a companion on a free port with a temp data dir and an in-memory rig, and a
// WebSocket client that queues what it receives so tests can await a message of a given type.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import WebSocket from 'ws';
import { fakeTableDevice, type FakeRig } from './devices/fake-rig-for-tests.ts';
import { startServer, type Running, type StartOptions } from './start.ts';
import type { ServerMsg } from '#protocol';
import type { GameRegistry } from '../../games/core/table.ts';
import type { ThinkingWorker } from './computer/thinking-worker.ts';
import type { ConnectionLimits } from './connection-cap.ts';
import type { TableLimits } from './plugins/limits.ts';

export interface TestServer extends Running {
  rig: FakeRig;
  dataDir: string;
  wsUrl: string;
  /** Stops the server; removes the data dir unless `keepData`. */
  stop(keepData?: boolean): Promise<void>;
}

/** `registry`: the games the table referees (test/every-game.ts for every registered game), with its `computer` player if any. */
export async function startTestServer(opts: {
  registry: GameRegistry;
  computer?: ThinkingWorker;
  dataDir?: string;
  token?: string;
  rate?: number;
  computerBudgetMs?: number;
  connections?: ConnectionLimits;
  hostNames?: string[];
  limits?: TableLimits;
  /** The server's log, e.g. `{ level: 'info', stream: logInto(lines) }` (none by default). */
  logger?: StartOptions['logger'];
  /** Every request in the log too. */
  requestLogging?: boolean;
}): Promise<TestServer> {
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'qm-server-'));
  const dev = fakeTableDevice({ rate: opts.rate ?? 0 });
  const running = await startServer({
    dataDir,
    device: dev,
    httpPort: 0,
    host: '127.0.0.1',
    token: opts.token ?? 'test-host-token',
    uiDir: null,
    registry: opts.registry,
    ...(opts.computer ? { computer: opts.computer } : {}),
    ...(opts.computerBudgetMs ? { computerBudgetMs: opts.computerBudgetMs } : {}),
    ...(opts.connections ? { connections: opts.connections } : {}),
    ...(opts.hostNames ? { hostNames: opts.hostNames } : {}),
    ...(opts.limits ? { limits: opts.limits } : {}),
    ...(opts.logger ? { logger: opts.logger } : {}),
    ...(opts.requestLogging ? { requestLogging: true } : {}),
  });
  return {
    ...running,
    rig: dev.fake,
    dataDir,
    wsUrl: `${running.url.replace(/^http/, 'ws')}/ws`,
    async stop(keepData = false) {
      await running.close();
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A stream for a server's log that keeps each line written to it in `lines`. */
export function logInto(lines: string[]): Writable {
  return new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

/** Any server message, loosely typed for assertions; narrow with `next<SnapshotMsg>(…)`. */
export type Msg = { type: string; message?: string; ref?: string; [field: string]: unknown };

export class TestClient {
  readonly received: Msg[] = [];
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }[] = [];
  private cursor = 0;
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as Msg;
      this.received.push(m);
      for (const w of [...this.waiters]) {
        if (w.pred(m)) {
          clearTimeout(w.timer);
          this.waiters = this.waiters.filter((x) => x !== w);
          w.resolve(m);
        }
      }
    });
    ws.on('close', (code, reason) => {
      this.closed = { code, reason: String(reason) };
    });
  }

  /**
   * A connection to `url` (a server's `/ws`) that says `hello` as it opens, as the tablet does: with
   * `token` (the host token or a host tablet's secret) it is greeted as what that makes it, else as
   * a spectator. `hello: false` says nothing: the server greets it as a spectator after HELLO_MS.
   */
  static connect(url: string, opts: { origin?: string; token?: string; hello?: boolean } = {}): Promise<TestClient> {
    if (new URL(url).searchParams.has('token')) throw new Error('a host key goes in the hello (connect(url, { token })), never in the address');
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, opts.origin ? { origin: opts.origin } : {});
      const client = new TestClient(ws);
      ws.once('open', () => {
        if (opts.hello !== false) client.send({ type: 'hello', ...(opts.token === undefined ? {} : { token: opts.token }) });
        resolve(client);
      });
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    });
  }

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
  }

  /** The next message (after those already taken) of `type` matching `pred`. */
  next<T extends ServerMsg | Msg = Msg>(type: string, pred: (m: Msg) => boolean = () => true, timeoutMs = 5000): Promise<T> {
    const match = (m: Msg): boolean => m.type === type && pred(m);
    for (let i = this.cursor; i < this.received.length; i++) {
      const m = this.received[i] as Msg;
      if (match(m)) {
        this.cursor = i + 1;
        return Promise.resolve(m as T);
      }
    }
    return this.waitFor(
      match,
      timeoutMs,
      () => `no "${type}" message within ${timeoutMs} ms; got: ${JSON.stringify(this.received.slice(-5)).slice(0, 800)}`,
      true,
    ) as Promise<T>;
  }

  /** Sends a message with a ref and waits for its ack or error (for 30 s: a server starved by a
   * busy 2-core machine answered a tare later than 5 s once in five runs with the loop blocked). */
  async request(msg: Record<string, unknown>): Promise<Msg> {
    const ref = `r${Math.random().toString(36).slice(2)}`;
    const answer = this.waitFor(
      (m) => (m.type === 'ack' || m.type === 'error') && (m as { ref?: string }).ref === ref,
      30_000,
      () => `no answer to ${JSON.stringify(msg)} within 30 s`,
      false,
    );
    this.send({ ...msg, ref });
    return answer;
  }

  /** A message to come that matches `pred`; `taken`: the messages up to it count as read by `next`. */
  private waitFor(pred: (m: Msg) => boolean, timeoutMs: number, why: () => string, taken: boolean): Promise<Msg> {
    return new Promise<Msg>((resolve, reject) => {
      const waiter = {
        pred,
        resolve: (m: Msg) => {
          if (taken) this.cursor = this.received.length;
          resolve(m);
        },
        reject,
        // Given up: gone from the waiters, so a later match neither resolves it nor moves the cursor past what a later wait should see.
        timer: setTimeout(() => {
          this.waiters = this.waiters.filter((x) => x !== waiter);
          reject(new Error(why()));
        }, timeoutMs),
      };
      this.waiters.push(waiter);
    });
  }

  /** Like `request`, but waits out the rate limit (scripts play faster than any table) and throws on a refusal. */
  async act(msg: Record<string, unknown>): Promise<void> {
    for (;;) {
      const r = await this.request(msg);
      if (r.type === 'ack') return;
      if (!/too many messages/.test(r.message ?? '')) throw new Error(`refused ${JSON.stringify(msg)}: ${r.message}`);
      await new Promise((res) => setTimeout(res, 100));
    }
  }

  close(): Promise<void> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }
}
