// Global setup of the browser project: one Debian chromium for every browser test file, which
// each connect to it (test/e2e/harness.ts, launchBrowser) and open their own contexts; and the
// tablet app built once, before any file starts a server that serves it.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildUi, uiIsStale } from '../../server/src/ui-build.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where the shared chromium listens (playwright's `chromium.connect`). */
    chromiumWsEndpoint: string;
    /** web-ui/dist is current: the files need not check it again. */
    uiBuilt: boolean;
  }
}

/**
 * Debian's chromium in its headless shell (package chromium-headless-shell: the same source and
 * version as the chromium package, without the windowed browser around it), which is also what
 * playwright runs for headless tests; the same Blink renders the tablet's screens.
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Fails loudly when chromium is missing: the suite never skips. */
export function chromiumPath(): string {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `${CHROMIUM} is missing: the end-to-end tests need Debian's chromium in its headless shell. Install it with: apt-get install -y chromium-headless-shell (npm test does it when run as root)`,
    );
  return CHROMIUM;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const webUi = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web-ui');
  if (uiIsStale(webUi)) await buildUi(webUi, (m) => process.stderr.write(`${m}\n`));
  project.provide('uiBuilt', true);
  const server = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return () => server.close();
}
