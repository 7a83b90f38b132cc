// An engine by name: what a test of several engines asks for (test/e2e/engines/tab.ts).
import { chromiumEngine } from './chromium.ts';
import { firefoxEngine } from './firefox.ts';
import type { Engine, EngineName } from './tab.ts';
import { tracedEngine } from './trace.ts';
import { webkitEngine } from './webkit.ts';

export async function openEngine(name: EngineName): Promise<Engine> {
  if (name === 'webkit') return tracedEngine(await webkitEngine());
  if (name === 'firefox') return tracedEngine(await firefoxEngine());
  return tracedEngine(await chromiumEngine());
}

export type { Engine, EngineName, Tab } from './tab.ts';
export { ENGINES, waitFor, waitIn } from './tab.ts';
