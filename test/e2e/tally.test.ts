// Tally (test/games/tally/) in Debian's chromium: a table that referees only Tally, in this process,
// serving the tablet app built with Tally's screens (test/games/tally/ui/). The host picks it on
// the shelf, seats the computer, hides and guesses shells with private taps on the reader, and
// counts a player's beads on the scale: a count one bead over the ledger stands. Tally declares no
// teaching: the tablet teaches nothing of it, and it plays as before.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ThinkingWorker } from '../../server/src/computer/thinking-worker.ts';
import { fakeTableDevice } from '../../server/src/devices/fake-rig-for-tests.ts';
import { simUid } from '../../server/src/session/reader/card-map.ts';
import { type Running, startServer } from '../../server/src/start.ts';
import { REGISTRY_URL, registry } from '../games/tally/registry.ts';
import { shellDeck } from '../games/tally/shells.ts';
import { buildTallyUi } from '../games/tally/ui/build.ts';
import { launchBrowser, openTablet } from './harness.ts';

const BEAD = { grams: 2.4, spreadGrams: 0.02, se: 0.005, pieces: 10 };
const TOKEN = 'tally-host-token';

let browser: Browser;
let server: Running;
let rig: ReturnType<typeof fakeTableDevice>['fake'];
let uiDir: string;
let dataDir: string;
let pump: NodeJS.Timeout;

beforeAll(async () => {
  uiDir = mkdtempSync(join(tmpdir(), 'qm-tally-ui-'));
  dataDir = mkdtempSync(join(tmpdir(), 'qm-tally-data-'));
  // The bead's unit weight, as an earlier start of the table learned and kept it.
  writeFileSync(join(dataDir, 'count-units.json'), JSON.stringify({ bead: BEAD }));
  await buildTallyUi(uiDir);
  const device = fakeTableDevice({ rate: 0 });
  rig = device.fake;
  server = await startServer({
    dataDir,
    device,
    httpPort: 0,
    host: '127.0.0.1',
    token: TOKEN,
    uiDir,
    registry,
    computer: new ThinkingWorker(REGISTRY_URL),
    computerBudgetMs: 50,
  });
  // The rig's clock runs ten times the wall's: the cup is still for the counter's window sooner.
  let t = performance.now();
  pump = setInterval(() => {
    t += 100;
    rig.emitSamples(t);
  }, 10);
  browser = await launchBrowser();
});
afterAll(async () => {
  clearInterval(pump);
  await browser?.close();
  await server?.close();
  for (const dir of [uiDir, dataDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

type TallyView = { beads: Record<string, number>; awaiting: { type: string; player: string } | null; winners: string[] };
const view = (): TallyView => server.session.state('host').view as unknown as TallyView;

describe('Tally on the tablet, a game registered only in its tests', () => {
  it('is picked on the shelf, played against the computer with private taps, and its beads are counted on the scale', async () => {
    const { page, errors } = await openTablet(browser, `${server.url}/?token=${TOKEN}`);
    await page.getByRole('button', { name: 'New game of Tally', exact: true }).click();
    await page.getByTestId('tally-name-0').fill('Ann');
    await page.getByTestId('tally-name-1').fill('Bob');
    await page.getByTestId('tally-computer').check();
    await page.getByTestId('tally-start').click();
    await expect.poll(() => page.getByTestId('tally-prompt').innerText()).toBe('Ann: tap a shell on the reader to hide it');
    expect(server.session.state('host').computer?.seats).toEqual({ second: 'steady' });
    // A game that declares no teaching plays on a new table with no lesson and no switch to teach it.
    const taught = () => page.locator('[data-testid=how-to-play], [data-testid=set-table], [data-testid=teach-off]').count();
    expect(await taught()).toBe(0);

    // A private tap: the host's tablet sends it as Ann's hidden shell; the computer guesses, then hides.
    rig.placeTag(0, simUid(shellDeck, 'conch'));
    await expect.poll(() => page.getByTestId('tally-prompt').innerText(), { timeout: 30_000 }).toBe('Ann: tap a shell on the reader to guess it');
    rig.placeTag(0, simUid(shellDeck, 'scallop'));
    await expect.poll(() => page.getByTestId('tally-prompt').innerText()).toMatch(/^Over: .* won$/);
    expect(await taught()).toBe(0);
    const ledger = view().beads.Ann ?? 0;
    expect(server.session.state('host').inputs).toBe(5);

    // The count: tare the empty cup, Ann's beads (one over the ledger) poured, counted, and it stands.
    await page.getByTestId('tally-tare').click();
    await expect.poll(() => page.getByTestId('tally-count').getAttribute('data-stage')).toBe('ready');
    await page.getByTestId('tally-cup-0').click();
    await expect.poll(() => page.getByTestId('tally-count-message').innerText()).toMatch(/^Pour Ann's beads into the cup/);
    rig.setGrams(0, (ledger + 1) * BEAD.grams);
    await page.getByTestId('tally-count-pour').click();
    await expect.poll(() => server.session.state('host').count?.total, { timeout: 30_000 }).toBe(ledger + 1);
    await page.getByTestId('tally-done').click();
    await page.getByTestId('tally-stands').click();
    await expect.poll(() => page.getByTestId('tally-beads').innerText()).toContain(`Ann: ${ledger + 1} beads`);
    expect(view().beads.Ann).toBe(ledger + 1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
