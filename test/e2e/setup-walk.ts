// The setup guide on the tablet, as the browser tests walk it: a table on the emulated rig (the
// real firmware in avr8js, its faults built in), the guide's screen and the step it shows.
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
import type { ServerOptions } from './harness.ts';

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
