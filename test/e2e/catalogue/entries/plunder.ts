// Plunder!: a prompt of every kind its random games reach (kinds/plunder.ts), at five pirates and the
// longest names: a turn by the actions open, a card's resolve, the tiebreak, each end; a card's
// effects entered (several of them; a steal the engine halves, P17), and the counting scale once
// it knows a treasure's weight.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { currentState } from '../../../../games/core/table.ts';
import { COLOURS, type PlunderState } from '../../../../games/plunder/state.ts';
import type { Ctx, Entry } from '../entry.ts';
import { PLUNDER_HELD } from '../kinds/plunder.ts';
import { gameEntries, kindInputs } from '../kinds/entries.ts';
import { once, plunder, plunderLongest } from '../logs.ts';
import { atStep, awaits, gameScreen, load, shown, tableAfter, upTo } from '../reach.ts';

const to = (type: string) => (): unknown[] => upTo(plunder(), awaits(type), type);

/** The group's data directory before its server starts: the scale has learned a treasure's weight
 * (as a table that counted before), so a count starts at its Tare. */
export function learnedScale(dataDir: string): void {
  writeFileSync(join(dataDir, 'count-units.json'), JSON.stringify({ treasure: { grams: 2.4, spreadGrams: 0.05, se: 0.02, pieces: 10 } }));
}

/** The card's player of a card played and a victim with at least twice their crew and two
 * treasures: a steal of 2 from them is halved (P17). */
function victimOf(s: PlunderState): { thief: string; victim: string; colours: string[] } | null {
  const thief = s.players[s.pending?.seat ?? -1];
  const victim = s.players.find((p) => thief && p !== thief && p.crew >= 2 * thief.crew && COLOURS.reduce((n, c) => n + p.treasures[c], 0) >= 2);
  if (!thief || !victim) return null;
  return { thief: thief.name, victim: victim.name, colours: COLOURS.flatMap((c) => Array<string>(victim.treasures[c]).fill(c)).slice(0, 2) };
}

const halving = once(() => {
  const inputs = upTo(plunderLongest(), (a, state) => a?.type === 'resolve' && victimOf(state as PlunderState) !== null, 'a steal that P17 halves');
  const found = victimOf(currentState(tableAfter(inputs)) as PlunderState);
  if (!found) throw new Error('no steal to halve');
  return { inputs, ...found };
});

/** The card's result being entered: `rows` added unless the editor already holds them (each size). */
async function editing(page: Page, rows: (page: Page) => Promise<void>, last: string): Promise<void> {
  await gameScreen(page, 'effects-editor');
  if ((await page.getByTestId(last).count()) === 0) await rows(page);
  await page.getByTestId(last).waitFor();
}

/** A fresh card's result for the next size or entry (the editor keeps its rows while the card is the same). */
async function reload(page: Page): Promise<void> {
  await page.reload();
  await page.getByTestId('role').waitFor();
}

const addRow = async (page: Page, kind: string): Promise<void> => {
  await page.getByTestId('effect-add').click();
  await page.getByTestId(`effect-add-${kind}`).click();
};

/** Tares the empty cup of a scale that knows a treasure's weight: the count is ready for a cup. */
async function countReady(ctx: Ctx): Promise<void> {
  await load(ctx, kindInputs(PLUNDER_HELD, 'action: discardDraw, steal, recruit or play'));
  const count = async (): Promise<{ stage: string; message?: string } | undefined> => {
    const res = await fetch(new URL('api/state', ctx.server.url), { headers: { authorization: `Bearer ${ctx.server.token}` } });
    return ((await res.json()) as { count?: { stage: string; message?: string } }).count;
  };
  const until = Date.now() + 30_000;
  const waitFor = async (done: () => Promise<boolean>, what: string): Promise<void> => {
    while (!(await done())) {
      if (Date.now() > until) throw new Error(`${what}: not in 30 s (the count: ${JSON.stringify(await count())})`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  // One press, once the scale takes it (it refuses one before its first readings); a cup not yet
  // still is tared once it is, and the count is then ready, the treasure's weight being known.
  await waitFor(async () => (await ctx.host.request({ type: 'count', action: 'tare', kind: 'treasure' })).type !== 'error', 'the scale to take a Tare');
  await waitFor(async () => (await count())?.stage === 'ready', 'the count to be ready after its Tare');
  await shown(ctx);
}

/** The most effects a card's result may carry (the engine refuses a resolve of more). */
const MOST_EFFECTS = 30;
const EFFECT_KINDS = ['steal', 'stealCrew', 'lose', 'loseCrew', 'recruit', 'give', 'draw', 'discard', 'keep'];

export const PLUNDER: readonly Entry[] = gameEntries('plunder', PLUNDER_HELD, [
  atStep(
    'plunder/resolve-effects',
    "a card's result of three effects, to Resolve",
    to('resolve'),
    'plunder-resolve',
    (p) => p.getByTestId('plunder-resolve-send'),
    {
      show: (page) =>
        editing(
          page,
          async (p) => {
            await p.getByTestId('preset-steal-2').click();
            await addRow(p, 'draw');
            await addRow(p, 'keep');
          },
          'effect-2',
        ),
      leave: reload,
    },
  ),
  {
    id: 'plunder/steal-halved',
    caption: 'a steal of 2 where P17 allows 1, five pirates of the longest names: the row refused, and why',
    reach: (ctx) => load(ctx, halving().inputs),
    show: (page) => {
      const { victim, colours } = halving();
      return editing(
        page,
        async (p) => {
          await addRow(p, 'steal');
          await p.getByTestId('effect-0-from').selectOption(victim);
          await p.getByTestId('effect-0-n-up').click();
          for (const c of colours) await p.getByTestId(`effect-0-${c}-up`).click();
        },
        'effect-0-problem',
      );
    },
    leave: reload,
    // The row to mend: why it is refused, and its steppers.
    action: (p) => p.getByTestId('effect-0-problem'),
    taughtToo: true,
  },
  {
    id: 'plunder/resolve-most-effects',
    caption: `a card's result of ${MOST_EFFECTS} effects, every kind of row, five pirates of the longest names: Resolve in view`,
    // The rows stay while the sizes are checked (no reload): the next entry shows no card's result.
    reach: (ctx) => load(ctx, kindInputs(PLUNDER_HELD, 'resolve: the reaction shown')),
    show: (page) =>
      editing(
        page,
        async (p) => {
          for (let i = 0; i < MOST_EFFECTS; i++) await addRow(p, EFFECT_KINDS[i % EFFECT_KINDS.length] as string);
        },
        `effect-${MOST_EFFECTS - 1}`,
      ),
    action: (p) => p.getByTestId('plunder-resolve-send'),
  },
  {
    id: 'plunder/count-ready',
    caption: "the counting scale, a treasure's weight known: whose pieces to count",
    reach: countReady,
    async show(page) {
      await gameScreen(page, 'screen-plunder');
      if (await page.getByTestId('open-count').isVisible()) await page.getByTestId('open-count').click();
      await page.getByTestId('count-cup').waitFor();
    },
    action: (p) => p.getByTestId('count-cup'),
  },
]);
