// The final standings say each contest's verdict the way a table expects it: who beat whom, the
// grams where a scale weighed, and how a tie was broken (R22). A finished game's log, replayed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { registry } from '../../games/index.ts';
import { emptyTable, submit, view } from '../../games/core/table.ts';
import { inputsToWeighOff } from '../../games/seven-seize/testing/to-weigh-off.ts';
import { ensureUiBuilt, launchBrowser, openTablet, screenshot, startServer, tempDataDir, type Server, E2E_TIMEOUT_MS } from './harness.ts';

let browser: Browser;
let server: Server;
beforeAll(async () => {
  // The tablet app is built (when stale) here, under the hook's longer time limit, not inside the test.
  ensureUiBuilt();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
});

describe('final standings', { timeout: E2E_TIMEOUT_MS }, () => {
  it('list every contest with its verdict, grams and tiebreak, and each player with how they went out', async () => {
    // 3 players: the first contest ties once (R22) then the right side wins; the second is decided at once.
    const inputs = [
      ...inputsToWeighOff(3, 5).inputs,
      { type: 'verdict', heavier: 'none', grams: { left: 52.1, right: 52.3 } },
      { type: 'verdict', heavier: 'right', grams: { left: 44.0, right: 50.2 } },
      { type: 'verdict', heavier: 'left', grams: { left: 61.7, right: 58.4 } },
    ];
    let t = emptyTable;
    for (const i of inputs) {
      const r = submit(registry, t, i);
      if (!r.ok) throw new Error(r.reason);
      t = r.table;
    }
    const v = view(t) as { phase: string; winners: string[]; weighOff: { results: { left: string; right: string; eliminated: string }[] } };
    expect(v.phase).toBe('finished');
    const [first, second] = v.weighOff.results;
    const dir = tempDataDir();
    writeFileSync(join(dir, 'game.jsonl'), `${inputs.map((i) => JSON.stringify(i)).join('\n')}\n`);
    server = await startServer({ dataDir: dir });
    const { page, errors } = await openTablet(browser, `${server.url}?token=${server.token}`, { width: 768, height: 1024 });
    await page.getByTestId('screen-standings').waitFor();
    const lines = page.getByTestId('verdicts').locator(':scope > li');
    await expect.poll(() => lines.count()).toBe(2);
    const one = await lines.nth(0).innerText();
    expect(one).toContain(`${first!.right} beat ${first!.left}, 50.2 g to 44.0 g`);
    expect(one).toContain('After 1 tie: each side took a piece out and weighed again (R22)');
    expect(one).toContain(`${first!.left} 52.1 g, ${first!.right} 52.3 g: no clear winner`);
    expect(await lines.nth(1).innerText()).toContain(`${second!.left} beat ${second!.right}, 61.7 g to 58.4 g`);
    // Each player's line says how their weigh-off ended, not a count of pieces.
    const ranking = await page.getByTestId('ranking').innerText();
    expect(ranking).toContain(`out: lost to ${first!.right} (44.0 g to 50.2 g)`);
    expect(ranking).toContain(`out: lost to ${second!.left} (58.4 g to 61.7 g)`);
    expect(ranking).toContain('won 2 contests');
    expect(ranking).not.toMatch(/pieces/);
    await screenshot(page, 'standings-verdicts');
    expect(errors).toEqual([]);
  });
});
