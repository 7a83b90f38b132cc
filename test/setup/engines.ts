// Global setup of the browser project, beside the shared chromium (chromium.ts): the X server
// WebKit's tests share (test/e2e/engines/webkit.ts: each tab starts its own WebKitGTK WebDriver on
// it, which holds one session at a time), stopped after the last file. Firefox needs none: each
// file launches its own, headless.
import type { TestProject } from 'vitest/node';
import { needed, startXvfb } from '../e2e/engines/processes.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Missing, an engine fails here, naming its package, before any file starts.
  for (const what of ['firefox', 'webkitDriver', 'miniBrowser'] as const) needed(what);
  const x = await startXvfb();
  project.provide('xDisplay', x.display);
  return () => x.stop();
}
