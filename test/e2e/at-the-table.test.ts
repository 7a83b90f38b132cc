// Issue 31 at the table: a Plunder! card's result started from the kind of card played (pick,
// adjust, resolve). Each game is set up through the host's WebSocket; the tablet is chromium on
// the real server.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../server/src/testing.ts';
import { launchBrowser, openTablet, type Server, startServer, type Tablet, waitState, watchStates } from './harness.ts';

let browser: Browser;
let server: Server;
let host: TestClient;
const pages: Page[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  host = await watchStates(server);
});
afterEach(async () => {
  for (const p of pages.splice(0)) await p.close();
});
afterAll(async () => {
  await host?.close();
  await browser?.close();
  await server?.kill('SIGTERM');
});

async function tablet(): Promise<Tablet> {
  const t = await openTablet(browser, `${server.url}?token=${server.token}`, { width: 1180, height: 820 });
  pages.push(t.page);
  return t;
}

async function play(start: Record<string, unknown>, inputs: Record<string, unknown>[] = []): Promise<void> {
  await host.act({ type: 'newGame', start });
  for (const input of inputs) await host.act({ type: 'input', input });
}

type Ledger = { players: Record<string, { treasures: Record<string, number>; crew: number }> };

describe('Plunder!: the kinds of card as presets of the result (P16–P23)', () => {
  it('picking "steal 2 treasures" fills the form; moved to another victim and resolved, the ledger follows', async () => {
    await play({ type: 'start', game: 'plunder', players: ['Anne', 'Bart', 'Cora'], options: {} }, [{ type: 'play', player: 'Anne' }]);
    const { page, errors } = await tablet();
    await page.getByTestId('effects-editor').waitFor();
    await page.getByTestId('preset-steal-2').click();
    // The form fills: Anne steals 2 from Bart, two of his blue taken.
    await expect.poll(() => page.getByTestId('effect-0-summary').innerText()).toBe('Anne steals 2 from Bart: 2 blue');
    expect(await page.getByTestId('effect-0-n').innerText()).toBe('2');
    // Adjust: the card hit Cora, not Bart; her treasures are taken instead (the picks follow her).
    await page.getByTestId('effect-0-from').selectOption('Cora');
    await page.getByTestId('effect-0-blue-down').click();
    await page.getByTestId('effect-0-blue-down').click();
    await page.getByTestId('effect-0-green-up').click();
    await page.getByTestId('effect-0-green-up').click();
    await expect.poll(() => page.getByTestId('effect-0-summary').innerText()).toBe('Anne steals 2 from Cora: 2 green');
    await page.getByTestId('plunder-resolve-send').click();
    const s = await waitState(server, (x) => (x.view as { awaiting?: { type?: string } }).awaiting?.type === 'action', 'the card resolved');
    const ledger = s.view as unknown as Ledger;
    expect(ledger.players.Anne?.treasures).toMatchObject({ red: 6, green: 2 });
    expect(ledger.players.Cora?.treasures).toMatchObject({ green: 4 });
    expect(errors).toEqual([]);
  });
});
