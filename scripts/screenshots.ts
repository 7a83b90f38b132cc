// `npm run screenshots`: every entry of the screen catalogue (test/e2e/catalogue/) at tablet
// (1180×820), portrait (820×1180) and phone (390×844) size, as PNGs in docs/screenshots/catalogue/
// with a README there that shows them. The real thing: the companion in this process on the
// simulated rig, each group of entries on a server of its own, reached as the browser tests reach
// them, the tablet in Debian's chromium; an entry checked with Teach me on too is drawn so as well (`…--taught-…`). `npm run screenshots -- shell/` draws only the entries
// whose id starts with that.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { openTableDevice } from '../server/src/devices/open.ts';
import { startServer } from '../server/src/start.ts';
import { TestClient } from '../server/src/testing.ts';
import { buildUi, uiIsStale } from '../server/src/ui-build.ts';
import { frames, SIZES } from '../test/e2e/catalogue/checks.ts';
import type { Ctx } from '../test/e2e/catalogue/entry.ts';
import { CATALOGUE } from '../test/e2e/catalogue/index.ts';
import { shown, taughtPass, teachingOff, teachOff } from '../test/e2e/catalogue/reach.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/setup/chromium.ts';
import { everyGame } from '../test/every-game.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'docs', 'screenshots', 'catalogue');
const only = process.argv[2] ?? '';

const webUi = join(ROOT, 'web-ui');
if (uiIsStale(webUi)) await buildUi(webUi, (m) => process.stderr.write(`${m}\n`));
mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const token = 'screenshots';
const fileOf = (id: string, size: string): string => `${id.replace(/\//g, '--').replace(', taught', '--taught')}-${size}.png`;

async function tablet(url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1180, height: 820 } })).newPage();
  // tsx keeps functions' names with a helper of its own, which the functions sent to the page call.
  await page.addInitScript('window.__name = (f) => f');
  await page.goto(url);
  await page.getByTestId('role').waitFor();
  await teachOff(page);
  return page;
}

let drawn = 0;
try {
  for (const { entries, prepare } of CATALOGUE) {
    const chosen = entries.filter((e) => e.id.startsWith(only));
    if (!chosen.length) continue;
    const dataDir = mkdtempSync(join(tmpdir(), 'qm-screenshots-'));
    prepare?.(dataDir);
    const device = await openTableDevice({ dataDir });
    const running = await startServer({
      dataDir,
      device,
      ...everyGame(),
      httpPort: 0,
      host: '127.0.0.1',
      token,
      logger: false,
      requestLogging: false,
    });
    const url = `http://127.0.0.1:${running.port}/`;
    const host = await TestClient.connect(`${url.replace(/^http/, 'ws')}ws`, { token: token });
    let spectator: Page | null = null;
    const ctx: Ctx = {
      server: { url, port: running.port, token, dataDir, proc: null, rig: device.rig, kill: () => running.close() },
      host,
      browser,
      page: await tablet(`${url}?token=${token}`),
      async spectator() {
        spectator ??= await tablet(url);
        return spectator;
      },
    };
    try {
      for (const entry of chosen) {
        await entry.reach(ctx);
        const page = entry.spectator ? await ctx.spectator() : ctx.page;
        await shown(ctx, page);
        for (const pass of entry.taughtToo ? [entry, taughtPass(entry)] : [entry])
          for (const size of SIZES) {
            await page.setViewportSize({ width: size.width, height: size.height });
            await pass.show?.(page, ctx);
            await page.evaluate(() => window.scrollTo(0, 0));
            await frames(page);
            await page.screenshot({ path: join(OUT, fileOf(pass.id, size.name)) });
            await pass.leave?.(page, ctx);
          }
        if (entry.taughtToo) await teachingOff(page);
        drawn++;
        process.stderr.write(`screenshots: ${entry.id}\n`);
      }
    } finally {
      await host.close();
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}

// Every entry is listed, whether this run drew it or not.
const rows = CATALOGUE.flatMap(({ group, entries }) =>
  entries
    .flatMap((e) => (e.taughtToo ? [e, taughtPass(e)] : [e]))
    .map((e) => `| ${group} | \`${e.id}\`: ${e.caption} | ${SIZES.map((size) => `![${e.caption}, ${size.name}](${fileOf(e.id, size.name)})`).join(' | ')} |`),
);

writeFileSync(
  join(OUT, 'README.md'),
  [
    '# The screen catalogue',
    '',
    'Every entry of the screen catalogue (test/e2e/catalogue/, docs/testing.md) at tablet (1180×820),',
    'portrait (820×1180) and phone (390×844) size, as the top of the screen shows it, on the simulated',
    'rig. Made by `npm run screenshots` (scripts/screenshots.ts); the pictures are not kept in git (about',
    '15 MB a run): run it to draw them.',
    '',
    '| Group | Entry | Tablet | Portrait | Phone |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n'),
);
process.stderr.write(`screenshots: ${drawn} of ${rows.length} entries drawn; docs/screenshots/catalogue/README.md lists them all\n`);
