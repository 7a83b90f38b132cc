// The tablet under the table's security headers (server/src/plugins/security-headers.ts), in
// chromium: its page carries the Content-Security-Policy, and the tablet runs under it without a
// single refusal (a game's screens fetched when opened, the rules rendered from Markdown, the
// History, the live cups' chart, the logbook); a breach of the policy is refused and reported (so
// every tablet's check for errors, harness.ts, can fail on one); and no other page can frame it.
import { beforeAll, describe, expect, it } from 'vitest';
import { browserForFile, E2E_TIMEOUT_MS, openTablet, type Server, startServer } from './harness.ts';
import { UiPlayer } from './play.ts';

const file = browserForFile();
let server: Server;
beforeAll(async () => {
  server = await startServer();
  file.servers.push(server);
});

describe("the tablet's page policy", { timeout: E2E_TIMEOUT_MS }, () => {
  it('the page carries it, and the tablet plays under it: a game, its rules, its history, the live cups, the logbook', async () => {
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`);
    const policy = (await page.reload())?.headers()['content-security-policy'] ?? '';
    await page.waitForSelector('[data-testid=role]');
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(policy).toMatch(/script-src 'self'/);
    const tabs = (name: string) => page.locator('nav.tabs').getByRole('button', { name, exact: true }).click();

    const player = new UiPlayer(page, server, { prefix: 'policy', seed: 3 });
    await player.newGame(['Ann', 'Bob', 'Cy']);
    await tabs('Rules');
    await page.getByRole('dialog', { name: 'Rules of 7 Seize' }).locator('h2').first().waitFor();
    await page.getByRole('button', { name: '← Back to the game' }).click();
    await page.getByTestId('history-toggle').click();
    await page.getByTestId('history-list').waitFor();
    await page.getByTestId('history-close').click();
    await player.playUntil((s) => s.view.weighOff?.contest != null);
    await page.locator('.uplot canvas').first().waitFor();
    await tabs('Logbook');
    await page.getByTestId('logbook').waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a breach of it is refused and reported as an error of the tablet', async () => {
    const { page, errors } = await openTablet(file.browser, server.url);
    const applied = await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { --breach: 1; }';
      document.head.append(style);
      const script = document.createElement('script');
      script.textContent = 'window.ran = true;';
      document.head.append(script);
      return { applied: getComputedStyle(document.body).getPropertyValue('--breach'), ran: (window as unknown as { ran?: boolean }).ran === true };
    });
    expect(applied).toEqual({ applied: '', ran: false });
    await expect.poll(() => errors.filter((e) => /Content Security Policy/.test(e)).length).toBe(2);
    await page.close();
  });

  it('no other page can frame it', async () => {
    const page = await file.browser.newPage();
    const refused: string[] = [];
    page.on('console', (m) => refused.push(m.text()));
    await page.setContent(`<iframe src="${server.url}" width="400" height="300"></iframe>`);
    await expect.poll(() => refused.some((t) => /frame-ancestors 'none'/.test(t))).toBe(true);
    expect(page.frames().some((f) => f !== page.mainFrame() && f.url().startsWith(server.url))).toBe(false);
    await page.close();
  });
});
