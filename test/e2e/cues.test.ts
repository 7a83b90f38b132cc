// Cues for a real table, in chromium: the prompt read out by screen readers (aria-live), the
// set-up reminder and card guide, a prompt played from the keyboard (number key, Enter), and sound
// cues made with Web Audio — counted at OscillatorNode.start — that stop when muted (remembered).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readState, waitState, E2E_TIMEOUT_MS, tableForFile } from './harness.ts';
import { UiPlayer } from './play.ts';

const table = tableForFile();

let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  page = await table.browser.newPage({ viewport: { width: 1024, height: 768 } });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  // Every tone the app makes starts an oscillator: count the starts.
  await page.addInitScript(() => {
    const w = window as unknown as { oscillatorStarts: number };
    w.oscillatorStarts = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      w.oscillatorStarts++;
      return start.call(this, when);
    };
  });
  await page.goto(`${table.server.url}?token=${table.server.token}`);
  await page.waitForSelector('[data-testid=role]');
});

const starts = () => page.evaluate(() => (window as unknown as { oscillatorStarts: number }).oscillatorStarts);
const announced = () => page.getByTestId('announcer').innerText();
/** Taps `card` on the virtual reader for whoever the tablet asks, and waits for the server's answer to show. */
async function tap(card: string, accepted: boolean): Promise<void> {
  const before = await readState(table.server);
  await page.getByTestId('card-picker').locator(`[data-card="${card}"]`).click();
  if (accepted) await waitState(table.server, (s) => s.inputs === before.inputs + 1, `the reveal of ${card}`);
  // A refusal is shown (the tablet got it); an accepted tap shows only while cards are still awaited.
  // During a reveal the refusal no longer names the card (it stays hidden until everyone has revealed).
  else await page.locator('[data-testid=tap-toast].toast-bad').waitFor();
}

describe('cues at the table', { timeout: E2E_TIMEOUT_MS }, () => {
  it('announces the prompt in an aria-live region and shows the set-up reminder and card guide', async () => {
    const live = page.getByTestId('announcer');
    expect(await live.getAttribute('aria-live')).toBe('polite');
    await expect.poll(announced).toMatch(/New game/);
    await new UiPlayer(page, table.server, { prefix: 'cues', seed: 1 }).newGame(['Ann', 'Bob', 'Cy']);
    await expect.poll(announced).toBe('Round 1: Ann, tap your card on the reader.');
    await expect.poll(() => page.getByTestId('reminders').innerText()).toMatch(/Shuffle the other 52 cards into the draw deck and deal 3 to each player/);
    // The card guide opens from the keyboard (a disclosure) and says what a Queen does.
    await page.getByTestId('card-guide').locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('card-guide').innerText()).toMatch(/Q · Strumpet.*steals 1/s);
  });

  it('opens the rules of the game being played, rulings and all, and goes back to the prompt', async () => {
    await page.locator('nav.tabs').getByRole('button', { name: 'Rules', exact: true }).click();
    const rules = page.getByRole('dialog', { name: 'Rules of 7 Seize' });
    await rules.waitFor();
    // The project's own rules document, rendered: its headings and every ruling with its id.
    expect(await rules.locator('h2, h3').count()).toBeGreaterThan(2);
    const text = await rules.innerText();
    for (const id of ['R1', 'R22', 'R24', 'R27', 'R28']) expect(text).toContain(`${id}.`);
    expect(text).toMatch(/mis-tap/);
    await rules.getByRole('button', { name: '← Back to the game' }).click();
    await page.getByTestId('prompt-reveal').waitFor();
    expect(errors).toEqual([]);
  });

  it('plays a cue for an accepted tap and a refused one, none while muted, and remembers the mute', async () => {
    expect(await starts()).toBe(0); // nothing on load
    await tap('9H', true); // Ann's card: accepted
    await expect.poll(starts).toBeGreaterThan(0);
    const afterAccepted = await starts();
    await tap('9H', false); // the same card again for Bob: refused (R27)
    await expect.poll(starts).toBeGreaterThan(afterAccepted);

    await page.getByTestId('mute').click();
    expect(await page.getByTestId('mute').getAttribute('aria-pressed')).toBe('true');
    const muted = await starts();
    await tap('4S', true); // Bob's card, accepted, in silence
    await tap('4S', false);
    expect(await starts()).toBe(muted);

    // Remembered across a reload; the announcement follows the game.
    await page.reload();
    await page.waitForSelector('[data-testid=role]');
    expect(await page.getByTestId('mute').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(announced).toBe('Round 1: Cy, tap your card on the reader.');
    await page.getByTestId('mute').click();
    expect(await page.getByTestId('mute').getAttribute('aria-pressed')).toBe('false');
  });

  it('plays the divvy from the keyboard: a number key picks the red pieces, Enter confirms', async () => {
    await tap('KD', true); // Cy: Ann (9) is captain
    await expect.poll(announced).toMatch(/^Ann, split 7 pieces between the red and black stashes/);
    const before = await readState(table.server);
    await page.keyboard.press('2');
    await expect
      .poll(() =>
        page
          .getByTestId('prompt-divvy')
          .getByRole('button', { name: /^Done:/ })
          .innerText(),
      )
      .toBe('Done: 2 red, 5 black');
    await page.keyboard.press('Enter');
    const after = await waitState(table.server, (s) => s.inputs === before.inputs + 1, 'the divvy by keyboard');
    expect(after.view.stashes).toEqual({ red: 2, black: 5 });
    await expect.poll(announced).toMatch(/^Round 1: \w+, tap your card/);
    expect(errors).toEqual([]);
  });
});
