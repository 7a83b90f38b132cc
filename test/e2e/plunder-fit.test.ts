// Plunder!'s end screen: the winners, then at once the score breakdown; the "Count on the scale"
// panel waits closed after them (a button opens it). On a phone the breakdown starts on the first screen.
// The tablet does not teach: a table's first game is taught by default, and a taught game over puts
// its lesson first, over the scores (the catalogue's taught pass holds that screen).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { currentState, emptyTable, submit, type Table } from '../../games/core/table.ts';
import { registry } from '../../games/index.ts';
import type { PlunderState } from '../../games/plunder/state.ts';
import { randomInput, rng } from '../../games/plunder/testing/random-game.ts';
import { afterEffects } from '../../games/plunder/testing/scripted-table.ts';
import { teachingOff } from './catalogue/reach.ts';
import { browserForFile, openTablet, startServer, tempDataDir } from './harness.ts';

const file = browserForFile();

/** A 3-player game played to its end by random moves: its log. */
function finishedGame(seed: number): unknown[] {
  const r = rng(seed);
  const inputs: unknown[] = [{ type: 'start', game: 'plunder', players: ['Anne', 'Bart', 'Calico'], options: { mostTie: 'all' } }];
  let t: Table = emptyTable;
  const feed = (input: unknown) => {
    const o = submit(registry, t, input);
    if (!o.ok) throw new Error(o.reason);
    t = o.table;
  };
  feed(inputs[0]);
  for (;;) {
    const s = currentState(t) as PlunderState;
    if (s.phase === 'finished') return inputs;
    let choice = randomInput(r, s, (effects) => afterEffects(s, effects));
    while (choice.type === 'recount') choice = randomInput(r, s, (effects) => afterEffects(s, effects));
    feed(choice);
    inputs.push(choice);
  }
}

describe("Plunder!'s end screen", () => {
  it('the breakdown follows the winners, the count panel closed after it; on a phone the breakdown starts on the first screen', async () => {
    const dataDir = tempDataDir();
    writeFileSync(
      join(dataDir, 'game.jsonl'),
      finishedGame(7)
        .map((i) => `${JSON.stringify(i)}\n`)
        .join(''),
    );
    const server = await startServer({ dataDir });
    file.servers.push(server);
    const problems: string[] = [];
    for (const size of [
      { width: 1180, height: 820 },
      { width: 820, height: 1180 },
      { width: 390, height: 844 },
    ]) {
      const at = `${size.width}×${size.height}`;
      const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`, size);
      await page.getByTestId('plunder-scores').waitFor();
      await teachingOff(page);
      await page.setViewportSize(size);
      await page.getByTestId('plunder-scores').waitFor();
      const order = await page.evaluate(() => {
        const find = (id: string) => document.querySelector(`[data-testid=${id}]`);
        const scores = find('plunder-scores');
        const between = (id: string) => {
          const el = find(id);
          return el && scores ? Boolean(scores.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING) : false;
        };
        return { panelOpen: find('plunder-count') !== null, panelBefore: between('plunder-count'), buttonBefore: between('open-count') };
      });
      if (order.panelOpen) problems.push(`${at}: the "Count on the scale" panel is open at the end`);
      if (order.panelBefore || order.buttonBefore) problems.push(`${at}: the count comes before the score breakdown`);
      const top = await page.getByTestId('plunder-scores').evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
      if (top > size.height * 0.6) problems.push(`${at}: the score breakdown starts ${Math.round(top)} px down`);
      // The count is still at hand, after the scores.
      if (!order.panelOpen) {
        await page.getByTestId('open-count').click();
        await page.getByTestId('plunder-count').waitFor();
      }
      expect(errors).toEqual([]);
      await page.close();
    }
    expect(problems).toEqual([]);
  });
});
