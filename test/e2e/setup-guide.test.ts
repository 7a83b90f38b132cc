// "Set up a new rig" on the tablet, walked end to end on the emulated rig (the real firmware in
// avr8js): from the shelf (the rig was never set up) through the parts, each part's wiring, the
// firmware (current: passed by itself), the rig check (by the virtual rig's hands), both cups'
// calibration and the cards' enrolment, each confirmed by the rig itself; the progress bar rises
// at each step, and the screens pass at the catalogue's three sizes (axe-clean, no sideways
// scroll, the awaited action in view).
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { actionInView, axeViolations, frames, SIZES, sampleWidth } from './catalogue/checks.ts';
import { browserForFile, E2E_TIMEOUT_MS } from './harness.ts';
import { emulatedTable, percent, runCheck, untilStep } from './setup-walk.ts';

const file = browserForFile();

/** The screen as it stands passes at each size with `action` in view; back to the first size after. */
async function passesAtEachSize(page: Page, action: Locator, what: string): Promise<void> {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    const widths = await sampleWidth(page);
    await frames(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect([...(await axeViolations(page)), ...(await widths()), ...(await actionInView(action, size.width, size.height))], `${what}, ${size.name}`).toEqual(
      [],
    );
  }
  await page.setViewportSize({ width: SIZES[0]!.width, height: SIZES[0]!.height });
}

describe('set up a new rig', { timeout: 2 * E2E_TIMEOUT_MS }, () => {
  it('walks a new rig from its parts to its cards on the emulated rig, each step confirmed by the rig', async () => {
    const table = emulatedTable();
    const { page, errors, server } = await file.hostTablet(table.opts, { width: SIZES[0]!.width, height: SIZES[0]!.height });
    const rig = table.rig();
    const go = (name: string) => page.getByRole('button', { name, exact: true });

    // Never set up: the shelf offers the guide.
    await page.getByRole('button', { name: 'Shelf', exact: true }).click();
    await page.getByTestId('setup-link-shelf').getByRole('button', { name: 'Set up a new rig' }).click();
    await untilStep(page, 'parts');
    expect(await page.getByTestId('setup-progress').innerText()).toMatch(/Step 1 of 6: The parts/);
    const seen = [await percent(page)];
    await passesAtEachSize(page, go('I have them all'), 'the parts');
    await go('I have them all').click();

    await untilStep(page, 'wiring: left cup');
    expect(await page.locator('table.setup-pins').innerText()).toMatch(/D2\s+HX711 under the left cup: DT/);
    expect(await page.getByRole('img', { name: 'The wiring picture: the left cup' }).count()).toBe(1);
    await passesAtEachSize(page, go('Done: ask the rig'), 'wiring the left cup');
    seen.push(await percent(page));
    await go('Done: ask the rig').click();
    await untilStep(page, 'wiring: right cup');
    seen.push(await percent(page));
    await go('Done: ask the rig').click();
    await untilStep(page, 'wiring: reader');
    seen.push(await percent(page));
    // The reader is confirmed by the card it sees.
    rig.placeTag(0, '04A1B2C3D4E5F6');
    await go('Done: ask the rig').click();
    await untilStep(page, 'wiring: button and lights');
    rig.removeTag(0);
    seen.push(await percent(page));
    await go('Done: ask the rig').click();

    // The rig runs the firmware this Quartermaster brings: the flash step passes by itself.
    await untilStep(page, 'check');
    seen.push(await percent(page));
    await runCheck(page);
    await untilStep(page, 'calibrate: left');
    expect(await page.getByTestId('setup-finding').count()).toBe(0);
    seen.push(await percent(page));

    for (const [cup, ch, grams] of [
      ['left', 0, 200],
      ['right', 1, 500],
    ] as const) {
      rig.setGrams(ch, 0);
      await passesAtEachSize(page, go('The cup is empty'), `the ${cup} cup's calibration`);
      await go('The cup is empty').click();
      const field = page.getByTestId('setup-grams');
      await field.waitFor();
      rig.setGrams(ch, grams);
      await field.fill('a lot');
      expect(await go('The weight is in').isDisabled()).toBe(true);
      await field.fill(String(grams));
      await go('The weight is in').click();
      await untilStep(page, cup === 'left' ? 'calibrate: right' : 'cards');
      rig.setGrams(ch, 0);
      seen.push(await percent(page));
    }

    // The cards: the Cards screen's enrolment (the emulated rig's deck comes enrolled: one card
    // picked is enrolled again), the reader seeing the card it asks for.
    await page.getByTestId('screen-enrolment').locator('.deck-grid > *').first().click();
    await page.getByTestId('enrol-next').waitFor();
    rig.placeTag(0, '04A1B2C3D4E5F7');
    await expect
      .poll(() =>
        page
          .getByTestId('tap-note')
          .innerText()
          .catch(() => ''),
      )
      .toMatch(/enrolled/);
    await passesAtEachSize(page, go('Done: the reader has seen my cards'), 'the cards');
    await go('Done: the reader has seen my cards').click();
    await untilStep(page, 'done');
    seen.push(await percent(page));
    expect(await page.getByTestId('setup-done').innerText()).toMatch(/Every step was confirmed by the rig itself/);
    expect(seen.at(-1)).toBe(100);
    for (let i = 1; i < seen.length; i++) expect(seen[i]!, `the progress at ${i}: ${seen.join(', ')}`).toBeGreaterThan(seen[i - 1]!);

    // Set up once: the shelf no longer offers it; the Device screen always does.
    await page.reload();
    await page.getByRole('button', { name: 'Shelf', exact: true }).click();
    await page.getByTestId('screen-shelf').waitFor();
    await page.getByRole('button', { name: 'Device', exact: true }).click();
    await page.getByTestId('setup-link-device').waitFor();
    await page.getByRole('button', { name: 'Shelf', exact: true }).click();
    expect(await page.getByTestId('setup-link-shelf').count()).toBe(0);
    const status = (await (await fetch(new URL('api/setup', server.url))).json()) as { guide: { finished: boolean } };
    expect(status.guide.finished).toBe(true);
    await page.close();
    expect(errors).toEqual([]);
  });
});
