// Issue 31 at the table: a Plunder! card's result started from the kind of card played (pick,
// adjust, resolve), and Blackbeard's Booty saying why a tapped square is not a move, with the
// ruling. Each game is set up through the host's WebSocket; the tablet is chromium on the real server.
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../../server/src/testing.ts';
import { openTablet, readState, type Tablet, waitState, watchStates, tableForFile } from './harness.ts';

const table = tableForFile();

let host: TestClient;
const pages: Page[] = [];

beforeAll(async () => {
  host = await watchStates(table.server);
});
afterEach(async () => {
  for (const p of pages.splice(0)) await p.close();
});
afterAll(async () => {
  await host?.close();
});

async function tablet(): Promise<Tablet> {
  const t = await openTablet(table.browser, `${table.server.url}?token=${table.server.token}`, { width: 1180, height: 820 });
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
    const s = await waitState(table.server, (x) => (x.view as { awaiting?: { type?: string } }).awaiting?.type === 'action', 'the card resolved');
    const ledger = s.view as unknown as Ledger;
    expect(ledger.players.Anne?.treasures).toMatchObject({ red: 6, green: 2 });
    expect(ledger.players.Cora?.treasures).toMatchObject({ green: 4 });
    expect(errors).toEqual([]);
  });
});

describe("Blackbeard's Booty: why a square is not a move", () => {
  it('tapping a square the picked coin cannot reach says why, with the ruling (B10); a legal square still moves', async () => {
    await play({ type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' }, options: { first: 'gold' } });
    const { page, errors } = await tablet();
    const square = (sq: string) => page.locator(`[data-square="${sq}"]`);
    const why = page.getByTestId('bb-why');
    // Nothing picked: an empty square has nothing to move.
    await square('d4').click();
    await expect.poll(() => why.innerText()).toBe('there is no coin on d4');
    await square('c2').click();
    await expect.poll(() => square('c3').getAttribute('class')).toContain('is-target');
    expect(await why.count()).toBe(0);
    await square('c4').click();
    await expect.poll(() => why.innerText()).toBe('c2-c4 would leap over c3, which is empty (B10)');
    expect(await why.getAttribute('data-rules')).toBe('B10');
    // The pick stays through a refusal: c3 is played from c2.
    await square('c3').click();
    await waitState(table.server, (x) => (x.view as { moves?: number }).moves === 1, 'the move c2-c3');
    expect((await readState(table.server)).view).toMatchObject({ lastMove: { from: 'c2', to: 'c3' } });
    await expect.poll(() => why.count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
