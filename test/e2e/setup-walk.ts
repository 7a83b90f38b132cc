// The setup guide on the tablet, as the browser tests walk it: a table on the emulated rig (the
// real firmware in avr8js, its faults built in), the guide's screen and the step it shows.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  builtFirmwareVersion,
  ensureFirmwareHex,
  type EmulatedRigOnPty,
  type RigFault,
  startEmulatedRigOnPty,
  faultOptions,
} from '../../hardware/emulated-rig/index.ts';
import type { EmulatedRigOptions } from '../../hardware/emulated-rig/rig.ts';
import { type browserForFile, type ServerOptions, tempDataDir } from './harness.ts';

/** A table on the emulated rig, paced by the wall (its check waits on the rig's clock), with `faults` built in. */
export function emulatedTable(faults: RigFault[] = [], more: Partial<EmulatedRigOptions> = {}): { opts: ServerOptions; rig: () => EmulatedRigOnPty } {
  let rig: EmulatedRigOnPty | null = null;
  return {
    opts: {
      emulate: async () => (rig = await startEmulatedRigOnPty({ pace: 'realtime', noise: true, ...faultOptions(faults), ...more })),
      firmware: { version: builtFirmwareVersion(), hexPath: ensureFirmwareHex },
    },
    rig: () => {
      if (!rig) throw new Error('the emulated rig has not started');
      return rig;
    },
  };
}

/** The step (and part or cup) the guide's screen shows, once it shows one. */
export async function shownStep(page: Page): Promise<string> {
  const screen = page.getByTestId('screen-setup');
  const step = await screen.getAttribute('data-step');
  const part = await screen.getAttribute('data-part');
  return part ? `${step}: ${part}` : `${step}`;
}

/** Waits until the guide shows `step` (as shownStep says it). */
export async function untilStep(page: Page, step: string, timeout = 30_000): Promise<void> {
  await expect.poll(() => shownStep(page).catch(() => ''), { timeout }).toBe(step);
}

/** The progress bar's value. */
export async function percent(page: Page): Promise<number> {
  return Number(await page.getByTestId('setup-progress').locator('progress').getAttribute('value'));
}

/** Runs the rig check of the check step: quick, by the virtual rig's hands, until its report moves the guide off the step. */
export async function runCheck(page: Page): Promise<void> {
  await page.getByText('Quick (drift over 10 s instead of a minute)').click();
  await page.getByRole('button', { name: 'Let the virtual rig do it' }).click();
  await expect.poll(async () => (await shownStep(page).catch(() => 'check')) !== 'check', { timeout: 120_000 }).toBe(true);
}

/** A data directory whose guide was left at `step` (and the wiring's `part`), every step before it done. */
export function leftAt(step: 'check' | 'wiring', part = 'left cup'): string {
  const dir = tempDataDir();
  writeFileSync(join(dir, 'setup.json'), JSON.stringify({ step, part, cup: 'left', reached: step, finding: null, finished: false }));
  return dir;
}

/** A host's tablet on a table of `file`'s on the emulated rig with `faults`, the guide opened from the Device screen. */
export async function openGuide(file: ReturnType<typeof browserForFile>, faults: RigFault[], dataDir: string, more: Partial<EmulatedRigOptions> = {}) {
  const table = emulatedTable(faults, more);
  const tablet = await file.hostTablet({ ...table.opts, dataDir }, { width: 1180, height: 820 });
  await tablet.page.getByRole('button', { name: 'Device', exact: true }).click();
  await tablet.page.getByTestId('setup-link-device').getByRole('button', { name: 'Set up a new rig' }).click();
  return { ...tablet, rig: table.rig() };
}

/** What the rig said, as the guide shows it. */
export const finding = (t: { page: Page }) => t.page.getByTestId('setup-finding').innerText();

/** The guide left at the check on a rig with `fault`: the check run sends the builder back to
 * `step`, its finding and the step's pin table as `said` and `pins` match. */
export async function checkSendsBack(file: ReturnType<typeof browserForFile>, fault: RigFault, step: string, said: RegExp, pins: RegExp): Promise<void> {
  const t = await openGuide(file, [fault], leftAt('check'));
  await untilStep(t.page, 'check');
  await runCheck(t.page);
  expect(await shownStep(t.page)).toBe(step);
  expect(await finding(t)).toMatch(said);
  expect(await t.page.locator('table.setup-pins').innerText()).toMatch(pins);
  await t.page.close();
  expect(t.errors).toEqual([]);
}
