// Issue 31, "every game a pleasure at a real table": what a newcomer ran into on the tablet, one
// check each. Every check sets its game up through the server's WebSocket (the table script's
// inputs, as a script that drives the table would) and opens the tablet only on the screen the
// check is about, in Debian's chromium on the real server and its simulated rig.
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registry } from '../../games/index.ts';
import { emptyTable, submit, type Table } from '../../games/core/table.ts';
import { LootSim } from '../../games/loot/testing/random-game.ts';
import { afterEffects } from '../../games/plunder/testing/scripted-table.ts';
import { randomInput, rng } from '../../games/plunder/testing/random-game.ts';
import type { PlunderState } from '../../games/plunder/state.ts';
import { HighSeizeSim } from '../../games/the-high-seize/testing/random-game.ts';
import { currentState } from '../../games/core/table.ts';
import { type HighSeizeView, pickable } from '../../web-ui/src/games/the-high-seize/model.ts';
import { openTablet, readState, type Server, type Tablet, waitState, tabletShows } from './harness.ts';
import { openForFile, type TableLink } from './table-link.ts';
import { ROUND_1, START_3 } from '../../games/seven-seize/testing/round-one.ts';

let browser: Browser;
let server: Server;
let table: TableLink;
const pages: Page[] = [];

async function tablet(viewport = { width: 1180, height: 820 }, host = true): Promise<Tablet> {
  const t = await openTablet(browser, host ? `${server.url}?token=${server.token}` : server.url, viewport);
  pages.push(t.page);
  return t;
}

/** Waits until the tablet shows the state the server has now. */
async function synced(page: Page): Promise<void> {
  const { version } = await readState(server);
  await tabletShows(page, version);
}

/** How far the page scrolls sideways (0: not at all). */
const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? document.body.scrollWidth) - window.innerWidth);

const LOOT3 = { type: 'start', game: 'loot', players: ['Ann', 'Bob', 'Cy'], options: {} };
const PLUNDER = { type: 'start', game: 'plunder', players: ['Anne', 'Bart', 'Cora'], options: {} };

// One browser, one server and the host's link for the file; each test's pages closed after it.
openForFile((opened) => ({ browser, server, table } = opened), pages);

describe('issue 31: rules the tablet could not do', () => {
  it('P10: the payer chooses which two treasures pay for a recruit (Bart keeps his sole yellow)', async () => {
    // Bart (blue) takes a yellow from the harbour; at his next turn he holds 6 blue and 1 yellow.
    await table.play(PLUNDER, [
      { type: 'discardDraw', player: 'Anne' },
      { type: 'steal', player: 'Bart', from: 'harbour', colour: 'yellow' },
      { type: 'discardDraw', player: 'Cora' },
      { type: 'discardDraw', player: 'Anne' },
    ]);
    const { page, errors } = await tablet();
    const recruit = page.getByTestId('plunder-recruit');
    await recruit.waitFor();
    // Every way to pay is offered: two blue keeps the yellow, which scores alone (P26).
    await expect.poll(() => page.getByTestId('recruit-blue-blue').innerText()).toBe('2 blue');
    expect(await page.getByTestId('recruit-blue-yellow').innerText()).toBe('1 blue, 1 yellow');
    await page.getByTestId('recruit-blue-blue').click();
    const s = await waitState(server, (x) => (x.view as { current?: string }).current === 'Cora', 'the recruit');
    const bart = (s.view as unknown as { players: Record<string, { treasures: Record<string, number>; crew: number }> }).players.Bart!;
    expect(bart.treasures).toMatchObject({ blue: 4, yellow: 1 });
    expect(bart.crew).toBe(2);
    expect(errors).toEqual([]);
  });
});

describe('issue 31: defects', () => {
  it('phones: no screen of Plunder! nor The High Seize’s final table scrolls sideways at 360 px', async () => {
    const phone = { width: 360, height: 740 };
    // Plunder! at a turn, with the counting scale open, at a card's result, and at the end.
    await table.play(PLUNDER, [
      { type: 'discardDraw', player: 'Anne' },
      { type: 'steal', player: 'Bart', from: 'harbour', colour: 'yellow' },
    ]);
    const { page, errors } = await tablet(phone);
    await page.getByTestId('plunder-actions').waitFor();
    // Each screen's sideways overflow, and the innermost elements that stick out (to mend it).
    const wide: Record<string, number | string> = {};
    const check = async (screen: string) => {
      await synced(page);
      const over = await sideways(page);
      wide[screen] =
        over > 0
          ? `${over} px: ${await page.evaluate(() =>
              [...document.querySelectorAll<HTMLElement>('main *')]
                .filter(
                  (e) => e.getBoundingClientRect().right > innerWidth + 1 && [...e.children].every((c) => c.getBoundingClientRect().right <= innerWidth + 1),
                )
                .slice(0, 6)
                .map((e) => `${e.tagName.toLowerCase()}.${e.className} "${e.innerText.slice(0, 20)}"`)
                .join('; '),
            )}`
          : 0;
    };
    await check('plunder turn');
    await page.getByTestId('open-count').click();
    await page.getByTestId('plunder-count').waitFor();
    await check('plunder counting scale');
    await table.send({ type: 'input', input: { type: 'play', player: 'Cora' } });
    await page.getByTestId('effects-editor').waitFor();
    await page.getByTestId('effect-add').click();
    await page.getByTestId('effect-add-steal').click();
    await check('plunder card result');
    // The rest of a random game, to its end.
    let mirror: Table = emptyTable;
    const log = (await (await fetch(new URL(`api/log`, server.url), { headers: { authorization: `Bearer ${server.token}` } })).text()).trim().split('\n');
    for (const line of log) {
      const o = submit(registry, mirror, JSON.parse(line));
      if (!o.ok) throw new Error(o.reason);
      mirror = o.table;
    }
    const r = rng(31);
    for (let s = currentState(mirror) as PlunderState; s.phase !== 'finished'; s = currentState(mirror) as PlunderState) {
      const input = randomInput(r, s, (e) => afterEffects(s, e));
      const o = submit(registry, mirror, input);
      if (!o.ok) throw new Error(`${JSON.stringify(input)}: ${o.reason}`);
      mirror = o.table;
      await table.send({ type: 'input', input });
    }
    await page.getByTestId('plunder-scores').waitFor();
    await check('plunder final scores');
    await page.getByRole('button', { name: 'Shelf', exact: true }).click();
    await check('the shelf');
    // The High Seize, played to its end.
    const hs = new HighSeizeSim({ players: 4, seed: 31 }).play();
    await table.play(hs.inputs[0] as unknown as Record<string, unknown>, hs.inputs.slice(1));
    await page.getByRole('button', { name: 'Game', exact: true }).click();
    await page.getByTestId('hs-final').waitFor();
    await check('the high seize final table');
    expect(wide).toEqual(Object.fromEntries(Object.keys(wide).map((k) => [k, 0])));
    expect(errors).toEqual([]);
  });

  it('Plunder!’s counting scale names the cup it counts in and its Tare button', async () => {
    await table.play(PLUNDER);
    const { page } = await tablet();
    await page.getByTestId('open-count').click();
    const panel = page.getByTestId('plunder-count');
    await panel.waitFor();
    // The message says "Tare": a button says it too; and "the cup" is the rig's left cup.
    expect(await panel.getByTestId('count-message').innerText()).toMatch(/Tare/);
    expect(await page.getByTestId('count-tare-treasure').innerText()).toMatch(/^Tare the left cup/);
    expect(await page.getByTestId('count-which-cup').innerText()).toContain('the left cup');
    // What the cup holds, in words: no grams.
    await expect.poll(() => page.getByTestId('count-cup-grams').innerText()).toMatch(/^the left cup is (empty|not empty)$/);
  });

  it('Loot’s card picker shows each fleet in its own colour, with a mark and its name', async () => {
    await table.play(LOOT3);
    const { page } = await tablet();
    const picker = page.getByTestId('loot-pick');
    await picker.waitFor();
    // The cards come by fleet (78 are too many at once): the fleet's button names it, its cards wear its colour.
    const look = async (id: string, fleet: string) => {
      const group = picker.locator(`[data-group="${fleet}"]`);
      await group.click();
      const card = picker.locator(`[data-card="${id}"]`);
      return {
        text: `${await group.innerText()} ${await card.innerText()}`,
        colour: await card.evaluate((b) => getComputedStyle(b).borderTopColor),
        groupColour: await group.evaluate((b) => getComputedStyle(b).borderTopColor),
      };
    };
    const fleets = { 'B1.1': 'Blue', 'G1.1': 'Green', 'P1.1': 'Purple', 'Y1.1': 'Yellow', 'M5.1': 'Merchant' };
    const seen = [];
    for (const [id, name] of Object.entries(fleets)) seen.push(await look(id, name));
    for (const [i, name] of Object.values(fleets).entries()) expect(seen[i]?.text).toContain(name);
    for (const s of seen) expect(s.groupColour).toBe(s.colour);
    expect(seen[0]?.text).toMatch(/Blue 13 ● 1☠\s+B1\.1/);
    // Five fleets, five colours.
    expect(new Set(seen.map((s) => s.colour)).size).toBe(5);
  });

  it('a fleet opened in Loot’s card picker stays open when the lesson comes down beside the game', async () => {
    await table.play(LOOT3);
    const { page } = await tablet();
    // Whether the table is new to Loot (the logbook's word) says where its lesson goes: read afresh
    // on a reload and held back until a fleet is open, the lesson then comes down beside the game.
    let letGo = (): void => {};
    const held = new Promise<void>((go) => {
      letGo = go;
    });
    await page.route(
      (url) => url.pathname === '/api/logbook',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.reload();
    const picker = page.getByTestId('loot-pick');
    await picker.locator('[data-group="Blue"]').click();
    await picker.locator('[data-card="B1.1"]').waitFor();
    expect(await page.locator('.game-lesson').count()).toBe(0);
    letGo();
    await page.locator('.game-lesson [data-testid="teaching"]').waitFor();
    expect(await picker.locator('[data-group="Blue"]').getAttribute('aria-pressed')).toBe('true');
    expect(await picker.locator('[data-card="B1.1"]').isVisible()).toBe(true);
  });

  it('H11: the flip screen offers only the cards that may lie on the pile being turned over', async () => {
    const hs = new HighSeizeSim({ players: 3, seed: 7, privateTaps: 0 });
    while (hs.state?.phase !== 'flip') hs.step();
    await table.play(hs.inputs[0] as unknown as Record<string, unknown>, hs.inputs.slice(1));
    const { page } = await tablet();
    const flip = page.getByTestId('hs-flip');
    await flip.waitFor();
    const pile = await flip.getAttribute('data-pile');
    const view = (await readState(server)).view as unknown as HighSeizeView;
    const offered = flip.locator('[data-testid=card-picker] [data-card]');
    await expect
      .poll(async () => (await offered.evaluateAll((xs) => xs.map((x) => x.getAttribute('data-card')))).sort())
      .toEqual(pickable(view, pile as string).sort());
    expect(await offered.count()).toBeLessThan(80);
    // A real reader takes any card: the whole deck stays a tap away, to try a mis-tap (H13).
    await flip.getByTestId('reader-all').click();
    await expect.poll(() => offered.count()).toBe(80);
  });

  // Round 1 of a 3-player game (the table script's example): the squabble for captain, the divvy,
  // a seize of low cards; round 2's squabble is then awaited.
  const SEVEN = START_3;

  it('R27: the virtual reader fades every card revealed this deck cycle, not only the last reveal', async () => {
    await table.play(SEVEN, ROUND_1);
    await waitState(server, (s) => s.view.round === 2 && s.view.awaiting?.type === 'reveal', 'round 2');
    const { page } = await tablet();
    const reader = page.getByTestId('prompt-reveal').getByTestId('card-picker');
    await reader.waitFor();
    for (const card of ['9H', '4S', 'KD', '2H', '7C', '5D'])
      await expect.poll(() => reader.locator(`[data-card="${card}"]`).getAttribute('class'), { message: card }).toContain('card-dim');
    expect(await reader.locator('[data-card="3C"]').getAttribute('class')).not.toContain('card-dim');
  });

  /** A Loot game put away, a 7 Seize game on the table. */
  const shelfWithTwo = async (): Promise<void> => {
    await table.play({ type: 'start', game: 'loot', players: ['Ann', 'Bob'], options: {} }, [{ type: 'draw', player: 'Ann' }]);
    await table.play(SEVEN, ROUND_1.slice(0, 1));
  };

  it('the shelf: a tab leaves the question "put the game away and start?" and shows its screen', async () => {
    await shelfWithTwo();
    const { page, errors } = await tablet();
    await page.getByRole('button', { name: 'Shelf', exact: true }).click();
    await page.getByRole('button', { name: 'New game of Loot', exact: true }).click();
    for (const [i, n] of ['Ann', 'Bob'].entries()) await page.getByLabel(`seat ${i + 1}`, { exact: true }).fill(n);
    await page.getByRole('button', { name: 'Set sail' }).click();
    await page.getByTestId('confirm-new-game').waitFor();
    await page.getByRole('button', { name: 'Shelf', exact: true }).click();
    await page.getByTestId('screen-shelf').waitFor();
    expect(await page.getByTestId('confirm-new-game').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the shelf: "Yes, resume it" shows the game taken up, not the shelf', async () => {
    await shelfWithTwo();
    const { page, errors } = await tablet();
    await page.getByRole('button', { name: 'Shelf', exact: true }).click();
    const saved = page.locator('.saved-game', { hasText: 'Loot' }).first();
    await saved.getByRole('button', { name: 'Resume' }).click();
    await saved.getByRole('button', { name: 'Yes, resume it' }).click();
    await waitState(server, (s) => s.view.game === 'loot', 'the Loot game resumed');
    await synced(page);
    await page.getByTestId('screen-loot').waitFor();
    expect(errors).toEqual([]);
  });

  it('the shelf: a spectator’s says a game is under way, not that the host has yet to start one', async () => {
    await shelfWithTwo();
    const { page } = await tablet(undefined, false);
    await page.getByRole('button', { name: 'Shelf', exact: true }).click();
    await page.getByTestId('screen-shelf').waitFor();
    expect(await page.getByTestId('screen-shelf').innerText()).not.toContain('Waiting for the host to start a game');
    expect(await page.getByTestId('shelf-under-way').innerText()).toContain('A game of 7 Seize is on the table');
  });

  it('the rules open from the shelf, and speak to the players', async () => {
    await table.send({ type: 'newGame' });
    const { page } = await tablet();
    await page.getByTestId('screen-shelf').waitFor();
    for (const name of ['7 Seize', 'Loot', 'The High Seize', 'Plunder!', "Blackbeard's Booty"]) {
      await page.getByRole('button', { name: `Rules of ${name}`, exact: true }).click();
      const rules = page.getByTestId('rules-help');
      await rules.waitFor();
      const text = await rules.innerText();
      // Developer talk (docs/adding-a-game.md has it now).
      expect(text, name).not.toMatch(/\bcode\b|\btests\b (and|cite)|cite the rulings/i);
      await page.getByRole('button', { name: '← The shelf' }).click();
      await page.getByTestId('screen-shelf').waitFor();
    }
  });

  it('a double tap is taken once and shows no red toast, then or after the next tap (issue 42 item 3)', async () => {
    await table.play(LOOT3);
    const { page } = await tablet();
    await page.locator('[data-testid=loot-pick] [data-group="Merchant"]').click();
    await page.locator('[data-testid=loot-pick] [data-card="M5.1"]').waitFor();
    const before = (await waitState(server, () => true, 'the table')).inputs;
    // Two taps on Ann's merchant before the table answers: the same step, taken once, and no error.
    await page.evaluate(() => {
      const b = document.querySelector<HTMLButtonElement>('[data-testid=loot-pick] [data-card="M5.1"]');
      b?.click();
      b?.click();
    });
    await waitState(server, (s) => (s.view as { current?: string }).current === 'Bob', "Ann's play");
    await synced(page);
    expect(await page.getByTestId('error').count()).toBe(0);
    // Bob draws: taken, and still nothing on screen looks refused.
    await page.locator('[data-testid=loot-action][data-player=Bob] [data-testid=loot-draw]').click();
    const after = await waitState(server, (s) => (s.view as { current?: string }).current === 'Cy', "Bob's draw");
    expect(after.inputs - before).toBe(2);
    await synced(page);
    expect(await page.getByTestId('error').count()).toBe(0);
  });

  it('"Take back the last step?" names the step', async () => {
    await table.play(LOOT3, [
      { type: 'play', player: 'Ann', card: 'M5.1' },
      { type: 'draw', player: 'Bob' },
    ]);
    const { page } = await tablet();
    await page.getByRole('button', { name: '↶ Undo' }).click();
    const question = page.getByRole('alertdialog', { name: 'confirm undo' }).locator('span').first();
    await expect.poll(() => question.innerText()).toBe("Take back the last step: Bob's draw?");
    await page.getByRole('button', { name: 'No', exact: true }).click();
  });

  it('P17: the card’s result says a steal is halved, and what to take, before Resolve', async () => {
    // Bart recruits (2 crew); Anne (1 crew) plays a card that steals 3 from him: halved to 1.
    await table.play(PLUNDER, [
      { type: 'discardDraw', player: 'Anne' },
      { type: 'recruit', player: 'Bart', pay: { blue: 2 } },
      { type: 'discardDraw', player: 'Cora' },
      { type: 'play', player: 'Anne' },
    ]);
    const { page } = await tablet();
    await page.getByTestId('effects-editor').waitFor();
    await page.getByTestId('effect-add').click();
    await page.getByTestId('effect-add-steal').click();
    await page.getByTestId('effect-0-from').selectOption('Bart');
    await page.getByTestId('effect-0-n-up').click();
    await page.getByTestId('effect-0-n-up').click();
    for (let i = 0; i < 3; i++) await page.getByTestId('effect-0-blue-up').click();
    await expect.poll(() => page.getByTestId('effect-0-halved').innerText()).toContain('halved to 1 (P17)');
    expect(await page.getByTestId('effect-0-problem').innerText()).toMatch(/take exactly 1 treasure, not 3/);
    expect(await page.getByTestId('plunder-resolve-send').isDisabled()).toBe(true);
    // Taking one: the result goes.
    await page.getByTestId('effect-0-blue-down').click();
    await page.getByTestId('effect-0-blue-down').click();
    await expect.poll(() => page.getByTestId('effect-0-problem').count()).toBe(0);
    await page.getByTestId('plunder-resolve-send').click();
    await waitState(server, (s) => (s.view as { current?: string }).current === 'Bart', 'the result');
  });

  it('Loot’s end says why the game ended and which ship at sea was discarded, and names no round', async () => {
    // A random game that ends with a merchant ship still at sea (L21).
    let sim: LootSim | null = null;
    for (let seed = 1; !sim; seed++) {
      const s = new LootSim({ players: 3, partnership: false, seed, drawBias: 0.3 });
      s.start();
      for (let input = s.decide(); input; input = s.decide()) s.send(input);
      if (s.state.discard.merchants.length > 0) sim = s;
    }
    const ended = sim.inputs.findIndex((_, i) => i > 0 && sim.inputs[i]?.type === 'handMerchants');
    await table.play(sim.inputs[0] as unknown as Record<string, unknown>, sim.inputs.slice(1, ended > 0 ? ended : undefined));
    const { page } = await tablet();
    const end = page.getByTestId('loot-end');
    await end.waitFor();
    const words = await end.innerText();
    expect(words).toMatch(/The game is over \(L21\): the draw pile is empty and \w+ ha(s|ve) no cards left/);
    for (const m of sim.state.discard.merchants) expect(words).toContain(m);
    expect(words).toMatch(/discarded .*scoring for nobody/);
    expect(await page.getByTestId('loot-round').innerText()).toMatch(/^Turn \d+$/);
  });

  it('R18: in a two-player 7 Seize the Interloper’s card is tapped by the non-captain, named', async () => {
    await table.play({ type: 'start', game: '7-seize', players: ['Yan', 'Xia'] }, [
      { type: 'reveal', player: 'Yan', card: 'KD' },
      { type: 'reveal', player: 'Xia', card: '4S' },
      { type: 'divvy', red: 3, black: 4 },
    ]);
    const { page } = await tablet();
    const prompt = page.getByTestId('prompt-reveal');
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Interloper', exact: true }).click();
    await expect.poll(() => page.getByTestId('tap-for').innerText()).toContain("Interloper's card");
    const { captain } = (await readState(server)).view;
    const other = ['Yan', 'Xia'].find((p) => p !== captain);
    expect(await prompt.innerText()).toContain(`(${other} taps it`);
  });
});
