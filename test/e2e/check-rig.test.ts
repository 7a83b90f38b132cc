// "Check the rig" on the tablet, on the simulated rig (its windows pass on the rig's clock moved
// by hand: the whole check, drift over a minute, costs a fraction of a second; the quick one's
// 10 s of drift is too short to call a healthy cell healthy every time). Unattended, the virtual rig does each step and
// the report is saved as a file. Guided, a person answers each question on the tablet and does
// what it asks at the rig (here the test's hands on the simulated rig), and the report shows the
// problem found first, with what to do.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SimRig } from '../../firmware-bridge/src/sim/simulated-rig.ts';
import type { CheckStatus } from '../../server/src/devices/rig-check.ts';
import { openTablet, screenshot, tempDataDir, E2E_TIMEOUT_MS, tableForFile } from './harness.ts';

const table = tableForFile();

async function openCheck(): Promise<{ page: Page; errors: string[] }> {
  const tablet = await openTablet(table.browser, `${table.server.url}?token=${table.server.token}`, { width: 768, height: 1024 });
  await tablet.page.locator('nav.tabs').getByRole('button', { name: 'Check rig', exact: true }).click();
  await tablet.page.getByTestId('screen-check').waitFor();
  return tablet;
}

const verdict = (page: Page) =>
  page
    .getByTestId('check-verdict')
    .innerText()
    .catch(() => '');

describe('check the rig', { timeout: E2E_TIMEOUT_MS }, () => {
  it('runs the check by itself on the simulated rig, reports the rig healthy and saves the report', async () => {
    const { page, errors } = await openCheck();
    await page.getByRole('button', { name: 'Let the virtual rig do it' }).click();
    await expect.poll(() => verdict(page), { timeout: 60_000 }).toBe('The rig is healthy.');
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
    await page.close();
    expect(errors).toEqual([]);
  });

  it('walks a person through the guided check on the tablet, step by step, to a report that puts the buzzer nobody heard first', async () => {
    const sim = table.server.rig as SimRig;
    const { page, errors } = await openCheck();
    await page.getByRole('button', { name: 'Start the check' }).click();
    const question = page.getByTestId('check-question');
    let last = 0;
    /** The next question the tablet shows (a new one, not the one just answered): its step. */
    const nextStep = async (): Promise<string> => {
      await page.waitForFunction((n) => Number(document.querySelector('[data-testid=check-question]')?.getAttribute('data-question') ?? 0) > n, last);
      last = Number(await question.getAttribute('data-question'));
      return (await question.getAttribute('data-step')) ?? '';
    };
    const done = () => question.getByRole('button', { name: 'Done' }).click();
    /** Waits until the rig's own clock (paced by the wall) has moved `ms` on. */
    const rigTime = async (ms: number) => {
      const until = sim.time + ms;
      await expect.poll(() => sim.time >= until).toBe(true);
    };

    expect(await nextStep()).toBe('empty');
    expect(await page.getByTestId('check-progress').innerText()).toMatch(/Step 2 of 7: empty cups/);
    await screenshot(page, 'check-01-question');
    await done();

    expect(await nextStep()).toBe('weight');
    expect(await question.innerText()).toMatch(/1 euro 7\.5 g/);
    sim.setGrams(0, 200);
    sim.setGrams(1, 200);
    const grams = question.getByTestId('check-grams');
    const theyAreIn = question.getByRole('button', { name: 'They are in' });
    await grams.fill('two hundred');
    expect(await theyAreIn.isDisabled()).toBe(true);
    await grams.fill('200');
    await theyAreIn.click();

    expect(await nextStep()).toBe('second weight');
    expect(await question.innerText()).toMatch(/Add a second 200 g to each cup/);
    sim.setGrams(0, 400);
    sim.setGrams(1, 400);
    await done();
    expect(await nextStep()).toBe('take weights out');
    sim.setGrams(0, 0);
    sim.setGrams(1, 0);
    await done();

    expect(await nextStep()).toBe('place card');
    sim.placeTag(0, '04A1B2C3');
    await done();
    expect(await nextStep()).toBe('take card away');
    sim.removeTag(0);
    await done();

    expect(await nextStep()).toBe('press button');
    // A person's press: about 150 ms down on the rig's own clock.
    sim.driveInput(7, false);
    await rigTime(150);
    sim.driveInput(7, null);
    await rigTime(100);
    await done();

    // Each light as a person sees it; the buzzer, they say, made no sound.
    for (const part of ['left light', 'right light', 'tie light', 'buzzer']) {
      expect(await nextStep()).toBe('watch');
      expect(await question.innerText()).toMatch(part === 'buzzer' ? /Listen: does the buzzer sound\?/ : new RegExp(`Watch: does the ${part} light up\\?`));
      await question.getByRole('button', { name: part === 'buzzer' ? 'No' : 'Yes', exact: true }).click();
    }

    await page.getByTestId('check-verdict').waitFor();
    expect(await page.locator('li[data-status=problem]').allInnerTexts()).toEqual([expect.stringMatching(/^buzzer, sounds — problem: /)]);
    expect(await verdict(page)).toBe('The rig has a problem:');
    const findings = page.getByTestId('check-report').locator('li');
    expect(await findings.first().getAttribute('data-status')).toBe('problem');
    expect(await findings.first().innerText()).toMatch(/^buzzer, sounds — problem: .+/);
    for (const [part, measure] of [
      ['left cup', 'linearity'],
      ['right cup', 'sign'],
      ['reader 0', 'card'],
      ['button', 'press'],
      ['tie light', 'lights up'],
    ])
      expect(await findings.filter({ hasText: `${part}, ${measure} — ok:` }).count(), `${part}, ${measure}`).toBe(1);
    // The picture: each cup's readings in grams from empty, the weight and then twice it.
    expect(await page.getByTestId('check-traces').locator('figure canvas').count()).toBe(2);
    expect(await page.getByTestId('check-traces').locator('figcaption').allInnerTexts()).toEqual(['left cup, grams from empty', 'right cup, grams from empty']);
    const { traces } = (await (await fetch(new URL('api/check', table.server.url))).json()) as CheckStatus;
    for (const trace of traces!) {
      // Its windows (split where the line breaks), each by its middle reading: a rare wild sample of
      // the simulated cell does not move it.
      const windows: number[][] = [[]];
      for (const v of trace.value) v === null ? windows.push([]) : windows.at(-1)!.push(v);
      const middles = windows.map((w) => w.sort((a, b) => a - b)[w.length >> 1]!);
      expect(middles.map((g, i) => Math.abs(g - 200 * i) < 5)).toEqual([true, true, true]);
    }
    await screenshot(page, 'check-03-guided-report');
    await page.close();
    expect(errors).toEqual([]);
  });
});
