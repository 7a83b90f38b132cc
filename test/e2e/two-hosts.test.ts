// Two host tablets at one table, in chromium: each is told that another host tablet is in charge
// too (the server knows its host connections and tells the hosts alone); a spectator is told
// nothing; when one host tablet leaves, the other's notice goes.
import { describe, expect, it } from 'vitest';
import { browserForFile, openTablet, startServer } from './harness.ts';

const file = browserForFile();

describe('a second host tablet', () => {
  it('is told, and so is the first, that another host tablet is in charge too; a spectator is not', async () => {
    const server = await startServer();
    file.servers.push(server);
    const host = `${server.url}?token=${server.token}`;
    const first = await openTablet(file.browser, host);
    expect(await first.page.getByTestId('role').innerText()).toBe('host');
    // Alone, the first host tablet is told nothing.
    expect(await first.page.getByTestId('other-hosts').count()).toBe(0);

    const second = await openTablet(file.browser, host);
    expect(await second.page.getByTestId('role').innerText()).toBe('host');
    for (const t of [first, second]) {
      const notice = t.page.getByTestId('other-hosts');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Another host tablet is in charge too');
    }
    const spectator = await openTablet(file.browser, server.url);
    await spectator.page.getByTestId('screen-shelf').waitFor();
    expect(await spectator.page.getByTestId('other-hosts').count()).toBe(0);

    // The second leaves: the first is host alone again, and says so by its notice going.
    await second.page.close();
    await first.page.getByTestId('other-hosts').waitFor({ state: 'detached' });
    expect(first.errors).toEqual([]);
    expect(spectator.errors).toEqual([]);
    await first.page.close();
    await spectator.page.close();
  }, 180_000);
});
