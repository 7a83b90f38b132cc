// `npm run screenshots`: every game's main screen at tablet (1180×820) and phone (390×844) size,
// and the shelf, as PNGs in docs/screenshots/ with a README that shows them. The real thing: the
// companion in this process on the simulated rig, each game played to a position worth a look by
// the games' own random players (test/e2e/positions.ts), the tablet in Debian's chromium.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { openTableDevice } from '../server/src/devices/open.ts';
import { startServer } from '../server/src/start.ts';
import { TestClient } from '../server/src/testing.ts';
import { buildUi, uiIsStale } from '../server/src/ui-build.ts';
import { playTo, POSITIONS } from '../test/e2e/positions.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../test/setup/chromium.ts';
import { everyGame } from '../test/every-game.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'docs', 'screenshots');
const SIZES = [
  ['tablet', { width: 1180, height: 820 }],
  ['phone', { width: 390, height: 844 }],
] as const;

const webUi = join(ROOT, 'web-ui');
if (uiIsStale(webUi)) await buildUi(webUi, (m) => process.stderr.write(`${m}\n`));
mkdirSync(OUT, { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'qm-screenshots-'));
const token = 'screenshots';
const server = await startServer({
  dataDir,
  device: await openTableDevice({ dataDir }),
  ...everyGame(),
  httpPort: 0,
  host: '127.0.0.1',
  token,
  logger: false,
  requestLogging: false,
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const host = await TestClient.connect(`${server.url.replace(/^http/, 'ws')}/ws?token=${token}`);

/** The tablet on the table as it is now, the virtual rig folded away so the game fills the screen. */
async function shoot(name: string, viewport: { width: number; height: number }, ready: (page: Page) => Promise<void>): Promise<string> {
  const page = await browser.newPage({ viewport });
  await page.goto(`${server.url}/?token=${token}`);
  await page.getByTestId('role').waitFor();
  const rig = page.getByRole('button', { name: /^Virtual (rig|balance)$/ });
  if ((await rig.getAttribute('aria-pressed')) === 'true') await rig.click();
  await ready(page);
  const file = `${name}.png`;
  await page.screenshot({ path: join(OUT, file) });
  await page.close();
  process.stderr.write(`screenshots: ${file} (${Math.round(statSync(join(OUT, file)).size / 1024)} KB)\n`);
  return file;
}

const rows: string[] = [];
try {
  for (const make of POSITIONS) {
    const p = make();
    await playTo(host, p);
    const shots: string[] = [];
    for (const [size, viewport] of SIZES)
      shots.push(
        await shoot(`${p.game}-${size}`, viewport, async (page) => {
          await page.locator('main').getByTestId('game-loading').waitFor({ state: 'detached' });
          await page.locator('main > *').first().waitFor();
        }),
      );
    rows.push(`| ${p.name}: ${p.shows} | ${shots.map((f) => `![${p.name}](${f})`).join(' | ')} |`);
  }
  // The shelf last: the games played above are put away on it, the last one on the table.
  const shelf: string[] = [];
  for (const [size, viewport] of SIZES)
    shelf.push(
      await shoot(`shelf-${size}`, viewport, async (page) => {
        await page.getByRole('button', { name: 'Shelf', exact: true }).click();
        await page.getByTestId('screen-shelf').waitFor();
      }),
    );
  rows.unshift(`| The shelf: every game, and the games put away | ${shelf.map((f) => `![The shelf](${f})`).join(' | ')} |`);
} finally {
  await host.close();
  await browser.close();
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}

// The pictures the browser tests left here before (7 Seize at the table), listed below the games.
const made = new Set(rows.join(' ').match(/[\w-]+\.png/g));
const others = readdirSync(OUT).filter((f) => f.endsWith('.png') && !made.has(f));
writeFileSync(
  join(OUT, 'README.md'),
  [
    '# Screenshots',
    '',
    'Every game on the tablet at tablet size (1180×820) and phone size (390×844), each played to a',
    'position worth a look by the games’ own random players, on the simulated rig. Made by',
    '`npm run screenshots` (scripts/screenshots.ts); run it again after a change to the screens.',
    '',
    '| What | Tablet | Phone |',
    '| --- | --- | --- |',
    ...rows,
    '',
    ...(others.length ? ['7 Seize at the table, from the browser tests:', '', ...others.map((f) => `- [${f.replace(/\.png$/, '')}](${f})`), ''] : []),
  ].join('\n'),
);
process.stderr.write(`screenshots: ${rows.length} rows in docs/screenshots/README.md\n`);
