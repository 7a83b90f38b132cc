// A script's link to the table, as the browser tests set games up: the host's WebSocket, each
// message sent and the server's answer awaited (ack, or the refusal's words).
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import WebSocket from 'ws';
import { launchBrowser, type Server, startServer } from './harness.ts';

/** Opens the browser, a server and the host's link before a file's tests (handed to `opened`),
 * closes `pages` after each test and everything after the last. */
export function openForFile(opened: (t: { browser: Browser; server: Server; table: TableLink }) => void, pages: Page[]): void {
  // Filled as each opens: whatever opened is closed, even when the next failed.
  const t: { browser?: Browser; server?: Server; table?: TableLink } = {};
  beforeAll(async () => {
    const browser = (t.browser = await launchBrowser());
    const server = (t.server = await startServer());
    const table = (t.table = await TableLink.open(server));
    opened({ browser, server, table });
  });
  afterEach(async () => {
    for (const p of pages.splice(0)) await p.close();
  });
  afterAll(async () => {
    t.table?.close();
    await t.browser?.close();
    await t.server?.kill('SIGTERM');
  });
}

/** The host's WebSocket: a message and the server's answer to it (ack, or the error's words). */
export class TableLink {
  private n = 0;
  private readonly waiting = new Map<string, (problem: string | null) => void>();
  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; ref?: string; message?: string };
      const done = m.ref === undefined ? undefined : this.waiting.get(m.ref);
      if (!done || (m.type !== 'ack' && m.type !== 'error')) return;
      this.waiting.delete(m.ref as string);
      done(m.type === 'ack' ? null : (m.message ?? 'refused'));
    });
  }

  static async open(s: Server): Promise<TableLink> {
    const ws = new WebSocket(`${s.url.replace(/^http/, 'ws')}ws`, { origin: s.url.replace(/\/$/, '') });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'hello', token: s.token })));
    await new Promise<void>((resolve, reject) => {
      ws.once('message', () => resolve()); // the snapshot
      ws.once('error', reject);
    });
    return new TableLink(ws);
  }

  async send(msg: Record<string, unknown>): Promise<void> {
    for (;;) {
      const ref = `t${++this.n}`;
      const problem = await new Promise<string | null>((resolve) => {
        this.waiting.set(ref, resolve);
        this.ws.send(JSON.stringify({ ...msg, ref }));
      });
      if (problem === null) return;
      // A script may send 20 messages a second: a longer game is sent at the pace the server takes.
      if (/slow down/.test(problem)) await new Promise((r) => setTimeout(r, 100));
      else throw new Error(`the table refused ${JSON.stringify(msg).slice(0, 200)}: ${problem}`);
    }
  }

  /** A new game on the table (the one there is put away), then its inputs after the start. */
  async play(start: Record<string, unknown>, inputs: readonly unknown[] = []): Promise<void> {
    await this.send({ type: 'newGame', start });
    for (const input of inputs) await this.send({ type: 'input', input });
  }

  close(): void {
    this.ws.close();
  }
}
