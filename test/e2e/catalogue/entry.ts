// An entry of the screen catalogue: a screen or panel in a state a table meets, reached from a
// scripted state through the server, and what the table is asked to do there. docs/testing.md
// ("The screen catalogue") says how to add one.
import type { Browser, Locator, Page } from 'playwright-core';
import type { TestClient } from '../../../server/src/testing.ts';
import type { Server } from '../harness.ts';

/** What an entry reaches its state with: the file's server, a host's socket to it, and tablets. */
export interface Ctx {
  server: Server;
  /** A host's WebSocket of the test's own: inputs go through it, as a tablet's would. */
  host: TestClient;
  browser: Browser;
  /** The host's tablet. */
  page: Page;
  /** A spectator's tablet on the same table (opened the first time an entry asks for it). */
  spectator(): Promise<Page>;
}

export interface Entry {
  /** Unique across the catalogue: `<group>/<screen>-<state>`, the PNG's name too. */
  id: string;
  /** What the screen shows, in a few words (the screenshots' caption). */
  caption: string;
  /** Sets the table's state through the server (once; the sizes follow). */
  reach(ctx: Ctx): Promise<void>;
  /** At each size, after `reach`: opens what the entry shows on the tablet (a tab, a dialog). */
  show?(page: Page, ctx: Ctx): Promise<void>;
  /** After the checks at each size: closes what `show` opened. */
  leave?(page: Page, ctx: Ctx): Promise<void>;
  /** The spectator's tablet instead of the host's. */
  spectator?: boolean;
  /** What the table is asked to do now: the prompt's choices or the primary button. */
  action(page: Page): Locator;
  /** Teach me on: the lesson is checked to be on the first screen too (checks.ts, 6). */
  teach?: boolean;
  /** Checked again with Teach me on, in the same visit (the lesson in view too: checks.ts, 6), then off again. */
  taughtToo?: boolean;
  /** Sets an animation going, while the page's width is sampled frame by frame. */
  animate?(page: Page, ctx: Ctx): Promise<void>;
}
