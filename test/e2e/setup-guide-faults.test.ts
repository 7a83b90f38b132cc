// "Set up a new rig" on an emulated rig with a fault built in (hardware/emulated-rig/faults.ts):
// each sends the builder to the step it concerns, with the rig's words on what to do. A swapped
// cell is found by the rig check, which sends the builder back to that cup's wiring (RATE tied
// low too: setup-guide-rate.test.ts); a rig without its reader, or without the right cup's HX711,
// holds the builder at that part's wiring. The guide resumes where the data directory says it
// was left (here: at the check, or at the part's wiring).
import { describe, expect, it } from 'vitest';
import { browserForFile, E2E_TIMEOUT_MS } from './harness.ts';
import { checkSendsBack, finding, leftAt, openGuide, shownStep, untilStep } from './setup-walk.ts';

const file = browserForFile();

describe('set up a new rig with a fault', { timeout: E2E_TIMEOUT_MS }, () => {
  it("a swapped cell: the check sends the builder back to the right cup's wiring, saying to swap its white and green wires", async () => {
    await checkSendsBack(
      file,
      'swapped-wires',
      'wiring: right cup',
      /The check found a problem with the right cup \(sign\): the right cup reads negative when loaded: swap its white and green wires/,
      /D3\s+HX711 under the right cup/,
    );
  });

  it("a missing HX711: the guide holds the builder at the right cup's wiring, saying the rig hears nothing from its board", async () => {
    const t = await openGuide(file, ['missing-hx711'], leftAt('wiring', 'right cup'));
    await untilStep(t.page, 'wiring: right cup');
    await t.page.getByRole('button', { name: 'Done: ask the rig', exact: true }).click();
    await expect
      .poll(() => finding(t).catch(() => ''), { timeout: 30_000 })
      .toMatch(/The rig hears nothing from the right cup's HX711 board: check its DT on D3/);
    expect(await shownStep(t.page)).toBe('wiring: right cup');
    await t.page.close();
    expect(t.errors).toEqual([]);
  });

  it('no reader: the guide holds the builder at the reader, saying the rig finds none, a card put on it or not', async () => {
    const t = await openGuide(file, [], leftAt('wiring', 'reader'), { readerPresent: [false, false] });
    await untilStep(t.page, 'wiring: reader');
    t.rig.placeTag(0, '04A1B2C3D4E5F6');
    await t.page.getByRole('button', { name: 'Done: ask the rig', exact: true }).click();
    await expect.poll(() => finding(t).catch(() => ''), { timeout: 30_000 }).toMatch(/The rig finds no card reader: it did not answer when the rig started/);
    expect(await shownStep(t.page)).toBe('wiring: reader');
    await t.page.close();
    expect(t.errors).toEqual([]);
  });
});
