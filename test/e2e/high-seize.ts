// What The High Seize's browser files share: its view as the tablet test reads it, one click taken
// as an input, a refused tap, and a whole game played through the tablet as a table would.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { mulberry32 } from '../../lib/prng.ts';
import { cargoOf, HOUSE_DECK, type Numbers } from '../../games/the-high-seize/cards.ts';
import { shuffle } from '../../games/the-high-seize/testing/random-game.ts';
import { readState, type Server, watchStates, tabletShows } from './harness.ts';
import type { StateMsg } from '#protocol';
import type { TestClient } from '../../server/src/testing.ts';
import type { HighSeizeView } from '../../games/the-high-seize/index.ts';
import { isHighSeizeView, viewProblem } from '../../web-ui/src/games/the-high-seize/model.ts';

export type { HighSeizeView as View, PileView as Pile } from '../../games/the-high-seize/index.ts';

/** The view the tablet holds, taken as the tablet takes it: through the game's own check. */
export async function hsView(server: Server): Promise<HighSeizeView> {
  const v = (await readState(server)).view;
  if (!isHighSeizeView(v)) throw new Error(`not a High Seize view: ${viewProblem(v)}`);
  return v;
}
export const pileWord = (pile: string) => (pile === 'neutral' ? 'the neutral ship' : `${pile}'s ship`);

/** Does one click on the tablet and waits until the server took it as an input (its state pushed to `states`). */
export async function step(server: Server, states: TestClient, page: Page, selector: string, what: string): Promise<void> {
  const { inputs: before, version } = await readState(server);
  await tabletShows(page, version);
  await page.locator(selector).click();
  const now = await states.next<StateMsg>('state', (m) => (m as StateMsg).inputs > before, 30_000);
  expect(now.inputs, what).toBe(before + 1);
}

/** A tap on the virtual reader that must be refused: the toast says why, nothing changes. */
export async function misTap(server: Server, page: Page, card: string, reason: RegExp): Promise<void> {
  const before = (await readState(server)).inputs;
  // The flip offers only the pile's cards (H11); a mis-tap needs the whole deck on the virtual reader.
  const all = page.locator('[data-testid="hs-flip"] [data-testid="reader-all"]');
  if ((await all.getAttribute('aria-pressed')) !== 'true') await all.click();
  await page.locator(`[data-testid="hs-flip"] [data-testid="card-picker"] button[data-card="${card}"]`).click();
  await expect.poll(() => page.getByTestId('tap-toast').innerText()).toMatch(reason);
  expect((await readState(server)).inputs).toBe(before);
}

/**
 * Plays a whole game from its first ship to the final count, the way a table would: real hands
 * dealt from shuffled colour decks, cards loaded on random ships, every pile turned over and its
 * true cards tapped. Checks what the tablet shows against the cards on the table and `numbers`.
 */
export async function playGame(server: Server, page: Page, numbers: Record<string, Numbers>, seed: number, scoresOpen: boolean) {
  const states = await watchStates(server);
  const rnd = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const first = await hsView(server);
  const players = Object.keys(first.colours);
  const decks = Object.fromEntries(players.map((p) => [p, shuffle(cargoOf(first.colours[p]!), rnd)]));
  const hands: Record<string, string[]> = {};
  let truth: Record<string, string[]> = {};
  let misTapped = false;
  let picked = false;
  let ownSeen = 0;
  for (let v = await hsView(server); v.phase !== 'finished'; v = await hsView(server)) {
    await expect.poll(() => page.getByTestId('hs-round').innerText()).toContain(`Round ${v.round} of 4`);
    if (v.phase === 'ships') {
      if (players.every((p) => v.piles[p]!.ship === null)) {
        truth = Object.fromEntries([...players, 'neutral'].map((n) => [n, []]));
        for (const p of players) hands[p] = decks[p]!.splice(0, 4); // H5
      }
      const p = pick(v.awaiting?.type === 'ship' ? v.awaiting.players : []);
      const ship = pick(v.shipsLeft[p]!);
      await step(server, states, page, `[data-testid="hs-ships-${p}"] button[data-card="${ship}"]`, `${p}'s ship ${ship}`);
      continue;
    }
    if (v.phase === 'place') {
      const p = v.turn!;
      // Whose turn it is, on the tablet (H7).
      await expect.poll(() => page.getByTestId('hs-turn').innerText()).toContain(`${p}'s turn`);
      const card = hands[p]!.splice(Math.floor(rnd() * hands[p]!.length), 1)[0]!;
      const pile = pick([...players, 'neutral']);
      truth[pile]!.push(card);
      await step(server, states, page, `[data-testid="hs-onto-${pile}"]`, `${p} loads ${pileWord(pile)}`);
      // H8: the companion knows who put a card on which ship, never which card.
      expect(await page.getByTestId('screen-high-seize').innerText()).not.toContain(card);
      continue;
    }
    // The flip (H11): the pile asked is turned over, its cards tapped on the reader one after the other.
    const s = await readState(server);
    const asked = s.tapFor!;
    await expect.poll(() => page.getByTestId('hs-flip').getAttribute('data-pile')).toBe(asked);
    if (!misTapped) {
      misTapped = true;
      // H1, H13: a card tapped twice, a colour out of the game, a colour not face down on this pile.
      const once = truth[asked]![0]!;
      await step(server, states, page, `[data-testid="hs-flip"] [data-testid="card-picker"] button[data-card="${once}"]`, `tap ${once}`);
      await misTap(server, page, 'Y01', /Y01 is yellow, and no one plays yellow in this game/);
      await misTap(server, page, once, new RegExp(`${once} has already been seen this game`));
      const absent = (['red', 'blue', 'green'] as const).find((c) => !truth[asked]!.some((id) => cargoOf(c).includes(id)));
      if (absent)
        await misTap(
          server,
          page,
          cargoOf(absent).find((id) => !Object.values(truth).flat().includes(id))!,
          new RegExp(`no unrevealed ${absent} card lies on`),
        );
      continue;
    }
    const pileNow = v.piles[asked]!;
    // A card with the table's own numbers is tapped first, so its weight shows while the pile grows.
    const own = (id: string) => (numbers[id]!.weight !== HOUSE_DECK[id]!.weight ? 0 : 1);
    const card = truth[asked]!.filter((id) => !pileNow.revealed.includes(id)).sort((a, b) => own(a) - own(b))[0]!;
    if (own(card) === 0) ownSeen++;
    const shipWeight = pileNow.ship && pileNow.ship !== 'NS' ? numbers[pileNow.ship]!.weight : 0;
    const lastOfRound = Object.values(v.awaiting?.type === 'reveal' ? v.awaiting.piles : {}).reduce((a, b) => a + b, 0) === 1;
    if (v.round === 2 && !picked) {
      // No reader at hand: the cards of a pile picked on the tablet instead.
      picked = true;
      await page.getByTestId('hs-pick-here').click();
    }
    const onTablet = picked && v.round === 2;
    const at = onTablet
      ? `[data-testid="hs-picker"] button[data-card="${card}"]`
      : `[data-testid="hs-flip"] [data-testid="card-picker"] button[data-card="${card}"]`;
    await step(server, states, page, at, `turning over ${card} on ${pileWord(asked)}`);
    if (!lastOfRound) {
      // H14: the pile's weight grows with each card tapped.
      const known = [...pileNow.revealed, card].reduce((w, id) => w + numbers[id]!.weight, shipWeight);
      await expect.poll(() => page.getByTestId(`hs-weight-${asked}`).innerText()).toMatch(new RegExp(`Weight( so far)?: ${known}$`));
      continue;
    }
    // The round is settled: the heaviest ship sinks, ties all sink (H15).
    const after = await hsView(server);
    const settled = after.history.at(-1)!;
    const weights = Object.fromEntries(
      Object.entries(truth).map(([pile, cards]) => {
        const ship = pile === 'neutral' ? null : (v.piles[pile]!.ship ?? null);
        return [pile, cards.reduce((w, id) => w + numbers[id]!.weight, ship ? numbers[ship]!.weight : 0)];
      }),
    );
    expect(settled.weights).toEqual(weights);
    const max = Math.max(...Object.values(weights));
    expect(settled.sunk).toEqual(Object.keys(weights).filter((p) => weights[p] === max));
    if (after.phase !== 'finished') {
      await expect.poll(() => page.getByTestId('hs-last-round').getAttribute('data-round')).toBe(String(settled.round));
      for (const pile of settled.sunk) await expect.poll(() => page.getByTestId(`hs-last-${pile}`).innerText()).toContain('(sank)');
      // Every player's saved cargo: the cards themselves, or how many while they lie face down (H20).
      for (const p of players)
        await expect.poll(() => page.getByTestId(`hs-kept-${p}`).innerText()).toMatch(scoresOpen ? /\w|nothing saved/ : /cards? saved, face down/);
    }
  }
  // The final count (H19): values round by round, the totals and the winners.
  const end = await hsView(server);
  expect(end.awaiting).toBeNull();
  await page.getByTestId('hs-final').waitFor();
  for (const r of end.rounds!)
    for (const [i, p] of players.entries())
      await expect
        .poll(() =>
          page
            .locator(`[data-testid="hs-round-${r.round}"] td`)
            .nth(i + 1)
            .innerText(),
        )
        .toBe(String(r.values[p]));
  for (const p of players) await expect.poll(() => page.getByTestId(`hs-total-${p}`).innerText()).toBe(String(end.scores![p]));
  await expect.poll(() => page.getByTestId('hs-final').innerText()).toContain(end.winners.join(' & '));
  expect(misTapped && picked).toBe(true);
  await states.close();
  return { end, ownSeen };
}
