// Another tablet joins by a glance, in chromium: the host tablet shows the table's address (without
// its token) as a QR code, drawn by the QR library loaded when first shown; read back from the
// canvas's pixels by a QR decoder, it is that address. A spectator's tablet shows none. Beside it,
// a host link: its QR code reads as the address with a one-time ?pair= code, which makes the
// tablet that opens it host, once; a withdrawn one makes no one host, and one withdrawn by forgetting
// the host tablets is shown as such, with why.
import jsqr from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requestForgetAll } from '../../server/src/pairing/pair-requests.ts';
import { browserForFile, openTablet, screenshot, startServer, waitState, watchStates } from './harness.ts';

const file = browserForFile();
// jsqr is CommonJS typed as an ES module: its function is the module itself when imported from Node.
const jsQR = jsqr as unknown as typeof jsqr.default;

/** What a drawn QR code reads as, decoded from its canvas's pixels. */
async function readQr(code: Locator): Promise<string | undefined> {
  const pixels = await code.evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
    return { data: Array.from(d.data), width: d.width, height: d.height };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data;
}

describe('the join QR code', () => {
  it('is the table’s address for a spectator, read back from the host tablet’s screen', async () => {
    const server = await startServer();
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`);
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(r.url());
    });
    await page.getByTestId('join-qr-toggle').click();
    const code = page.locator('[data-testid=join-qr-code][data-url]');
    await code.waitFor();
    // The QR library came down now, as a chunk of its own.
    expect(scripts.size).toBeGreaterThan(0);
    expect(await readQr(code)).toBe(server.url);
    expect(await page.getByTestId('join-qr').innerText()).toContain(server.url);
    await screenshot(page, 'join-qr');
    await page.getByTestId('join-qr').getByRole('button', { name: 'Close' }).click();
    await page.getByTestId('join-qr').waitFor({ state: 'detached' });

    const spectator = await openTablet(file.browser, server.url);
    expect(await spectator.page.getByTestId('join-qr-toggle').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(spectator.errors).toEqual([]);
    await page.close();
    await spectator.page.close();
  }, 180_000);

  it('makes another tablet host by the host tablet’s one-time host link, read back from its screen; a withdrawn one makes no one host', async () => {
    const server = await startServer();
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`);
    await page.getByTestId('join-qr-toggle').click();
    await page.getByTestId('host-link-make').click();
    const panel = page.getByTestId('host-link');
    await panel.getByText('Make the other tablet a host too: scan within 10 minutes; works once.').waitFor();
    const link = await readQr(page.locator('[data-testid=host-link-code][data-url]'));
    expect(link).toMatch(new RegExp(`^${server.url.replace(/[.?]/g, '\\$&')}\\?pair=[A-Za-z0-9_-]{22}$`));
    expect(link).not.toContain(server.token);
    await screenshot(page, 'join-qr-host-link');
    /** A tablet opening `url`: told the link does not work, it stays a spectator. */
    const refusedOn = async (url: string): Promise<Page> => {
      const t = await openTablet(file.browser, url);
      await t.page
        .getByText(/this pairing link does not work/)
        .first()
        .waitFor();
      expect(await t.page.getByTestId('role').innerText()).toMatch(/^spectator/);
      return t.page;
    };

    // Opened on a second tablet: it is host. A third opening it stays a spectator (it works once).
    const second = await openTablet(file.browser, link!);
    await expect.poll(() => second.page.getByTestId('role').innerText(), { timeout: 30_000 }).toBe('host');
    const third = await refusedOn(link!);

    // A new link, withdrawn: it makes no one host.
    await page.getByTestId('host-link-withdraw').click();
    await page.getByTestId('host-link-make').click();
    const withdrawn = await readQr(page.locator('[data-testid=host-link-code][data-url]'));
    expect(withdrawn).not.toBe(link);
    await page.getByTestId('host-link-withdraw').click();
    await panel.getByText('The host link was withdrawn: it makes no one host.').waitFor();
    expect(await page.getByTestId('host-link-code').count()).toBe(0);
    const fourth = await refusedOn(withdrawn!);

    expect(errors).toEqual([]);
    expect(second.errors).toEqual([]);
    for (const t of [page, second.page, third, fourth]) await t.close();
  }, 180_000);
});

describe('a host link when the host tablets are forgotten', () => {
  it('is shown as withdrawn, with why, on the tablet that made it, also once it is host again', async () => {
    const server = await startServer();
    file.servers.push(server);
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('quartermaster.hostSecret'))).toMatch(/^host\./);
    await page.getByTestId('join-qr-toggle').click();
    await page.getByTestId('host-link-make').click();
    await page.locator('[data-testid=host-link-code][data-url]').waitFor();

    // `quartermaster pair --forget-all` on the table's machine: the tablet is a spectator, told why.
    requestForgetAll(server.dataDir);
    const refused = page.getByTestId('host-refused');
    await refused.waitFor();
    await expect.poll(() => page.getByTestId('role').innerText()).toMatch(/^spectator/);

    // Made host again by the rig's button (pressed by a script, as a person at the rig would).
    const rig = await watchStates(server);
    await waitState(server, (s) => (s.device as { parts?: { state: string } }).parts?.state === 'ready', 'the rig parts to be ready');
    await refused.getByRole('button', { name: 'Ask to be host' }).click();
    await page.getByTestId('host-asking').waitFor();
    await rig.act({ type: 'sim', action: 'button', pressed: true });
    await rig.act({ type: 'sim', action: 'button', pressed: false });
    await expect.poll(() => page.getByTestId('role').innerText()).toBe('host');
    await rig.close();

    // Its old link is not shown as if it worked: the panel says why and offers a new one.
    await page.getByTestId('join-qr-toggle').click();
    const panel = page.getByTestId('host-link');
    await panel.getByText('Every host link was withdrawn, as the host tablets were forgotten: make a new one for a tablet that should be host.').waitFor();
    expect(await page.getByTestId('host-link-code').count()).toBe(0);
    await screenshot(page, 'join-qr-host-link-withdrawn');
    await page.getByTestId('host-link-make').click();
    await page.locator('[data-testid=host-link-code][data-url]').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 180_000);
});
