// Bad values in the tablet's forms are said where they were typed (beside the field, marked
// aria-invalid and described by the message) and the submit is refused: a tie band of −5 or
// 5000 g (R24), "Ann" and "ann" as two players, a calibration weight of −20 g.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openNewGame, openTablet, readState, startServer, waitState, type Server, E2E_TIMEOUT_MS } from './harness.ts';

let browser: Browser;
let server: Server;
let page: Page;
let errors: string[];
/** Every WebSocket frame the tablet sent. */
const sent: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  ({ page, errors } = await openTablet(browser, `${server.url}?token=${server.token}`));
  page.on('websocket', (ws) => ws.on('framesent', (f) => sent.push(String(f.payload))));
  // The socket opened before the listener: reload so its frames are seen.
  await page.reload();
  await page.waitForSelector('[data-testid=role]');
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
});

/** The field's inline problem, read the way a screen reader reaches it: through aria-describedby. */
async function describedProblem(field: ReturnType<Page['locator']>): Promise<string | null> {
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const id = await field.getAttribute('aria-describedby');
  return id ? page.locator(`#${id}`).innerText() : null;
}

describe('form values the table cannot use', { timeout: E2E_TIMEOUT_MS }, () => {
  it('new game: "Ann" and "ann", a tie band of −5 or 5000 g, each said beside its field; Set sail refused', async () => {
    await openNewGame(page);
    const seat2 = page.getByLabel('seat 2', { exact: true });
    await page.getByLabel('seat 1', { exact: true }).fill('Ann');
    await seat2.fill('ann');
    await expect.poll(() => describedProblem(seat2)).toBe('Same name as seat 1 ("Ann"): each player needs their own name.');
    const band = page.getByTestId('tie-band');
    for (const bad of ['-5', '5000']) {
      await band.fill(bad);
      await expect.poll(() => describedProblem(band), { message: bad }).toBe('The tie band must be more than 0 g and at most 100 g (R24).');
    }
    await page.getByRole('button', { name: 'Set sail' }).click();
    // Refused: nothing sent, and the focus is on the first field to fix.
    expect(await seat2.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(sent.filter((f) => f.includes('"start"'))).toEqual([]);
    expect((await readState(server)).view.game).toBeNull();

    // Fixed, the same form starts the game with the band typed.
    await seat2.fill('Bob');
    await band.fill('1.5');
    expect(await describedProblem(seat2)).toBeNull();
    expect(await describedProblem(band)).toBeNull();
    await page.getByRole('button', { name: 'Set sail' }).click();
    const s = await waitState(server, (x) => x.view.game === '7-seize', 'the game to start');
    expect((s.view as { options?: { tieBandGrams?: number } }).options?.tieBandGrams).toBe(1.5);
    expect((s.view as { players?: string[] }).players).toEqual(['Ann', 'Bob']);
  });

  it('on a phone, a refused Set sail sits in an opaque bar: nothing is drawn through it, and the field to fix is clear of it', async () => {
    const phone = await openTablet(browser, `${server.url}?token=${server.token}`, { width: 390, height: 844 });
    await phone.page.waitForSelector('[data-testid=role]');
    await phone.page.locator('nav.tabs').getByRole('button', { name: 'Shelf', exact: true }).click();
    await openNewGame(phone.page, 'The High Seize');
    await phone.page.getByLabel('seat 1', { exact: true }).fill('Ann');
    const seat2 = phone.page.getByLabel('seat 2', { exact: true });
    await seat2.fill('ann');
    await phone.page.getByRole('button', { name: 'Set sail' }).click();
    expect(await seat2.evaluate((el) => el === document.activeElement)).toBe(true);
    const bar = phone.page.getByTestId('set-sail-bar');
    expect(await bar.evaluate((e) => getComputedStyle(e).backgroundColor)).toMatch(/^rgb\(/);
    // What lies under the bar is hidden by it: the topmost element across the bar is the bar's own.
    const across = await bar.evaluate((e) => {
      const r = e.getBoundingClientRect();
      return [0.05, 0.5, 0.95].map((f) => e.contains(document.elementFromPoint(r.left + f * r.width, r.top + r.height / 2)));
    });
    expect(across).toEqual([true, true, true]);
    const [field, sail] = [await seat2.boundingBox(), await bar.boundingBox()];
    expect(field && sail && field.y + field.height <= sail.y).toBe(true);
    expect(phone.errors).toEqual([]);
    await phone.page.close();
  });

  it('calibration: −20 g is said beside the weight field and the cup is not calibrated', async () => {
    await page.locator('nav.tabs').getByRole('button', { name: 'Scale', exact: true }).click();
    await page.getByRole('button', { name: 'Cups are empty: tare' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    const grams = page.getByTestId('calibration-grams');
    await grams.fill('-20');
    await expect.poll(() => describedProblem(grams)).toBe('The calibration weight must be more than 0 g and at most 5000 g.');
    await page.getByRole('button', { name: 'It is in: calibrate the left cup' }).click();
    expect(await grams.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByText('Step 2 of 3').waitFor();
    expect(sent.filter((f) => f.includes('"calibrate"'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
