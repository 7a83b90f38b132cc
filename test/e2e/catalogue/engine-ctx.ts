// The catalogue in an engine beside chromium (WebKit, Firefox): a file's engine and the context its
// entries reach their states in, with the tablets as playwright-like pages over the engine's tabs
// (test/e2e/engines/page-like.ts), so that entries and checks run unchanged.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type Engine, type EngineName, openEngine, type Tab, waitIn } from '../engines/index.ts';
import { pageOf } from '../engines/page-like.ts';
import { type Server, type ServerOptions, startServer, watchStates } from '../harness.ts';
import { SIZES } from './checks.ts';
import type { Ctx } from './entry.ts';
import { teachOff } from './reach.ts';

/** The sizes checked in WebKit and Firefox: a landscape tablet and a phone (chromium adds the portrait tablet). */
export const ENGINE_SIZES = SIZES.filter((s) => s.name !== 'portrait');

/** The engine a catalogue file checks in, opened before its first entry and closed after its last. */
export function engineForFile(name: EngineName): { readonly engine: Engine; servers: Server[] } {
  let engine: Engine | undefined;
  const servers: Server[] = [];
  beforeAll(async () => {
    engine = await openEngine(name);
  });
  afterAll(async () => {
    await engine?.close();
    for (const s of servers) await s.kill('SIGTERM');
  });
  return {
    get engine(): Engine {
      if (!engine) throw new Error(`${name} is opened before the first entry`);
      return engine;
    },
    servers,
  };
}

async function tablet(engine: Engine, url: string): Promise<Page> {
  const tab: Tab = await engine.open(url, { width: 1180, height: 820 });
  await waitIn(tab, () => document.querySelector('[data-testid=role]') !== null, null, "the tablet's page");
  const page = pageOf(tab);
  await teachOff(page);
  return page;
}

/** A file's server (started with `opts`), host socket and tablets in `file`'s engine. */
export async function openEngineCtx(file: { readonly engine: Engine; servers: Server[] }, opts: ServerOptions = {}): Promise<Ctx> {
  const server = await startServer(opts);
  file.servers.push(server);
  const host = await watchStates(server);
  const page = await tablet(file.engine, `${server.url}?token=${server.token}`);
  let spectator: Page | null = null;
  return {
    server,
    host,
    get browser(): Browser {
      throw new Error(`an entry asked for playwright's browser in ${file.engine.name}: open tablets through the context`);
    },
    page,
    async spectator() {
      spectator ??= await tablet(file.engine, server.url);
      return spectator;
    },
  };
}
