// The tablet's other screens, driven like a host would: card enrolment with export/import of the
// map, the calibration wizard, device status with the cable pulled, undo with confirmation, a
// mis-tapped card (R27) and a bad new-game form. Portrait 768×1024.
import { readFileSync, writeFileSync } from 'node:fs';
import { inputsToWeighOff } from '../../games/seven-seize/testing/to-weigh-off.ts';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openNewGame, openTablet, readState, screenshot, startServer, tempDataDir, waitState, type Server, E2E_TIMEOUT_MS } from './harness.ts';
import { divvyBy, tapCards, UiPlayer } from './play.ts';

let browser: Browser;
let server: Server;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  ({ page, errors } = await openTablet(browser, `${server.url}?token=${server.token}`, { width: 768, height: 1024 }));
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
});

const tab = (name: string) => page.locator('nav.tabs').getByRole('button', { name, exact: true }).click();

describe('tablet screens', { timeout: E2E_TIMEOUT_MS }, () => {
  it('enrols cards by tapping the one asked for, exports the map and imports it back', async () => {
    await tab('Cards');
    await page.getByTestId('screen-enrolment').waitFor();
    // The simulated rig starts with its virtual deck enrolled: nothing is missing, so no enrolment
    // is offered (an open one would swallow the game's taps).
    await expect.poll(() => page.getByTestId('enrolled').innerText()).toBe('52 of 52 cards enrolled');
    expect(await page.getByRole('button', { name: /^Enrol the/ }).count()).toBe(0);
    // Forget it and enrol afresh.
    await page.getByRole('button', { name: 'Forget the map' }).click();
    await page.getByRole('button', { name: 'Yes, forget every card' }).click();
    await waitState(server, (s) => s.cards.enrolled === 0, 'an empty card map');
    await page.getByRole('button', { name: 'Enrol the deck' }).click();
    for (let i = 0; i < 5; i++) {
      const s = await waitState(server, (x) => x.cards.enrolment?.next != null && x.cards.enrolled === i, `enrolment to ask for card ${i + 1}`);
      const next = s.cards.enrolment?.next as string;
      // The screen shows the card it wants, big.
      await page.getByTestId('enrol-next').locator(`[data-card="${next}"]`).waitFor();
      if (i === 1) await screenshot(page, 'screens-01-enrolment');
      await page.getByTestId('card-picker').locator(`[data-card="${next}"]`).click();
    }
    await expect.poll(async () => page.getByTestId('enrolled').innerText()).toBe('5 of 52 cards enrolled');
    await page.getByRole('button', { name: 'Stop enrolling' }).click();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export map' }).click()]);
    const file = join(tempDataDir(), 'cards.json');
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(Object.values(exported).sort()).toEqual(['2S', '3S', '4S', '5S', 'AS']);

    // Import: a bad file is refused with the reason and changes nothing…
    const bad = join(tempDataDir(), 'bad.json');
    writeFileSync(bad, JSON.stringify({ DEADBEEF: '10H', CAFEBABE: '10H' }));
    await page.locator('input[type=file]').setInputFiles(bad);
    await page.getByText('Not imported: 10H is given to two stickers').waitFor();
    expect((await readState(server)).cards.enrolled).toBe(5);
    // …and a good one replaces the map.
    const good = join(tempDataDir(), 'good.json');
    writeFileSync(good, JSON.stringify({ ...exported, '045E0000000006': '6S', '045E0000000007': '7S' }));
    await page.locator('input[type=file]').setInputFiles(good);
    await waitState(server, (s) => s.cards.enrolled === 7, 'the imported map');
    expect(errors).toEqual([]);
  });

  it('calibrates both cups with a known weight, in three steps', async () => {
    await tab('Scale');
    await page.getByTestId('screen-calibration').waitFor();
    await page.getByRole('button', { name: 'Empty both cups' }).click();
    await page.getByRole('button', { name: 'Cups are empty: tare' }).click();
    // The wizard moves on only when the rig has tared.
    await page.getByText('Step 2 of 3').waitFor();
    await page.getByTestId('piece-grams').fill('100');
    await page.getByTestId('add-left').click();
    // The sim's default calibration already reads grams: wait until the weight shows, settled.
    const readout = (i: number) => async () => Number((await page.locator('.readouts.big .readout').nth(i).innerText()).replace(/[^\d.]/g, ''));
    await expect.poll(readout(0), { timeout: 10_000 }).toBeGreaterThan(97);
    await screenshot(page, 'screens-02-calibration');
    // As the screen asks: calibrate once the light says steady (a swinging cup is refused, and the
    // step stays; a loaded machine's rig settles later than the reading shows the weight).
    await page.getByText('steady: calibrate now').waitFor();
    await page.getByRole('button', { name: 'It is in: calibrate the left cup' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    await page.getByTestId('remove-left').click();
    await page.getByTestId('add-right').click();
    await expect.poll(readout(1), { timeout: 10_000 }).toBeGreaterThan(97);
    await page.getByText('steady: calibrate now').waitFor();
    await page.getByRole('button', { name: 'It is in: calibrate the right cup' }).click();
    await page.getByText('Done. Take the weight out.').waitFor();
    const s = await waitState(server, (x) => x.device.state === 'connected', 'a calibrated rig');
    expect(s.device).toMatchObject({ state: 'connected' });
    // The right cup now reads the 100 g weight.
    await expect.poll(readout(1), { timeout: 10_000 }).toBeCloseTo(100, -1);
    await page.getByRole('button', { name: 'Empty both cups' }).click();
  });

  it('shows the device status, and a banner while the cable is pulled', async () => {
    await tab('Device');
    await page.getByTestId('device-panel').waitFor();
    await screenshot(page, 'screens-03-device');
    await page.getByTestId('unplug').click();
    await page.getByTestId('device-banner').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('device-state').innerText()).not.toContain(': connected');
    // It says the next step, not only what happened.
    expect(await page.getByTestId('device-banner').innerText()).toMatch(
      /^The rig is disconnected: cable unplugged\.\s+Check its USB cable at both ends; it reconnects by itself\./,
    );
    await screenshot(page, 'screens-04-unplugged');
    await page.getByTestId('plug').click();
    await page.getByTestId('device-banner').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await page.getByTestId('device-state').innerText()).toContain('connected');
  });

  it('refuses a bad new-game form, then undoes a reveal only after confirmation', async () => {
    // The card map was trimmed above; put the whole virtual deck back.
    const full = Object.fromEntries(
      ['S', 'H', 'D', 'C'].flatMap((s, si) =>
        ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'].map((r, ri) => [
          `045E0000${(si * 13 + ri + 1).toString(16).toUpperCase().padStart(6, '0')}`,
          `${r}${s}`,
        ]),
      ),
    );
    const file = join(tempDataDir(), 'full.json');
    writeFileSync(file, JSON.stringify(full));
    await tab('Cards');
    await page.locator('input[type=file]').setInputFiles(file);
    await waitState(server, (s) => s.cards.enrolled === 52, 'the whole deck enrolled');

    await tab('Game');
    await openNewGame(page);
    await page.getByLabel('seat 1', { exact: true }).fill('Ann');
    await page.getByLabel('seat 2', { exact: true }).fill('ann');
    await page.getByTestId('seat-2-problem').getByText('Same name as seat 1').waitFor();
    await page.getByRole('button', { name: 'Set sail' }).click();
    expect((await readState(server)).view.game).toBeNull();

    const player = new UiPlayer(page, server, { prefix: 'screens-undo', seed: 2 });
    await player.newGame(['Ann', 'Bob', 'Cy']);
    const before = await readState(server);
    await page.getByTestId('card-picker').locator('[data-card="9H"]').click();
    const tapped = await waitState(server, (s) => s.inputs === before.inputs + 1, 'the reveal');
    // Undo asks first; "No" keeps the reveal.
    await page.getByRole('button', { name: '↶ Undo' }).click();
    await screenshot(page, 'screens-05-undo-confirm');
    await page.getByRole('button', { name: 'No', exact: true }).click();
    expect((await readState(server)).inputs).toBe(tapped.inputs);
    await page.getByRole('button', { name: '↶ Undo' }).click();
    await page.getByRole('button', { name: 'Yes, undo' }).click();
    const undone = await waitState(server, (s) => s.inputs === before.inputs, 'the undo');
    expect(undone.view.awaiting).toEqual(before.view.awaiting);
  });

  it('shows a mis-tapped card (R27: already revealed this deck cycle) and changes nothing', async () => {
    const player = new UiPlayer(page, server, { prefix: 'screens-r27', seed: 4 });
    // Finish the squabble; its cards are now discarded and cannot be revealed again (R27).
    const s = await player.playUntil((x) => x.view.phase === 'seize' && x.view.awaiting?.type === 'reveal');
    const spent = Object.values(s.view.lastReveal?.cards ?? {})[0];
    expect(spent).toBeTruthy();
    await page.getByTestId('card-picker').locator(`[data-card="${spent}"]`).click();
    const toast = page.getByTestId('tap-toast').filter({ hasText: spent as string });
    await toast.waitFor();
    expect(await toast.getAttribute('class')).toContain('toast-bad');
    await screenshot(page, 'screens-06-mis-tap');
    const after = await readState(server);
    expect(after.inputs).toBe(s.inputs);
    expect(after.view.awaiting).toEqual(s.view.awaiting);

    // The host can put an unfinished game away (after confirming) and is back at the shelf.
    await tab('Device');
    await page.getByRole('button', { name: 'Put this game away…' }).click();
    await page.getByRole('button', { name: 'Yes, new game' }).click();
    await waitState(server, (x) => x.view.game === null && x.inputs === 0, 'a cleared table');
    await tab('Game');
    await page.getByTestId('screen-shelf').waitFor();
    expect(errors).toEqual([]);
  });

  it('asks the Queen to seize or steal (R12) and tells the table who takes what', async () => {
    // A scripted table on a fresh server: the cards below make Ann's Queen of clubs face a choice
    // in round 2 between the black stash and Bob's collection (Bob revealed a black card too).
    const own = await startServer();
    try {
      const t = await openTablet(browser, `${own.url}?token=${own.token}`);
      const p = t.page;
      const player = new UiPlayer(p, own, { prefix: 'screens-queen', seed: 1 });
      await player.newGame(['Ann', 'Bob', 'Cy']);
      const tapAll = (taps: [string, string][]) => tapCards(p, own, taps);
      const divvy = (red: number) => divvyBy(p, own, red);
      // The example of docs/table-script/7-seize.md: Ann 1, Bob 4, Cy 2 after round 1.
      await tapAll([
        ['Ann', '9H'],
        ['Bob', '4S'],
        ['Cy', 'KD'],
      ]);
      await divvy(3);
      await tapAll([
        ['Cy', '5D'],
        ['Ann', 'AH'],
        ['Bob', '7C'],
      ]);
      const r1 = await readState(own);
      expect(r1.view.collections).toEqual({ Ann: 1, Bob: 4, Cy: 2 });
      // The tablet says who takes what, in words (once its WebSocket has brought the new state).
      await expect.poll(() => p.getByTestId('events').innerText()).toMatch(/Bob \(7C\) takes 4 from the black stash/);
      await screenshot(p, 'screens-07-who-takes-what');
      // Round 2: Ann's 10 makes her captain; then her Queen of clubs meets Bob's 8 of clubs.
      await tapAll([
        ['Bob', '3C'],
        ['Ann', '10S'],
        ['Cy', '2D'],
      ]);
      expect((await readState(own)).view.captain).toBe('Ann');
      await divvy(3);
      await tapAll([
        ['Ann', 'QC'],
        ['Bob', '8C'],
        ['Cy', '6H'],
      ]);
      const box = p.getByTestId('prompt-queen');
      await box.waitFor();
      // The cards shown as revealed are the ones being resolved, not round 2's squabble; the virtual
      // reader fades every card revealed this deck cycle, the squabble's too (R27).
      const shown = p.locator('.last-reveal');
      await expect.poll(() => shown.locator('h3').innerText()).toBe('Round 2, seize: cards revealed');
      expect(await shown.locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')))).toEqual(['QC', '8C', '6H']);
      for (const c of ['QC', '8C', '6H']) expect(await p.getByTestId('card-picker').locator(`[data-card="${c}"]`).getAttribute('class')).toContain('card-dim');
      for (const c of ['10S', '5D']) expect(await p.getByTestId('card-picker').locator(`[data-card="${c}"]`).getAttribute('class')).toContain('card-dim');
      expect(await p.getByTestId('card-picker').locator('[data-card="KS"]').getAttribute('class')).not.toContain('card-dim');
      await screenshot(p, 'screens-08-queen');
      const before = await readState(own);
      await box.getByRole('button', { name: 'Steal 1 from Bob' }).click();
      const after = await waitState(own, (s) => s.inputs === before.inputs + 1, "the Queen's steal");
      expect(after.view.events?.join(' ') ?? (await p.getByTestId('events').innerText())).toMatch(/steal/i);
      expect(t.errors).toEqual([]);
      await p.close();
    } finally {
      await own.kill('SIGTERM');
    }
  });

  it('judges a contest with dominoes when there is no scale (R25): equal pips tie and R22 breaks it', async () => {
    // A game already at its weigh-off: its log in a fresh data directory, replayed at start.
    const lines = inputsToWeighOff(3, 5).inputs.map((i) => JSON.stringify(i));
    const dir = tempDataDir();
    writeFileSync(join(dir, 'game.jsonl'), `${lines.join('\n')}\n`);
    const own = await startServer({ dataDir: dir });
    try {
      const { page: p, errors: errs } = await openTablet(browser, `${own.url}?token=${own.token}`, { width: 768, height: 1024 });
      await p.getByTestId('screen-weighoff').waitFor();
      const s0 = await readState(own);
      const contest = s0.view.weighOff?.contest;
      expect(contest).toBeTruthy();
      await p.getByRole('button', { name: 'No scale? Judge by hand' }).click();
      const box = p.getByTestId('dominoes');
      // Not a pip count: said, and nothing sent.
      await box.getByTestId('pips-left').fill('2.5');
      await box.getByTestId('pips-right').fill('30');
      await box.getByRole('button', { name: 'Compare the pips' }).click();
      await expect.poll(() => box.getByRole('alert').innerText()).toBe(`${contest!.left}: pips are a whole number of 0 or more`);
      expect((await readState(own)).inputs).toBe(s0.inputs);
      // Equal totals: a tie, and each side sets a domino aside (R22).
      await box.getByTestId('pips-left').fill('30');
      await box.getByRole('button', { name: 'Compare the pips' }).click();
      const tied = await waitState(own, (x) => x.inputs === s0.inputs + 1, 'the tie');
      expect(tied.view.weighOff?.contest?.setAside).toEqual({ [contest!.left]: 1, [contest!.right]: 1 });
      await screenshot(p, 'screens-09-dominoes');
      // Re-counted without them: the left side has more pips and stays in (R21).
      await p.getByTestId('by-hand').waitFor(); // still open for the next count
      await box.getByTestId('pips-left').fill('27');
      await box.getByTestId('pips-right').fill('21');
      await box.getByRole('button', { name: 'Compare the pips' }).click();
      const decided = await waitState(own, (x) => x.inputs === s0.inputs + 2, 'the verdict');
      const result = decided.view.weighOff?.results[0] as { eliminated: string | null; tiebreaks: number } | undefined;
      expect(result).toMatchObject({ eliminated: contest!.right, tiebreaks: 1 });
      expect(errs).toEqual([]);
      await p.close();
    } finally {
      await own.kill('SIGTERM');
    }
  });
});
