// The rig's firmware from the tablet: the emulated rig (the real firmware in avr8js, with its
// bootloader, behind a pty) runs an older firmware than the one this companion brings. The Device
// screen says so and offers a host tablet the update (a spectator's tablet only hears that a host
// can); the update shows its progress and then the version the rig now runs. Debian's avrdude
// writes it, as `quartermaster flash` does. The screen passes at the catalogue's three sizes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtFirmwareVersion, ensureFirmwareHex, type EmulatedRigOnPty, startEmulatedRigOnPty } from '../../hardware/emulated-rig/index.ts';
import { firmwareVariant } from '../cli/firmware-variant.ts';
import { actionInView, axeViolations, frames, SIZES, sampleWidth } from './catalogue/checks.ts';
import { browserForFile, E2E_TIMEOUT_MS, openTablet, type Server, startServer } from './harness.ts';

const brought = builtFirmwareVersion();
const old = brought.replace(/\d/g, '0');
const file = browserForFile();
let rig: EmulatedRigOnPty;
let server: Server;

beforeAll(async () => {
  rig = await startEmulatedRigOnPty({ pace: 'realtime', hexPath: firmwareVariant(old).path, bootloader: {} });
  server = await startServer({ rigPort: rig.path, firmware: { version: brought, hexPath: ensureFirmwareHex } });
});
afterAll(async () => {
  await server?.kill('SIGTERM');
  await rig?.close();
});

describe("the rig's firmware on the Device screen", { timeout: E2E_TIMEOUT_MS }, () => {
  it('offers the update in view at each size, axe-clean and without sideways scroll; a spectator hears that a host can', async () => {
    const host = await openTablet(file.browser, `${server.url}?token=${server.token}`);
    await host.page.getByRole('button', { name: 'Device', exact: true }).click();
    const offer = host.page.getByTestId('firmware-update');
    await expect
      .poll(() => offer.innerText().catch(() => ''))
      .toMatch(new RegExp(`The rig runs firmware ${old.replace(/\./g, '\\.')}, older than the ${brought.replace(/\./g, '\\.')} this Quartermaster brings\\.`));
    const button = host.page.getByRole('button', { name: "Update the rig's firmware" });
    for (const size of SIZES) {
      await host.page.setViewportSize({ width: size.width, height: size.height });
      const widths = await sampleWidth(host.page);
      await frames(host.page);
      await host.page.evaluate(() => window.scrollTo(0, 0));
      expect([...(await axeViolations(host.page)), ...(await widths()), ...(await actionInView(button, size.width, size.height))], size.name).toEqual([]);
    }
    const spectator = await openTablet(file.browser, server.url);
    await spectator.page.getByRole('button', { name: 'Device', exact: true }).click();
    await expect
      .poll(() =>
        spectator.page
          .getByTestId('firmware-update')
          .innerText()
          .catch(() => ''),
      )
      .toMatch(/A host tablet can update it\./);
    expect(await spectator.page.getByRole('button', { name: "Update the rig's firmware" }).count()).toBe(0);
    await spectator.page.close();
    await host.page.close();
    expect([...host.errors, ...spectator.errors]).toEqual([]);
  });

  it('updates the rig from the host tablet, showing the progress and then the new version', async () => {
    const { page, errors } = await openTablet(file.browser, `${server.url}?token=${server.token}`);
    await page.getByRole('button', { name: 'Device', exact: true }).click();
    // Each step the tablet shows, as it shows it, until the rig says its new version.
    await page.evaluate(() => {
      const w = window as unknown as { qmSteps: string[] };
      w.qmSteps = [];
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid=firmware-step]')?.textContent;
        if (text && w.qmSteps.at(-1) !== text) w.qmSteps.push(text);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: "Update the rig's firmware" }).click();
    const done = page.getByTestId('firmware-done');
    await done.waitFor({ timeout: 120_000 });
    const seen = await page.evaluate(() => (window as unknown as { qmSteps: string[] }).qmSteps);
    expect(await done.innerText()).toBe(`The rig now runs firmware ${brought}.`);
    expect(seen.some((s) => /writing the firmware, \d+ %/.test(s))).toBe(true);
    expect(seen.every((s) => s.startsWith(`Updating the rig's firmware to ${brought}: `) && s.endsWith('Keep the rig plugged in.'))).toBe(true);
    expect(rig.bootloader?.flashes).toBe(1);
    await expect.poll(() => page.getByTestId('device-panel').innerText()).toContain(`${brought} on nano`);
    await page.close();
    expect(errors).toEqual([]);
  });
});
