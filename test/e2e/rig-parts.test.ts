// The rig's own parts on the tablet (johnny-five on the simulated rig's user pins), in chromium:
// the virtual rig's button is held down as the rig hears it, a short press says "All in, weigh!",
// the lights blink while the scale decides and then show the heavier cup, as the rig's LEDs do.
// A second host connection plays the game up to the weigh-off; the weigh-off itself is the tablet's.
import { expect, it } from 'vitest';
import type { ScaleMsg, StateMsg } from '#protocol';
import { TestClient } from '../../server/src/testing.ts';
import { playToWeighOff, tareCups } from '../server/to-weigh-off.ts';
import { openTablet, screenshot, waitState, tableForFile } from './harness.ts';

const table = tableForFile();

it('the rig button on the tablet starts the weigh-off and the lights show the left cup won (R21)', async () => {
  const { page, errors } = await openTablet(table.browser, `${table.server.url}?token=${table.server.token}`);
  const host = await TestClient.connect(`${table.server.url.replace(/^http/, 'ws').replace(/\/$/, '')}/ws`, { token: table.server.token });
  await host.act({ type: 'watch', scale: true }); // live readings come only to a tablet that watches the scale
  await host.next<StateMsg>('snapshot');
  await waitState(table.server, (s) => (s.device as { parts?: { state: string } }).parts?.state === 'ready', 'the rig parts to be ready');
  await playToWeighOff(host, 2, 9);
  await waitState(table.server, (s) => s.weigh.stage === 'tare', 'the weigh-off to ask for a tare');
  await tareCups(host);
  await host.act({ type: 'sim', action: 'addPiece', cup: 'left', grams: 30, count: 2 });
  await host.act({ type: 'sim', action: 'addPiece', cup: 'right', grams: 20, count: 2 });
  await host.next<ScaleMsg>('scale', (m) => ((m as ScaleMsg).left ?? 0) > 57 && ((m as ScaleMsg).right ?? 0) > 37, 30_000);

  // Held down on the tablet until the rig says it is down, then let go: a short press.
  const button = page.getByTestId('rig-button');
  await button.hover();
  await page.mouse.down();
  await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('true');
  await page.mouse.up();
  await expect.poll(() => button.getAttribute('aria-pressed'), { timeout: 20_000 }).toBe('false');
  await waitState(table.server, (s) => s.weigh.stage !== 'loading', 'the button to start the weigh-off');
  await waitState(table.server, (s) => s.weigh.stage === 'verdict', 'the verdict', 60_000);
  await page.locator('.rig-light-left.on').waitFor();
  expect(await page.locator('.rig-light.on').count()).toBe(1);
  expect(await page.getByTestId('rig-lights').getAttribute('aria-label')).toBe('rig lights: Left heavier');
  await screenshot(page, 'rig-parts-verdict');
  expect(errors).toEqual([]);
  await host.close();
}, 180_000);
