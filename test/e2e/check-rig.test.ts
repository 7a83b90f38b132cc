// "Check the rig" on the tablet, on the simulated rig, unattended: the virtual rig does each step,
// the screen shows the step under way and then the report, and the report is saved as a file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openTablet, screenshot, startServer, tempDataDir, type Server, E2E_TIMEOUT_MS } from './harness.ts';

let browser: Browser;
let server: Server;

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
});

describe('check the rig', { timeout: E2E_TIMEOUT_MS }, () => {
  it('runs the quick check by itself on the simulated rig, shows its progress, reports the rig healthy and saves the report', async () => {
    const { page, errors } = await openTablet(browser, `${server.url}?token=${server.token}`, { width: 768, height: 1024 });
    await page.locator('nav.tabs').getByRole('button', { name: 'Check rig', exact: true }).click();
    await page.getByTestId('screen-check').waitFor();
    await page.getByLabel(/Quick/).check();
    await page.getByRole('button', { name: 'Let the virtual rig do it' }).click();
    // Under way: the progress names the step; it moves on by itself.
    const progress = page.getByTestId('check-progress');
    await expect.poll(() => progress.innerText(), { timeout: 60_000 }).toMatch(/Step [2-6] of 7: (empty cups|known weight|card|button|lights and buzzer)/);
    await screenshot(page, 'check-01-under-way');
    await expect
      .poll(
        () =>
          page
            .getByTestId('check-verdict')
            .innerText()
            .catch(() => ''),
        { timeout: 120_000 },
      )
      .toBe('The rig is healthy.');
    const findings = page.getByTestId('check-report').locator('li');
    expect(await findings.count()).toBeGreaterThan(20);
    expect(await page.locator('li[data-status=problem]').count()).toBe(0);
    expect(await findings.filter({ hasText: 'left cup, drift' }).innerText()).toMatch(/the left cup drifts -?\d+(\.\d+)? g a minute/);
    await screenshot(page, 'check-02-report');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save the report' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rig-check-\d{4}-\d\d-\d\d\.txt$/);
    // The browser may run elsewhere (a shared chromium): a copy is saved here to read.
    const saved = join(tempDataDir(), file.suggestedFilename());
    await file.saveAs(saved);
    const text = readFileSync(saved, 'utf8');
    expect(text).toMatch(/^Quartermaster rig check, .*\n\nThe rig is healthy\.\n/);
    expect(text).toMatch(/\nok +reader 0, card +reader 0 saw the card\n/);
    expect(errors).toEqual([]);
  });
});
