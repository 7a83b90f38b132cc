// Blackbeard's Booty's board in WebKit: its six rows and six columns are of one size after each
// move, at 1180×820 and 390×844. `.bb-board` set only its columns (`1fr`, which a square's content
// may widen) and left its rows to their content: in WebKit, after a move, rows came out uneven (one
// about two and a half times the others at 1180×820), until a reload, then again at the next move.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../server/src/testing.ts';
import { booty } from './catalogue/logs.ts';
import { type Engine, type Tab, waitIn } from './engines/index.ts';
import { webkitEngine } from './engines/webkit.ts';
import { dataDirWith, E2E_TIMEOUT_MS, readState, type Server, startServer, watchStates } from './harness.ts';

let engine: Engine;
let server: Server;
let host: TestClient;

beforeAll(async () => {
  engine = await webkitEngine();
  server = await startServer({ dataDir: dataDirWith(booty().slice(0, 1)) });
  host = await watchStates(server);
});
afterAll(async () => {
  await host?.close();
  await engine?.close();
  await server?.kill('SIGTERM');
});

/** The board's row heights and column widths in its own frame (offsets: before its quarter turn). */
const tracks = (): { rows: number[]; columns: number[] } => {
  const rows = new Map<number, number>();
  const columns = new Map<number, number>();
  for (const sq of document.querySelectorAll<HTMLElement>('[data-testid=bb-board] .bb-square')) {
    rows.set(sq.offsetTop, sq.offsetHeight);
    columns.set(sq.offsetLeft, sq.offsetWidth);
  }
  const sizes = (m: Map<number, number>): number[] => [...m].sort((a, b) => a[0] - b[0]).map(([, s]) => s);
  return { rows: sizes(rows), columns: sizes(columns) };
};

async function even(tab: Tab, what: string): Promise<void> {
  const { rows, columns } = await tab.evaluate(tracks, null);
  for (const [name, sizes] of [
    ['rows', rows],
    ['columns', columns],
  ] as const) {
    expect(sizes, `${what}: six ${name}`).toHaveLength(6);
    expect(Math.max(...sizes) - Math.min(...sizes), `${what}: ${name} of ${sizes.join(', ')} px`).toBeLessThanOrEqual(2);
  }
}

describe("Blackbeard's Booty's board in WebKit (MiniBrowser)", { timeout: E2E_TIMEOUT_MS }, () => {
  it('keeps six even rows and columns after each move, at 1180×820 and 390×844', async () => {
    const tab = await engine.open(`${server.url}?token=${server.token}`, { width: 1180, height: 820 });
    await waitIn(tab, () => document.querySelector('[data-testid=bb-board] .bb-square') !== null, null, 'the board');
    await even(tab, 'opened');
    for (let move = 1; move <= 6; move++) {
      const size = move % 2 ? { width: 1180, height: 820 } : { width: 390, height: 844 };
      await tab.resize(size.width, size.height);
      await host.act({ type: 'input', input: booty()[move] });
      const { version } = await readState(server);
      await waitIn(tab, (v) => Number(document.querySelector('.app')?.getAttribute('data-version') ?? 0) >= v, version, `state ${version} shown`);
      // The board's quarter turn (B19) ends before it is measured.
      await waitIn(tab, () => document.getAnimations().length === 0, null, 'the board at rest');
      await even(tab, `after move ${move} at ${size.width}×${size.height}`);
    }
    expect(await tab.errors()).toEqual([]);
  });
});
