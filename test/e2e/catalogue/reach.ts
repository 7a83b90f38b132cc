// Reaching a catalogue entry's state: a game's inputs loaded as a saved game and taken up
// (`resume`, as the shelf does), a last input or two submitted live, the tablet waited for.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { registry } from '../../../games/index.ts';
import { awaiting, currentState, emptyTable, submit, type Table } from '../../../games/core/table.ts';
import type { Awaiting } from '../../../games/core/types.ts';
import { frames } from './checks.ts';
import type { Ctx, Entry } from './entry.ts';
import { LESSONS } from './in-view.ts';

let saved = 0;

/** The table after `inputs`, replayed here by the games' own rules. */
export function tableAfter(inputs: readonly unknown[]): Table {
  let t = emptyTable;
  for (const [i, input] of inputs.entries()) {
    const r = submit(registry, t, input);
    if (!('table' in r)) throw new Error(`input ${i + 1} of the script is refused: ${JSON.stringify(r)}`);
    t = r.table;
  }
  return t;
}

/** The first inputs of `inputs` after which the game awaits what `pred` accepts (the start included). */
export function upTo(inputs: readonly unknown[], pred: (a: Awaiting | null, state: unknown, n: number) => boolean, what: string): unknown[] {
  let t = emptyTable;
  for (const [i, input] of inputs.entries()) {
    const r = submit(registry, t, input);
    if (!('table' in r)) throw new Error(`input ${i + 1} of the script is refused: ${JSON.stringify(r)}`);
    t = r.table;
    if (pred(awaiting(t), currentState(t), i + 1)) return inputs.slice(0, i + 1) as unknown[];
  }
  throw new Error(`the script never reaches ${what}`);
}

/** Waits until the tablet shows the table's state as the server has it now. */
export async function shown(ctx: Ctx, page: Page = ctx.page): Promise<void> {
  const res = await fetch(new URL('api/state', ctx.server.url), { headers: { authorization: `Bearer ${ctx.server.token}` } });
  const { version } = (await res.json()) as { version: number };
  await page.waitForFunction((v) => Number(document.querySelector('.app')?.getAttribute('data-version') ?? 0) >= v, version, { timeout: 30_000 });
}

/** Puts `inputs` on the shelf as a game put away (`at` orders it among the others), not on the table; its id. */
export function putAway(ctx: Ctx, inputs: readonly unknown[], at = `2020-01-01T00-00-00-${String(++saved).padStart(3, '0')}Z`): string {
  const start = inputs[0] as { game: string };
  const id = `${at}-${start.game}`;
  const dir = join(ctx.server.dataDir, 'games');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${id}.jsonl`), inputs.map((i) => `${JSON.stringify(i)}\n`).join(''));
  return id;
}

/**
 * Puts `inputs` on the table: the first `inputs.length - live` as a game put away and taken up
 * again, the rest submitted one by one (a game's last input, so the logbook records its end).
 */
export async function load(ctx: Ctx, inputs: readonly unknown[], live = 0): Promise<void> {
  const stored = inputs.slice(0, inputs.length - live);
  await ctx.host.act({ type: 'resume', id: putAway(ctx, stored) });
  for (const input of inputs.slice(stored.length)) await ctx.host.act({ type: 'input', input });
  await shown(ctx);
}

/** Clears the table (the game on it is put away). */
export async function clearTable(ctx: Ctx): Promise<void> {
  await ctx.host.act({ type: 'newGame' });
  await shown(ctx);
}

/** Opens a tab of the header (on a phone, the tabs that do not fit are behind "More"). */
export async function tab(page: Page, name: string): Promise<void> {
  const button = page.locator('nav.tabs').getByRole('button', { name, exact: true });
  const more = page.locator('nav.tabs').getByRole('button', { name: 'More', exact: true });
  if (!(await button.isVisible()) && (await more.isVisible()) && (await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await button.click();
}

/** An entry's `show`: opens the tab `name` and waits for what it shows (`testId`). */
export const tabShows =
  (name: string, testId: string) =>
  async (page: Page): Promise<void> => {
    await tab(page, name);
    await page.getByTestId(testId).waitFor();
  };

/** Opens the Game tab and waits for the game's own screen (`testId`) to be drawn. */
export async function gameScreen(page: Page, testId: string): Promise<void> {
  const screen = page.locator('main').getByTestId(testId).first();
  // Shown already (the entry's screen at its last size): the tab is not pressed again.
  if (!(await screen.isVisible())) await tab(page, 'Game');
  await screen.waitFor();
}

/** The type of what the game awaits, or 'end' when it awaits nothing. */
export const awaits =
  (type: string) =>
  (a: Awaiting | null): boolean =>
    (a?.type ?? 'end') === type;

/**
 * An entry at a step of a scripted game: `inputs` put on the table, the Game tab opened on the
 * game's screen `screen` (a test id); `more` adds to it or overrides.
 */
export function atStep(id: string, caption: string, inputs: () => unknown[], screen: string, action: Entry['action'], more: Partial<Entry> = {}): Entry {
  return { id, caption, reach: (ctx: Ctx) => load(ctx, inputs()), show: (page: Page) => gameScreen(page, screen), action, ...more };
}

/** An end screen's awaited action: a rematch, or a new game. */
export const rematch = (p: Page): Locator => p.getByRole('button', { name: /Rematch|New game/ }).first();

/** The regions a lesson is drawn in, as a locator: the first of them on the screen. */
const lesson = (page: Page): Locator => page.getByRole('region', { name: new RegExp(`^(${LESSONS.join('|')})$`) }).first();

/** Turns this tablet's teaching on for the game on the table, if it is off ("Teach me this game"), and waits for its lesson. */
export async function teachingOn(page: Page): Promise<void> {
  const start = page.getByTestId('teach-start');
  if (await start.isVisible()) await start.click();
  await lesson(page).waitFor();
}

/** Turns this tablet's teaching off again for the game on the table, as a player does ("Stop teaching"). */
export async function teachingOff(page: Page): Promise<void> {
  // On a landscape tablet the lesson is whole, "Stop teaching" on its heading's row. The lesson turns
  // from its short form (More…) to its whole form a frame or two after the resize: "More…" seen
  // before then is gone by the time it would be clicked, so the lesson is read once it has settled.
  await page.setViewportSize({ width: 1180, height: 820 });
  await frames(page);
  const stop = page.getByTestId('teach-stop');
  const more = page.getByTestId('teach-more');
  await page
    .locator(['teach-stop', 'teach-more', 'teach-start'].map((id) => `[data-testid=${id}]:visible`).join(', '))
    .first()
    .waitFor();
  // A "More…" that goes while clicked leaves the whole lesson, with its "Stop teaching": read again below.
  if (!(await stop.isVisible()) && (await more.isVisible())) await more.click({ timeout: 5_000 }).catch(() => undefined);
  if (await stop.isVisible()) await stop.click();
  else if (!(await page.getByTestId('teach-start').isVisible())) await teachOff(page);
  await page.getByTestId('teach-start').waitFor();
}

/** `entry` with Teach me on: its screen shown, then the game's lesson turned on (once; it stays on). */
export const taughtPass = (entry: Entry): Entry => ({
  ...entry,
  id: `${entry.id}, taught`,
  teach: true,
  async show(page, ctx) {
    await entry.show?.(page, ctx);
    await teachingOn(page);
    // The lesson coming beside the game draws the game's screen again: shown once more (a card's result's rows).
    await entry.show?.(page, ctx);
    // Before the first move the lay-out comes first (its own entries: entries/teach.ts): laid out, as a table does, for the prompt and its lesson.
    const laidOut = page.getByTestId('set-table-done');
    if (await laidOut.isVisible()) {
      await laidOut.click();
      await page.getByTestId('set-table').waitFor({ state: 'detached' });
    }
  },
});

/**
 * This tablet with Teach me off for every game (its choice, as a table that has played them makes):
 * an entry shows the game's own screen; an entry with `teach: true` turns the teaching on, as a
 * player would (entries/teach.ts).
 */
export async function teachOff(page: Page): Promise<void> {
  const off = Object.fromEntries([...registry.keys()].map((id) => [id, false]));
  await page.evaluate((choices) => localStorage.setItem('quartermaster.teach', JSON.stringify(choices)), off);
  await page.reload();
  await page.getByTestId('role').waitFor();
}
