// A catalogue test file: one server and one host tablet for a group of entries, each entry reached
// in turn and checked at the three sizes (in WebKit and Firefox at two: engine-ctx.ts); an entry's
// findings are listed together, size by size.
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { browserForFile, E2E_TIMEOUT_MS, openTablet, type Server, type ServerOptions, startServer, watchStates } from '../harness.ts';
import { axeViolations, coveredByFixed, frames, missingGlyphs, sampleWidth, SIZES, type Size } from './checks.ts';
import type { EngineName } from '../engines/index.ts';
import { ENGINE_SIZES, engineForFile, openEngineCtx } from './engine-ctx.ts';
import { actionInView, lessonInView } from './in-view.ts';
import type { Ctx, Entry } from './entry.ts';
import { isKnown } from './known.ts';
import { shown, taughtPass, teachingOff, teachOff } from './reach.ts';

/** Every finding of the six checks for `entry` at `size`, the tablet showing it (the sixth with Teach me on). */
export async function checkEntry(page: Page, entry: Entry, ctx: Ctx, size: Size): Promise<string[]> {
  await page.setViewportSize({ width: size.width, height: size.height });
  await page.evaluate(() => window.scrollTo(0, 0));
  await frames(page);
  const width = await sampleWidth(page);
  await entry.show?.(page, ctx);
  await entry.animate?.(page, ctx);
  await page.evaluate(() => window.scrollTo(0, 0));
  const problems = await width(entry.animate ? 30 : 8);
  problems.push(...(await actionInView(entry.action(page), size.width, size.height)));
  if (entry.teach) problems.push(...(await lessonInView(page, size.height)));
  problems.push(...(await coveredByFixed(page, true)));
  problems.push(...(await missingGlyphs(page)));
  problems.push(...(await axeViolations(page)));
  // At the page's foot, a bar at the bottom edge covers nothing either.
  const foot = await page.evaluate(() => {
    const d = document.documentElement;
    if (d.scrollHeight <= d.clientHeight) return false;
    window.scrollTo(0, d.scrollHeight);
    return true;
  });
  if (foot) {
    await frames(page);
    problems.push(...(await coveredByFixed(page, false)).map((p) => `scrolled to the foot: ${p}`));
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  await entry.leave?.(page, ctx);
  return [...new Set(problems)];
}

export interface Checked {
  /** Findings that fail, as `entry at size: finding`. */
  failures: string[];
  /** Findings KNOWN lists, with their reason. */
  known: string[];
}

/** Checks an entry at every size: what fails and what is known; an entry `taughtToo` again with Teach me on, then off. */
export async function checkAtSizes(entry: Entry, ctx: Ctx, sizes: readonly Size[] = SIZES): Promise<Checked> {
  const page = entry.spectator ? await ctx.spectator() : ctx.page;
  await shown(ctx, page);
  const out: Checked = { failures: [], known: [] };
  const passes = entry.taughtToo ? [entry, taughtPass(entry)] : [entry];
  try {
    for (const pass of passes)
      for (const size of sizes)
        for (const p of await checkEntry(page, pass, ctx, size)) {
          const line = `${pass.id} at ${size.name} ${size.width}×${size.height}: ${p}`;
          const known = isKnown(pass.id, size.name, p);
          if (known) out.known.push(`${line} [known: ${known.reason}]`);
          else out.failures.push(line);
        }
  } finally {
    // Teaching off again for the next entry, even after an entry that threw (a reload, if need be).
    if (entry.taughtToo) await teachingOff(page).catch(() => teachOff(page));
  }
  return out;
}

/** A file's server (started with `opts`), host socket and tablets, opened before its first entry. */
export async function openCtx(file: { readonly browser: import('playwright-core').Browser; servers: Server[] }, opts: ServerOptions = {}): Promise<Ctx> {
  const server = await startServer(opts);
  file.servers.push(server);
  const host = await watchStates(server);
  const { page } = await openTablet(file.browser, `${server.url}?token=${server.token}`, { width: 1180, height: 820 });
  await teachOff(page);
  let spectator: Page | null = null;
  return {
    server,
    host,
    browser: file.browser,
    page,
    async spectator() {
      if (!spectator) {
        spectator = (await openTablet(file.browser, server.url, { width: 1180, height: 820 })).page;
        await teachOff(spectator);
      }
      return spectator;
    },
  };
}

/** The test file of a group of entries: each entry a test, its findings at every size in one list;
 * `opts` for the group's server (a first round's pace); `engine`: chromium, WebKit or Firefox. */
export function catalogueFile(group: string, entries: readonly Entry[], opts: ServerOptions = {}, engine: EngineName = 'chromium'): void {
  const inEngine = engine === 'chromium' ? null : engineForFile(engine);
  const file = inEngine ? null : browserForFile();
  const sizes = inEngine ? ENGINE_SIZES : SIZES;
  const open = (): Promise<Ctx> => (file ? openCtx(file, opts) : openEngineCtx(inEngine as NonNullable<typeof inEngine>, opts));
  let ctx: Promise<Ctx> | null = null;
  const known: string[] = [];
  afterAll(async () => {
    if (ctx) await (await ctx).host.close();
    // Known findings, once for the file: how many of each reason of KNOWN were met.
    const byItem = new Map<string, number>();
    for (const k of known) {
      const reason = k.replace(/^.*\[known: (.*)\]$/, '$1');
      byItem.set(reason, (byItem.get(reason) ?? 0) + 1);
    }
    if (byItem.size) console.info(`${group}: known findings (known.ts): ${[...byItem].map(([reason, n]) => `${n}× ${reason}`).join('; ')}`);
  });
  describe(`the screen catalogue: ${group}, in ${engine} at ${sizes.map((s) => `${s.width}×${s.height}`).join(', ')}`, { timeout: E2E_TIMEOUT_MS }, () => {
    for (const entry of entries)
      it(`${entry.id}: ${entry.caption}`, async () => {
        ctx ??= open();
        const c = await ctx;
        await entry.reach(c);
        const checked = await checkAtSizes(entry, c, sizes);
        known.push(...checked.known);
        const { failures } = checked;
        expect(failures, `${failures.length} finding(s):\n${failures.join('\n')}`).toEqual([]);
      });
  });
}
