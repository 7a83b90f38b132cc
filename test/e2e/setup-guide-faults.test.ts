// "Set up a new rig" on an emulated rig with a fault built in (hardware/emulated-rig/faults.ts):
// each sends the builder to the step it concerns, with the rig's words on what to do. A swapped
// cell and RATE tied low are found by the rig check, which sends the builder back to that cup's
// wiring; a rig without its reader, or without the right cup's HX711, holds the builder at that
// part's wiring. The guide resumes where the data directory says it was left (here: at the check,
// or at the part's wiring).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RigFault } from '../../hardware/emulated-rig/index.ts';
import type { EmulatedRigOptions } from '../../hardware/emulated-rig/rig.ts';
import { browserForFile, E2E_TIMEOUT_MS, tempDataDir } from './harness.ts';
import { emulatedTable, runCheck, shownStep, untilStep } from './setup-walk.ts';

const file = browserForFile();

/** A data directory whose guide was left at `step` (and the wiring's `part`), every step before it done. */
function leftAt(step: 'check' | 'wiring', part = 'left cup'): string {
  const dir = tempDataDir();
  writeFileSync(join(dir, 'setup.json'), JSON.stringify({ step, part, cup: 'left', reached: step, finding: null, finished: false }));
  return dir;
}

async function openGuide(faults: RigFault[], dataDir: string, more: Partial<EmulatedRigOptions> = {}) {
  const table = emulatedTable(faults, more);
  const tablet = await file.hostTablet({ ...table.opts, dataDir }, { width: 1180, height: 820 });
  await tablet.page.getByRole('button', { name: 'Device', exact: true }).click();
  await tablet.page.getByTestId('setup-link-device').getByRole('button', { name: 'Set up a new rig' }).click();
  return { ...tablet, rig: table.rig() };
}

const finding = (t: { page: import('playwright-core').Page }) => t.page.getByTestId('setup-finding').innerText();

describe('set up a new rig with a fault', { timeout: E2E_TIMEOUT_MS }, () => {
  it("a swapped cell: the check sends the builder back to the right cup's wiring, saying to swap its white and green wires", async () => {
    const t = await openGuide(['swapped-wires'], leftAt('check'));
    await untilStep(t.page, 'check');
    await runCheck(t.page);
    expect(await shownStep(t.page)).toBe('wiring: right cup');
    expect(await finding(t)).toMatch(
      /The check found a problem with the right cup \(sign\): the right cup reads negative when loaded: swap its white and green wires/,
    );
    expect(await t.page.locator('table.setup-pins').innerText()).toMatch(/D3\s+HX711 under the right cup/);
    await t.page.close();
    expect(t.errors).toEqual([]);
  });

  it("RATE tied low: the check sends the builder back to the left cup's wiring, naming the RATE pin", async () => {
    const t = await openGuide(['rate-low'], leftAt('check'));
    await untilStep(t.page, 'check');
    await runCheck(t.page);
    expect(await shownStep(t.page)).toBe('wiring: left cup');
    expect(await finding(t)).toMatch(/left cup \(samples per second\): .*its RATE pin is still tied low/);
    expect(await t.page.locator('table.setup-pins').innerText()).toMatch(/D5\s+both HX711: RATE/);
    await t.page.close();
    expect(t.errors).toEqual([]);
  });

  it("a missing HX711: the guide holds the builder at the right cup's wiring, saying the rig hears nothing from its board", async () => {
    const t = await openGuide(['missing-hx711'], leftAt('wiring', 'right cup'));
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
    const t = await openGuide([], leftAt('wiring', 'reader'), { readerPresent: [false, false] });
    await untilStep(t.page, 'wiring: reader');
    t.rig.placeTag(0, '04A1B2C3D4E5F6');
    await t.page.getByRole('button', { name: 'Done: ask the rig', exact: true }).click();
    await expect.poll(() => finding(t).catch(() => ''), { timeout: 30_000 }).toMatch(/The rig finds no card reader: it did not answer when the rig started/);
    expect(await shownStep(t.page)).toBe('wiring: reader');
    await t.page.close();
    expect(t.errors).toEqual([]);
  });
});
