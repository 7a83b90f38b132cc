// Keep awake on a page opened while a game is under way, in WebKit: the browser refuses the screen
// wake lock before the page's first tap ("NotAllowedError"), and the tablet asks again at the first
// tap, which WebKit grants. Before, the switch showed on and held nothing, and nothing asked again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booty } from './catalogue/logs.ts';
import { type Engine, waitIn } from './engines/index.ts';
import { webkitEngine } from './engines/webkit.ts';
import { dataDirWith, E2E_TIMEOUT_MS, type Server, startServer } from './harness.ts';

let engine: Engine;
let server: Server;

beforeAll(async () => {
  engine = await webkitEngine();
  server = await startServer({ dataDir: dataDirWith(booty().slice(0, 3)) });
});
afterAll(async () => {
  await engine?.close();
  await server?.kill('SIGTERM');
});

const awake = (): string | null => document.querySelector('[data-testid=keep-awake]')?.getAttribute('data-awake') ?? null;

describe('Keep awake in WebKit (MiniBrowser), on a page opened mid-game', { timeout: E2E_TIMEOUT_MS }, () => {
  it('asks for the wake lock again at the first tap after a refusal, and holds the screen', async () => {
    const tab = await engine.open(`${server.url}?token=${server.token}`, { width: 1180, height: 820 });
    await waitIn(tab, () => document.querySelector('[data-testid=keep-awake][aria-pressed=true]') !== null, null, 'the Keep awake switch, on');
    // Before any tap WebKit refuses: the tablet says it holds nothing yet.
    const refused = await tab.evaluate(
      () =>
        navigator.wakeLock.request('screen').then(
          (s) => s.release().then(() => 'granted'),
          (e: Error) => e.name,
        ),
      null,
    );
    expect(refused).toBe('NotAllowedError');
    expect(await tab.evaluate(awake, null)).toBe('off');
    // A tap somewhere on the page that changes nothing (the tablet's role in the header).
    await tab.click('[data-testid=role]');
    await waitIn(tab, () => document.querySelector('[data-testid=keep-awake]')?.getAttribute('data-awake') !== 'off', null, 'the screen held after the tap');
    expect(await tab.evaluate(awake, null)).toBe('wake-lock');
    expect(await tab.errors()).toEqual([]);
  });
});
