// Plays 7 Seize through the tablet UI only: clicks on the prompts and taps on the virtual rig
// panel. The session is read from GET /api/state to decide what a player would do next.
// Cards come from one shuffled deck and are never reused, so every reveal is legal (R27).
import type { Page } from 'playwright-core';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openNewGame, readState, screenshot, SHOTS, waitState, type Server, type SessionSnapshot, tabletShows } from './harness.ts';
import { mulberry32 } from '../../lib/prng.ts';

const SUITS = ['S', 'H', 'D', 'C'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** A seeded, repeatable game. */
export const rng = mulberry32;

export interface PlayerOptions {
  /** Screenshot file prefix, e.g. `3p`. */
  prefix: string;
  seed: number;
  /** Make the first weighing of the first contest a tie (equal totals), to go through a tiebreak. */
  tieFirstContest?: boolean;
  /** Pick the first contest by hand instead of the default pairing. */
  pickPair?: boolean;
  /** Cards already revealed in a game started from a log: never revealed again (R27). */
  used?: readonly string[];
}

export class UiPlayer {
  private readonly random: () => number;
  private readonly deck: string[];
  private readonly shot = new Set<string>();
  private shots = 0;
  readonly screenshots: string[] = [];
  contests = 0;
  private pairPicked = false;
  /** Who was loaded lighter in the contest being weighed (null for a tie). */
  private lighter: string | null = null;
  /** On a single pan: the pieces planned for each side of the contest being weighed. */
  private planned: { key: string; left: number[]; right: number[] } | null = null;
  /** Presses of Tare since the scale last moved on (a tare, a new contest). */
  private tarePresses = 0;
  /** Verdicts given by hand because the scale was not judging. */
  byHand = 0;

  constructor(
    public page: Page,
    public server: Pick<Server, 'url' | 'token'>,
    private readonly opts: PlayerOptions,
  ) {
    this.random = rng(opts.seed);
    const deck = SUITS.flatMap((s) => RANKS.map((r) => `${r}${s}`));
    for (let i = deck.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
    }
    this.deck = deck.filter((c) => !opts.used?.includes(c));
    for (const f of existsSync(SHOTS) ? readdirSync(SHOTS) : []) if (f.startsWith(`${opts.prefix}-`)) rmSync(join(SHOTS, f));
  }

  private pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.random() * xs.length)] as T;
  }

  /** A screenshot the first time the table shows `key`. */
  async shoot(key: string): Promise<void> {
    if (this.shot.has(key)) return;
    this.shot.add(key);
    await this.synced((await readState(this.server)).version); // the picture shows the state the server has now
    this.screenshots.push(await screenshot(this.page, `${this.opts.prefix}-${String(++this.shots).padStart(2, '0')}-${key}`));
  }

  /** Fails with the tablet's message if it shows a refusal. */
  private async noError(): Promise<void> {
    const err = this.page.locator('[data-testid=error]');
    if (await err.count()) throw new Error(`the tablet shows an error: ${await err.first().innerText()}`);
  }

  private async after(before: SessionSnapshot, what: string, pred?: (s: SessionSnapshot) => boolean): Promise<SessionSnapshot> {
    return waitState(this.server, (s) => (pred ? pred(s) : s.inputs !== before.inputs), what).catch(async (e: Error) => {
      await this.noError();
      throw e;
    });
  }

  async newGame(players: string[], options: { cursedTreasure?: boolean } = {}): Promise<void> {
    const p = this.page;
    await p.waitForSelector('[data-testid=screen-shelf], [data-testid=screen-newgame]');
    await openNewGame(p);
    let seats = await p.locator('.seats li').count();
    while (seats < players.length) {
      await p.getByRole('button', { name: '+ Add a seat' }).click();
      seats++;
    }
    while (seats > players.length) {
      await p.locator('.seats li').last().getByRole('button', { name: 'remove seat' }).click();
      seats--;
    }
    for (const [i, name] of players.entries()) await p.getByLabel(`seat ${i + 1}`, { exact: true }).fill(name);
    if (options.cursedTreasure) await p.getByText('Cursed Treasure').click();
    await this.shoot('new-game');
    const before = await readState(this.server);
    await p.getByRole('button', { name: 'Set sail' }).click();
    await this.after(before, 'the game to start');
  }

  /** Waits until the tablet shows state `version` or a later one. */
  async synced(version: number): Promise<void> {
    await tabletShows(this.page, version);
  }

  /** One move by whoever the game waits for; false once the game is finished. */
  async step(): Promise<boolean> {
    const s = await readState(this.server);
    await this.synced(s.version);
    const v = s.view;
    const a = v.awaiting;
    const p = this.page;
    if (v.phase === 'finished' || !a) {
      await p.waitForSelector('[data-testid=screen-standings]');
      await this.shoot('standings');
      return false;
    }
    if (v.phase === 'squabble' && (v.round ?? 0) > 1) await this.shoot('round-2-squabble');
    switch (a.type) {
      case 'reveal':
        await this.reveal(s, a.players as string[]);
        break;
      case 'chooseCaptain': {
        const box = p.getByTestId('prompt-chooseCaptain');
        await this.shoot('choose-captain');
        const before = s;
        await box.getByRole('button', { name: this.pick(a.among as string[]), exact: true }).click();
        await this.after(before, 'the captain choice');
        break;
      }
      case 'divvy': {
        const box = p.getByTestId('prompt-divvy');
        await box.waitFor();
        const n = a.pieces as number;
        const red = 1 + Math.floor(this.random() * (n - 1));
        await box.getByRole('button', { name: `${red} red · ${n - red} black` }).click();
        await this.shoot('divvy');
        await box.getByRole('button', { name: /^Done:/ }).click();
        await this.after(s, 'the divvy');
        const after = await readState(this.server);
        if (after.view.phase === 'seize') await this.shoot('seize-reveal');
        break;
      }
      case 'order': {
        const box = p.getByTestId('prompt-order');
        await box.waitFor();
        const among = [...(a.among as string[])];
        while (among.length > 1) {
          const who = this.pick(among);
          among.splice(among.indexOf(who), 1);
          await box.locator('.choices').first().getByRole('button', { name: who, exact: true }).click();
        }
        await this.shoot('order');
        await box.getByRole('button', { name: 'This order' }).click();
        await this.after(s, 'the acting order');
        break;
      }
      case 'queen': {
        const box = p.getByTestId('prompt-queen');
        await box.waitFor();
        await this.shoot('queen');
        const buttons = box.getByRole('button');
        await buttons.nth(Math.floor(this.random() * (await buttons.count()))).click();
        await this.after(s, "the Queen's choice");
        break;
      }
      case 'verdict':
        await this.weigh(s);
        break;
      default:
        throw new Error(`the game awaits "${a.type}", which the player does not know`);
    }
    return true;
  }

  private async reveal(s: SessionSnapshot, waiting: string[]): Promise<void> {
    const p = this.page;
    let who = s.tapFor;
    // Now and then someone else steps forward first, as at a real table.
    if (waiting.length > 1 && this.random() < 0.3) {
      const other = this.pick(waiting.filter((w) => w !== who));
      await p.getByTestId('prompt-reveal').getByRole('button', { name: other, exact: true }).click();
      await waitState(this.server, (x) => x.tapFor === other, `the tablet to ask ${other}`);
      who = other;
      await this.shoot('reveal-someone-else');
    }
    if (!who) throw new Error(`the tablet asks nobody to tap, but ${waiting.join(', ')} must reveal`);
    // The tablet must ask exactly the player the server will attribute the tap to.
    const ask = p.getByTestId('tap-for');
    const reader = s.device.hasReader;
    const expected = who === 'Interloper' ? "Interloper's card" : reader ? `${who}, tap your card` : `${who}, pick your card`;
    await ask
      .filter({ hasText: expected })
      .waitFor({ timeout: 10_000 })
      .catch(async () => {
        throw new Error(`the tablet says "${await ask.innerText()}" but the next tap is attributed to ${who}`);
      });
    if ((s.view.round ?? 0) === 1 && s.view.phase === 'squabble') await this.shoot('squabble-reveal');
    if (who === 'Interloper') await this.shoot('interloper-reveal');
    const card = this.deck.shift();
    if (!card) throw new Error('the e2e deck ran out of unused cards');
    if (reader) await p.getByTestId('card-picker').locator(`[data-card="${card}"]`).click();
    else {
      // No reader (a balance): the player picks the card on the tablet.
      await p.getByTestId('pick-card').click();
      await this.shoot('pick-card');
      await p.getByTestId('reveal-picker').locator(`[data-card="${card}"]`).click();
    }
    const after = await this.after(s, `${who}'s reveal of ${card}`);
    if (s.view.phase === 'seize' && after.view.phase !== 'seize') await this.shoot('seize-events');
  }

  /** The weigh-off on the simulated rig: empty cups, tare, load the collections, weigh. */
  private async weigh(s: SessionSnapshot): Promise<void> {
    const p = this.page;
    const stage = s.weigh.stage;
    // The scale decides by itself: by the time the tablet is looked at, a verdict may have moved
    // the game on (the last contest's shows the standings). Then the tablet is at a newer version
    // without the weigh-off screen, and only the verdict is left to check (issue 10: on a busy
    // machine this waited 30 s for a screen that had gone).
    const seen = await p.waitForFunction(
      (v) =>
        document.querySelector('[data-testid=screen-weighoff]')
          ? 'weigh-off'
          : Number(document.querySelector('.app')?.getAttribute('data-version') ?? 0) > v && 'moved on',
      s.version,
      { timeout: 30_000 },
    );
    const movedOn = (await seen.jsonValue()) === 'moved on';
    if (movedOn && stage !== 'weighing' && stage !== 'verdict') return;
    if (stage !== 'tare') this.tarePresses = 0;
    const contest = s.view.weighOff?.contest ?? null;
    if (!movedOn) await this.shoot(`weigh-${stage}`);
    const remaining = s.view.weighOff?.remaining ?? [];
    if (stage === 'tare' && this.opts.pickPair && !this.pairPicked && contest && remaining.length > 2) {
      // The host picks another contest than the default pairing (R20).
      this.pairPicked = true;
      const [a, , c] = remaining as [string, string, string];
      await p.getByRole('button', { name: 'Pick another contest' }).click();
      const picker = p.getByTestId('pair-picker');
      await picker.locator('.choices').nth(0).getByRole('button', { name: c, exact: true }).click();
      await picker.locator('.choices').nth(1).getByRole('button', { name: a, exact: true }).click();
      await this.shoot('weigh-pick-pair');
      await picker.getByRole('button', { name: `Weigh ${c} against ${a}` }).click();
      await this.after(s, 'the new pairing');
      await waitState(this.server, (x) => x.weigh.contest?.left === c && x.weigh.contest.right === a, 'the scale to take the new pairing');
    } else if (stage === 'tare' && s.weigh.taring) {
      // A tare under way (a press whose answer came late): it ends in a tare or a refusal.
      await waitState(this.server, (x) => x.weigh.stage !== 'tare' || x.inputs !== s.inputs || !x.weigh.taring, 'the tare under way', 30_000);
    } else if (stage === 'tare') {
      await this.emptyScale(s);
      // A tare refused (a cup still swinging after it was emptied) is pressed again, as a player
      // would. A refusal may say just what the last one said (the cups did not keep still, twice),
      // so the press is over once a tare under way has ended, or the headline changed.
      if (++this.tarePresses > 8) throw new Error(`Tare pressed 8 times without a tare; the scale says: ${s.weigh.message}`);
      const pressed = await readState(this.server);
      let sawTaring = false;
      await p.getByTestId('weigh-stage').getByRole('button', { name: 'Tare', exact: true }).click();
      await waitState(
        this.server,
        (x) => {
          if (x.weigh.taring) sawTaring = true;
          return x.weigh.stage !== 'tare' || x.inputs !== s.inputs || (!x.weigh.taring && (sawTaring || x.weigh.message !== pressed.weigh.message));
        },
        'the tare',
        30_000,
      ).catch(() => null); // refused at once in the very words of the last refusal: the next step presses again
    } else if (stage === 'loading' && contest && s.weigh.pan) {
      // A single pan: one collection after the other, each poured in as planned for the contest.
      const on = s.weigh.pan.on ?? 'left';
      // Planned once per contest (a tiebreak keeps the plan, less the pieces taken out).
      const key = `${contest.left}-${contest.right}-${s.view.weighOff?.results.length ?? 0}`;
      if (this.planned?.key !== key) this.planned = { ...this.plan(s, contest), key };
      await this.emptyScale(s);
      await this.pour('left', this.planned?.[on] ?? []);
      await this.shoot('weigh-on-pan');
      await p.getByRole('button', { name: `${contest[on]}'s collection is on the pan` }).click();
      await waitState(this.server, (x) => x.weigh.stage !== 'loading' || x.weigh.pan?.on !== on || x.inputs !== s.inputs, 'the pan to weigh');
    } else if (stage === 'loading' && contest) {
      const plan = this.plan(s, contest);
      await p.getByRole('button', { name: 'Empty both cups' }).click();
      for (const side of ['left', 'right'] as const) await this.pour(side, plan[side]);
      await this.shoot('weigh-loaded');
      await p.getByRole('button', { name: 'All in, weigh!' }).click();
      await waitState(this.server, (x) => x.weigh.stage !== 'loading' || x.inputs !== s.inputs, 'the weighing to begin');
    } else if (stage === 'idle') {
      // A scale that does not take the contest up (a one-pan balance): judge by hand.
      const moved = await waitState(this.server, (x) => x.weigh.stage !== 'idle' || x.inputs !== s.inputs, 'the scale to take the contest up', 3000).catch(
        () => null,
      );
      if (moved) return;
      this.byHand++;
      const box = p.getByTestId('by-hand');
      await box.waitFor();
      const tie = this.opts.tieFirstContest && this.contests === 0 && this.byHand === 1;
      await box.getByRole('button', { name: tie ? 'No clear winner' : this.random() < 0.5 ? 'Left cup heavier' : 'Right cup heavier' }).click();
      await this.after(s, 'the verdict by hand');
      if (!tie) this.contests++;
      await this.shoot('weigh-verdict');
    } else if (stage === 'undecided') {
      // The time limit passed without a verdict: this table calls it a tie (R22).
      await p.getByTestId('weigh-stage').getByRole('button', { name: 'Call it a tie', exact: true }).click();
      await waitState(this.server, (x) => x.weigh.stage !== 'undecided' || x.inputs !== s.inputs, 'the tie to be called');
    } else if (stage === 'tiebreak' && s.weigh.pan) {
      // R22 on a single pan: each takes out the last piece put in, then both are weighed again.
      if (this.planned) this.planned = { ...this.planned, left: this.planned.left.slice(0, -1), right: this.planned.right.slice(0, -1) };
      await p.getByTestId('weigh-stage').getByRole('button', { name: 'Removed', exact: true }).click();
      await waitState(this.server, (x) => x.weigh.stage !== 'tiebreak' || x.inputs !== s.inputs, 'the tiebreak');
    } else if (stage === 'tiebreak') {
      // R22: each side takes a piece out; the server sees both cups get lighter and weighs again.
      // Only if it has not noticed yet does the host press "Removed".
      await p.getByTestId('remove-left').click();
      await p.getByTestId('remove-right').click();
      const moved = await waitState(this.server, (x) => x.weigh.stage !== 'tiebreak' || x.inputs !== s.inputs, 'the tiebreak', 3000).catch(() => null);
      if (!moved) {
        await p.getByTestId('weigh-stage').getByRole('button', { name: 'Removed', exact: true }).click();
        await waitState(this.server, (x) => x.weigh.stage !== 'tiebreak' || x.inputs !== s.inputs, 'the tiebreak');
      }
    } else {
      // weighing / verdict / idle: the server moves on by itself.
      const next = await waitState(
        this.server,
        (x) => x.weigh.stage !== stage || x.inputs !== s.inputs || x.version !== s.version,
        `the weigh-off to move on from "${stage}"`,
        60_000,
      );
      if (next.inputs !== s.inputs) {
        this.contests++;
        // The scale's verdict must match the weights put in: the lighter collection goes out (R21).
        const last = next.view.weighOff?.results.at(-1) as { eliminated: string | null } | undefined;
        if (this.lighter !== null && !next.view.options?.cursedTreasure && last?.eliminated !== this.lighter)
          throw new Error(`the scale eliminated ${last?.eliminated ?? 'nobody'} but ${this.lighter}'s cup was the lighter`);
        this.lighter = null;
        if (!movedOn) await this.shoot('weigh-verdict');
      }
    }
  }

  /** Empties the cups (or the pan) and waits until they read about nothing, as a careful host would. */
  private async emptyScale(s: SessionSnapshot): Promise<void> {
    const p = this.page;
    await p.getByRole('button', { name: s.device.cups === 1 ? 'Empty the pan' : 'Empty both cups' }).click();
    const sides = s.device.cups === 1 ? ['left'] : ['left', 'right'];
    // A balance reads to 0.01 g, and swings past zero as it settles: wait until it is really empty
    // (the tablet's readings, as the host sees them; a busy machine's simulated rig may take a while).
    const empty = s.device.cups === 1 ? 0.2 : 3;
    await p
      .waitForFunction(
        ([sides, empty]) =>
          sides.every((side) => {
            const text = document.querySelector(`[data-testid=grams-${side}]`)?.textContent ?? '';
            const g = Number(text.replace(/^.*:\s*/, '').replace(/[^\d.-]/g, ''));
            return text !== '' && Math.abs(g) <= empty;
          }),
        [sides, empty] as const,
        { timeout: 60_000, polling: 100 },
      )
      .catch(async () => {
        const read = await Promise.all(sides.map((side) => p.getByTestId(`grams-${side}`).innerText()));
        throw new Error(`the scale did not read empty within 60 s after "Empty" (it reads ${read.join(', ')})`);
      });
  }

  /**
   * The pieces each side puts on the scale: totals far apart (a clear verdict), or equal for a tie
   * (R21) whose tiebreak then decides: the right side's last piece is the heavy one, and a
   * tiebreak takes out the last piece put in.
   */
  private plan(s: SessionSnapshot, contest: { left: string; right: string; setAside: Record<string, number> }): { left: number[]; right: number[] } {
    // The collections already leave out the pieces a tiebreak set aside (R22).
    const left = s.view.collections?.[contest.left] ?? 0;
    const right = s.view.collections?.[contest.right] ?? 0;
    const tie = !!this.opts.tieFirstContest && this.contests === 0 && left > 0 && right > 0 && Object.values(contest.setAside).every((n) => n === 0);
    const heavy = this.random() < 0.5 ? 'left' : 'right';
    this.lighter = tie ? null : heavy === 'left' ? contest.right : contest.left;
    const pieces = (side: 'left' | 'right', n: number): number[] => {
      if (!tie) return Array.from({ length: n }, () => (side === heavy ? 90 : 30) / n);
      if (side === 'left' || n === 1) return Array.from({ length: n }, () => 60 / n);
      return [...Array.from({ length: n - 1 }, () => 40 / (n - 1)), 20];
    };
    return { left: pieces('left', left), right: pieces('right', right) };
  }

  /** Pieces into a cup through the virtual rig: alike ones poured at once ("Ann's 9 pieces → …"), others one by one. */
  private async pour(cup: 'left' | 'right', grams: number[]): Promise<void> {
    const p = this.page;
    if (grams.length > 1 && grams.every((g) => g === grams[0])) {
      await p.getByTestId('piece-grams').fill((grams[0] as number).toFixed(3));
      await p.getByTestId(`load-${cup}`).click();
      return;
    }
    let last = '';
    for (const g of grams) {
      if (g.toFixed(3) !== last) await p.getByTestId('piece-grams').fill((last = g.toFixed(3)));
      await p.getByTestId(`add-${cup}`).click();
    }
  }

  async playToEnd(maxSteps = 2000): Promise<SessionSnapshot> {
    for (let i = 0; i < maxSteps; i++) if (!(await this.step())) return readState(this.server);
    throw new Error('the game did not end');
  }

  /** Plays until `pred` holds (checked before each move). */
  async playUntil(pred: (s: SessionSnapshot) => boolean, maxSteps = 2000): Promise<SessionSnapshot> {
    for (let i = 0; i < maxSteps; i++) {
      const s = await readState(this.server);
      if (pred(s)) return s;
      if (!(await this.step())) throw new Error('the game ended before the expected point');
    }
    throw new Error('never reached the expected point');
  }
}

/** Each player taps their own card on the virtual reader, the tablet being told whose turn it is first when needed. */
export async function tapCards(p: Page, server: Pick<Server, 'url' | 'token'>, taps: [string, string][]): Promise<void> {
  for (const [who, c] of taps) {
    const before = await readState(server);
    if (before.tapFor !== who) {
      await p.getByTestId('prompt-reveal').getByRole('button', { name: who, exact: true }).click();
      await waitState(server, (s) => s.tapFor === who, `the tablet to ask ${who}`);
    }
    await p.getByTestId('card-picker').locator(`[data-card="${c}"]`).click();
    await waitState(server, (s) => s.inputs === before.inputs + 1, `${who}'s reveal of ${c}`);
  }
}

/** The captain's divvy of 7 pieces: `red` into the red stash, the rest into the black. */
export async function divvyBy(p: Page, server: Pick<Server, 'url' | 'token'>, red: number): Promise<void> {
  const before = await readState(server);
  const box = p.getByTestId('prompt-divvy');
  await box.getByRole('button', { name: `${red} red · ${7 - red} black` }).click();
  await box.getByRole('button', { name: /^Done:/ }).click();
  await waitState(server, (s) => s.inputs === before.inputs + 1, 'the divvy');
}
