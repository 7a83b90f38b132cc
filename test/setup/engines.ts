// Global setup of the browser project, beside the shared chromium (chromium.ts): the X server and
// WebKitGTK's WebDriver that WebKit's tests share (test/e2e/engines/webkit.ts), stopped after the
// last file. Firefox needs neither: each file launches its own, headless.
import type { TestProject } from 'vitest/node';
import { needed, startWebKitDriver, startXvfb } from '../e2e/engines/processes.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  needed('firefox'); // missing, it fails here, naming its package, before any file starts
  const x = await startXvfb();
  const driver = await startWebKitDriver(x.display).catch(async (e: Error) => {
    await x.stop();
    throw e;
  });
  project.provide('xDisplay', x.display);
  project.provide('webkitDriverPort', driver.port);
  return async () => {
    await driver.stop();
    await x.stop();
  };
}
