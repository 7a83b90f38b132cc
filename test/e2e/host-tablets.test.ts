// A host tablet stays host when the server restarts (a new host token each start, the same data
// directory) and when it reloads; forgotten, or holding the link of an earlier start, it says so in
// plain words and what to do; and a spectator's tablet asks to be host and is made one by the rig's
// button, pressed on the host's virtual rig. Chromium on the real server and its simulated rig.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_TIMEOUT_MS, launchBrowser, openTablet, screenshot, type Server, startServer, waitState } from './harness.ts';

let browser: Browser;
let server: Server;
const pages: Page[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const p of pages) await p.close().catch(() => undefined);
  await browser?.close();
  await server?.kill('SIGTERM');
});

const role = (page: Page) => page.getByTestId('role');
const heldSecret = (page: Page) => page.evaluate(() => localStorage.getItem('quartermaster.hostSecret'));

describe('host tablets', { timeout: E2E_TIMEOUT_MS }, () => {
  it('a host tablet is host again after the server restarts with a new token, and after a reload; forgotten, it says why and what to do', async () => {
    server = await startServer({ token: 'first-start-token' });
    const tablet = await openTablet(browser, `${server.url}?token=first-start-token`);
    const { page, errors } = tablet;
    pages.push(page);
    expect(await role(page).innerText()).toBe('host');
    await expect.poll(() => heldSecret(page), { timeout: 20_000 }).toMatch(/^host\./);
    // The link's token left the address bar: a reload or a bookmark does not carry it.
    expect(page.url()).not.toContain('token');

    await server.kill('SIGTERM');
    await page.getByTestId('reconnecting').waitFor();
    server = await startServer({ dataDir: server.dataDir, port: server.port, token: 'second-start-token' });
    // The tablet comes back by itself, as host, and stays host through a reload.
    await page.getByTestId('reconnecting').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => role(page).innerText(), { timeout: 20_000 }).toBe('host');
    await page.reload();
    await page.waitForSelector('[data-testid=role]');
    await expect.poll(() => role(page).innerText(), { timeout: 20_000 }).toBe('host');

    // The link of the first start, on another tablet: refused, with the reason and the way out.
    const stale = { page: await (await browser.newContext()).newPage() };
    pages.push(stale.page);
    await stale.page.goto(`${server.url}?token=first-start-token`);
    const restarted = stale.page.getByTestId('host-refused');
    await restarted.waitFor();
    expect(await restarted.innerText()).toMatch(
      /This tablet is no longer the host: the Quartermaster was restarted and forgot it \(each start makes a new host link\)\. Ask to be host, then press the rig's button\./,
    );
    expect(await role(stale.page).innerText()).toBe('spectator · read-only');
    await screenshot(stale.page, 'host-refused-restarted');

    // Forgetting every host tablet, from the Device screen: this tablet too, told why.
    await page.getByRole('button', { name: 'Device', exact: true }).click();
    await page.getByRole('button', { name: 'Forget every host tablet…' }).click();
    await page.getByRole('button', { name: 'Yes, forget every host tablet' }).click();
    const forgotten = page.getByTestId('host-refused');
    await forgotten.waitFor();
    expect(await forgotten.innerText()).toMatch(
      /This tablet is no longer the host: the host tablets were forgotten\. Ask to be host, then press the rig's button\./,
    );
    await expect.poll(() => role(page).innerText()).toBe('spectator · read-only');
    expect(await heldSecret(page)).toBeNull();
    expect(await forgotten.getByRole('button', { name: 'Ask to be host' }).isVisible()).toBe(true);
    await screenshot(page, 'host-refused-forgotten');
    // Reloaded, it is a spectator: what it held is gone for good.
    await page.reload();
    await page.waitForSelector('[data-testid=role]');
    expect(await role(page).innerText()).toBe('spectator · read-only');
    expect(errors).toEqual([]);
  });

  it("a spectator's tablet asks to be host and the rig's button makes it host", async () => {
    const host = await openTablet(browser, `${server.url}?token=${server.token}`);
    const spectator = await openTablet(browser, server.url);
    pages.push(host.page, spectator.page);
    await waitState(server, (s) => (s.device as { parts?: { state: string } }).parts?.state === 'ready', 'the rig parts to be ready');

    await spectator.page.getByTestId('ask-host').click();
    const asking = spectator.page.getByTestId('host-asking');
    await asking.waitFor();
    expect(await asking.innerText()).toMatch(/Press the rig's button now: it makes this tablet host\. Code \d{4}/);
    const code = await spectator.page.getByTestId('ask-code').innerText();
    // The host's tablet shows the same code: the table sees which tablet the press makes host.
    const asked = host.page.getByTestId('host-asked');
    await asked.waitFor();
    expect(await asked.innerText()).toContain(`code ${code}`);
    await screenshot(spectator.page, 'host-asking');

    // The press, on the host's virtual rig (a real rig's button is heard the same way).
    const button = host.page.getByTestId('rig-button');
    await button.hover();
    await host.page.mouse.down();
    await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
    await host.page.mouse.up();

    await expect.poll(() => role(spectator.page).innerText(), { timeout: 20_000 }).toBe('host');
    expect(await spectator.page.getByTestId('host-paired').innerText()).toMatch(/This tablet is host, and stays host when the Quartermaster restarts\./);
    expect(await heldSecret(spectator.page)).toMatch(/^host\./);
    await asked.waitFor({ state: 'detached' });
    expect(spectator.errors).toEqual([]);
    expect(host.errors).toEqual([]);
  });
});
