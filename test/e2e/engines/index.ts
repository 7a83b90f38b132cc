// An engine by name: what a test of several engines asks for (test/e2e/engines/tab.ts).
import { chromiumEngine } from './chromium.ts';
import { firefoxEngine } from './firefox.ts';
import type { Engine, EngineName } from './tab.ts';
import { webkitEngine } from './webkit.ts';

export function openEngine(name: EngineName): Promise<Engine> {
  if (name === 'webkit') return webkitEngine();
  if (name === 'firefox') return firefoxEngine();
  return chromiumEngine();
}

export type { Engine, EngineName, Tab } from './tab.ts';
export { ENGINES, waitIn } from './tab.ts';
