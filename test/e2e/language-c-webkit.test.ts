// A tablet whose browser gives its language as "C" (a Linux kiosk under LANG=C.UTF-8) loads 7
// Seize, in WebKit, whose navigator.language follows LANG. The chart library of 7 Seize's screens
// calls `new Intl.NumberFormat(navigator.language)` as it is imported, which throws on "C": the
// game said "7 Seize did not come down to this tablet (invalid language tag: C)".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sevenSeize } from './catalogue/logs.ts';
import { type Engine, waitIn } from './engines/index.ts';
import { webkitEngine } from './engines/webkit.ts';
import { dataDirWith, E2E_TIMEOUT_MS, type Server, startServer } from './harness.ts';

let engine: Engine;
let server: Server;

beforeAll(async () => {
  engine = await webkitEngine({ lang: 'C.UTF-8' });
  server = await startServer({ dataDir: dataDirWith(sevenSeize(3, 1).slice(0, 2)) });
});
afterAll(async () => {
  await engine?.close();
  await server?.kill('SIGTERM');
});

describe('7 Seize in WebKit (MiniBrowser) under LANG=C.UTF-8', { timeout: E2E_TIMEOUT_MS }, () => {
  it('comes down to the tablet and shows the round, though the browser\'s language is "C"', async () => {
    const tab = await engine.open('about:blank', { width: 1180, height: 820 });
    expect(await tab.evaluate(() => navigator.language, null), 'the browser runs under LANG=C.UTF-8').toBe('C');
    await tab.goto(`${server.url}?token=${server.token}`);
    await waitIn(
      tab,
      () => document.querySelector('main [data-testid=screen-round], main [data-testid=game-load-failed]') !== null,
      null,
      "7 Seize's round, or its failure to load",
    );
    const failed = await tab.evaluate(() => document.querySelector('[data-testid=game-load-failed]')?.textContent ?? null, null);
    expect(failed).toBeNull();
    expect(await tab.evaluate(() => [navigator.language, new Intl.NumberFormat(navigator.language).format(1234.5)], null)).toEqual(['en-US', '1,234.5']);
    expect(await tab.errors()).toEqual([]);
  });
});
