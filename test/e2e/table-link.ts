// A script's link to the table, as the browser tests set games up: the host's WebSocket, each
// message sent and the server's answer awaited (ack, or the refusal's words).
import WebSocket from 'ws';
import type { Server } from './harness.ts';

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
    const ws = new WebSocket(`${s.url.replace(/^http/, 'ws')}ws?token=${s.token}`, { origin: s.url.replace(/\/$/, '') });
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
