// The logbook and spoken prompts in chromium, on the real server: a whole 2-player game of 7 Seize
// played over the API while the host's tablet listens with its voice on. The speech API is observed
// by wrapping speechSynthesis.speak in the page (headless chromium may have no voice at all): every
// prompt the screen reader gets is spoken in order, with the game's news and the final verdict, and
// nothing once the voice is off. The finished game is in the Logbook screen, renamed by the host,
// the rename undone from the screen and made again, exported; it fits a phone; a spectator's tablet
// shows it without the host's controls.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inputsToStandings } from '../../games/seven-seize/testing/to-weigh-off.ts';
import { E2E_TIMEOUT_MS, launchBrowser, openTablet, type Server, startServer, tabletShows } from './harness.ts';

let browser: Browser;
let server: Server;
let host: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  server = await startServer();
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  // Every utterance the tablet asks for, with its volume; and every sentence the screen reader got.
  // A tablet that does not teach 7 Seize: what it speaks is the prompts and the game's news alone
  // (a lesson's words, spoken after each prompt, are teach-links.test.ts's).
  await page.addInitScript(() => {
    localStorage.setItem('quartermaster.teach', JSON.stringify({ '7-seize': false }));
    const w = window as unknown as { spoken: { text: string; volume: number }[] };
    w.spoken = [];
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      w.spoken.push({ text: u.text, volume: u.volume });
      speak(u);
    };
  });
  await page.goto(`${server.url}?token=${server.token}`);
  await page.waitForSelector('[data-testid=role]');
  await page.evaluate(() => {
    const w = window as unknown as { announced: string[] };
    const live = document.querySelector('[data-testid=announcer]')!;
    w.announced = [];
    new MutationObserver(() => w.announced.push(live.textContent ?? '')).observe(live, { childList: true, characterData: true, subtree: true });
  });
  host = page;
});
afterAll(async () => {
  await browser?.close();
  await server?.kill('SIGTERM');
});

const spoken = () => host.evaluate(() => (window as unknown as { spoken: { text: string; volume: number }[] }).spoken);
const announced = () => host.evaluate(() => (window as unknown as { announced: string[] }).announced);

/** One input over the HTTP API (waiting out the table's limit: a script plays faster than any
 * table), then waits until the host's tablet shows the state it made. */
async function input(body: unknown): Promise<void> {
  const send = () =>
    fetch(new URL('api/input', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
      body: JSON.stringify(body),
    });
  let r = await send();
  while (r.status === 429) {
    await new Promise((resolve) => setTimeout(resolve, Number(r.headers.get('retry-after')) * 1000));
    r = await send();
  }
  const reply = (await r.json()) as { ok: boolean; version: number; reason?: string };
  expect(reply, JSON.stringify(body)).toMatchObject({ ok: true });
  await tabletShows(host, reply.version);
}

const inputs = inputsToStandings(2, 7);

describe('spoken prompts', { timeout: E2E_TIMEOUT_MS }, () => {
  it('is off at first; on, it offers its volume and says plainly when the browser has no voice', async () => {
    expect(await host.getByTestId('speech-toggle').getAttribute('aria-pressed')).toBe('false');
    await host.getByTestId('speech-toggle').click();
    await host.getByTestId('speech-volume').waitFor();
    const voices = await host.evaluate(() => speechSynthesis.getVoices().length);
    if (voices === 0) expect(await host.getByTestId('speech-none').innerText()).toBe('This browser offers no voice to speak with.');
    else if (voices > 1) await host.getByTestId('speech-voice').waitFor();
    await host.getByTestId('speech-volume').fill('0.5');
    // Remembered across a reload.
    expect(await host.evaluate(() => localStorage.getItem('quartermaster.speech'))).toBe('{"on":true,"volume":0.5,"voice":null}');
    expect(await spoken()).toEqual([]); // nothing said for what was already there
  });

  it('speaks every prompt and the news of a whole game in order, the verdict last', async () => {
    for (const i of inputs) await input(i);
    await expect.poll(async () => (await spoken()).at(-1)?.text).toMatch(/^Game over: .* wins\.$/);
    const said = (await spoken()).map((u) => u.text);
    expect((await spoken()).every((u) => u.volume === 0.5)).toBe(true);
    // Every sentence the screen reader got, in the same order, each spoken once.
    const prompts = (await announced()).filter((t, i, all) => t !== '' && t !== all[i - 1]);
    expect(said.filter((t) => prompts.includes(t))).toEqual(prompts);
    expect(prompts.length).toBeGreaterThan(10);
    // Between them, the game's own news: the seizing, the weigh-off's contests and its end.
    const winner = said.at(-1)!.replace(/^Game over: (.*) wins\.$/, '$1');
    expect(said.at(-2)).toBe(`${winner} wins the weigh-off`);
    expect(said).toContain('All 49 pieces are seized: the weigh-off begins');
    expect(said.some((t) => / takes \d+ from the (red|black) stash$/.test(t))).toBe(true);
    // A card is named only once it is face up: never while its reveal is still under way.
    expect(said.filter((t) => /tap your card/.test(t)).every((t) => !/\((10|[2-9JQKA])[HDCS]\)/.test(t))).toBe(true);
  });

  it('says nothing once the voice is off, while the prompts still change for the screen reader', async () => {
    await host.getByTestId('speech-toggle').click();
    expect(await host.getByTestId('speech-toggle').getAttribute('aria-pressed')).toBe('false');
    const before = (await spoken()).length;
    const heard = (await announced()).length;
    await input({ type: 'undo' });
    await input(inputs.at(-1));
    await expect.poll(async () => (await announced()).length).toBeGreaterThan(heard);
    expect((await spoken()).length).toBe(before);
    expect(errors).toEqual([]);
  });
});

describe('the Logbook screen', { timeout: E2E_TIMEOUT_MS }, () => {
  const players = (inputs[0] as { players: string[] }).players;

  it('shows the finished game once (its undone ending counted again), with players, head to head and seats', async () => {
    await host.locator('nav.tabs').getByRole('button', { name: 'Logbook', exact: true }).click();
    const games = host.getByTestId('logbook-game');
    await expect.poll(() => games.count()).toBe(1);
    const line = await games.first().innerText();
    for (const p of players) expect(line).toContain(p);
    expect(await games.first().getByRole('img', { name: 'winner' }).count()).toBe(1);
    expect(line).not.toMatch(/undone/);
    expect(await host.getByTestId('logbook-players').locator('tbody tr').count()).toBe(2);
    expect(await host.getByTestId('logbook-h2h').innerText()).toMatch(new RegExp(`${players[0]} [01] – [01] ${players[1]} \\(1 game together\\)`));
    expect(await host.getByTestId('logbook-per-game').locator('[role=img]').count()).toBe(2);
  });

  it('lets the host rename a player, and exports the logbook as CSV and for BG Stats', async () => {
    const form = host.getByTestId('logbook-names');
    await form.getByLabel('Player to rename').selectOption(players[0]!);
    await form.getByLabel('New name').fill('Calico Jack');
    await form.getByRole('button', { name: 'Rename / merge' }).click();
    await expect.poll(() => host.getByTestId('logbook-players').innerText()).toContain('Calico Jack');
    const csv = await host.evaluate(async () => (await fetch('api/logbook.csv')).text());
    expect(csv.split('\r\n')[0]).toBe('"game_id","finished_at","game","minutes","moves","seat","seat_name","player","score","winner"');
    expect(csv).toContain(',"Calico Jack",');
    const href = await host.getByRole('link', { name: 'Export for BG Stats' }).getAttribute('href');
    const plays = await host.evaluate(async (h) => (await fetch(h!)).json(), href);
    expect(plays).toEqual([expect.objectContaining({ sourceName: 'Quartermaster', game: expect.objectContaining({ name: '7 Seize' }) })]);
  });

  it('lists the rename in force as typed, undoes it from the screen, and renames back by the name shown', async () => {
    const form = host.getByTestId('logbook-names');
    const table = host.getByTestId('logbook-players');
    const rename = async (from: string, to: string) => {
      await form.getByLabel('Player to rename').selectOption(from);
      await form.getByLabel('New name').fill(to);
      await form.getByRole('button', { name: 'Rename / merge' }).click();
    };
    const renames = host.getByTestId('logbook-renames');
    expect(await renames.innerText()).toContain(`In force:\n${players[0]} → Calico Jack`);
    await renames.getByRole('button', { name: `Undo ${players[0]} → Calico Jack` }).click();
    await expect.poll(() => renames.count()).toBe(0);
    expect(await table.innerText()).toContain(players[0]);
    expect(await table.innerText()).not.toContain('Calico Jack');
    // Renamed again, then back by the name the screen shows: no rename is left in force.
    await rename(players[0]!, 'Calico Jack');
    await expect.poll(() => table.innerText()).toContain('Calico Jack');
    await rename('Calico Jack', players[0]!);
    await expect.poll(() => table.innerText()).not.toContain('Calico Jack');
    expect(await renames.count()).toBe(0);
    expect(await form.locator('.problem').count()).toBe(0);
    await rename(players[0]!, 'Calico Jack');
    await expect.poll(() => renames.innerText()).toContain(`${players[0]} → Calico Jack`);
  });

  it('fits a phone (390×844) without sideways scroll', async () => {
    await host.setViewportSize({ width: 390, height: 844 });
    try {
      await expect.poll(() => host.getByTestId('logbook-players').evaluate((t) => t.getBoundingClientRect().width)).toBeLessThanOrEqual(390);
      expect(await host.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    } finally {
      await host.setViewportSize({ width: 1024, height: 768 });
    }
  });

  it("shows a spectator the same game without the host's renaming", async () => {
    const { page, errors: spectatorErrors } = await openTablet(browser, server.url);
    await page.locator('nav.tabs').getByRole('button', { name: 'Logbook', exact: true }).click();
    await expect.poll(() => page.getByTestId('logbook-game').count()).toBe(1);
    expect(await page.getByTestId('logbook-game').innerText()).toContain('Calico Jack');
    expect(await page.getByTestId('logbook-names').count()).toBe(0);
    expect(spectatorErrors).toEqual([]);
    expect(errors).toEqual([]);
  });
});
