// Another tablet joins by a glance, in chromium: the host tablet shows the table's address (without
// its token) as a QR code, drawn by the QR library loaded when first shown; read back from the
// canvas's pixels by a QR decoder, it is that address. A spectator's tablet shows none.
import jsqr from 'jsqr';
import { describe, expect, it } from 'vitest';
import { browserForFile, openTablet, screenshot, startServer } from './harness.ts';

const file = browserForFile();
// jsqr is CommonJS typed as an ES module: its function is the module itself when imported from Node.
const jsQR = jsqr as unknown as typeof jsqr.default;

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
    const pixels = await code.evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      return { data: Array.from(d.data), width: d.width, height: d.height };
    });
    const read = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
    expect(read?.data).toBe(server.url);
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
});
