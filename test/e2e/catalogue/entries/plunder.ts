// Plunder!: a pirate's turn, a card's effects resolved (several of them; a steal the engine halves,
// P17), a tie at the end, the end screen, and the counting scale once it knows a treasure's weight.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { currentState } from '../../../../games/core/table.ts';
import { COLOURS, type PlunderState } from '../../../../games/plunder/state.ts';
import type { Ctx, Entry } from '../entry.ts';
import { once, plunder, plunderTied } from '../logs.ts';
import { atStep, awaits, gameScreen, load, rematch, shown, tableAfter, upTo } from '../reach.ts';

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
  const inputs = upTo(plunder(), (a, state) => a?.type === 'resolve' && victimOf(state as PlunderState) !== null, 'a steal that P17 halves');
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
  await load(ctx, to('action')());
  const stage = async (): Promise<string> => {
    const res = await fetch(new URL('api/state', ctx.server.url), { headers: { authorization: `Bearer ${ctx.server.token}` } });
    return ((await res.json()) as { count?: { stage: string } }).count?.stage ?? 'none';
  };
  // A tare is taken once the cup is still: pressed again until the count says it is ready.
  for (let tries = 0; (await stage()) !== 'ready'; tries++) {
    if (tries > 100) throw new Error(`the count never became ready (at ${await stage()})`);
    await ctx.host.request({ type: 'count', action: 'tare', kind: 'treasure' });
    await new Promise((r) => setTimeout(r, 200));
  }
  await shown(ctx);
}

export const PLUNDER: readonly Entry[] = [
  atStep('plunder/turn', "a pirate's turn: steal, recruit, play or pass", to('action'), 'plunder-actions', (p) =>
    p.getByTestId('plunder-actions').getByRole('button').first(),
  ),
  atStep('plunder/resolve', "a card's effects to resolve", to('resolve'), 'plunder-resolve', (p) =>
    // Who reacts, or the kind of card played: the first choices of the panel.
    p.getByTestId('plunder-resolve').getByRole('button').first(),
  ),
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
    caption: 'a steal of 2 where P17 allows 1: the row refused, and why',
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
  },
  atStep(
    'plunder/tiebreak',
    'tied for the most points: the reaction cards in hand, counted (P30)',
    () => upTo(plunderTied(), awaits('reactions'), 'the tiebreak'),
    'plunder-tiebreak',
    (p) => p.getByTestId('plunder-tiebreak').getByRole('button').first(),
  ),
  atStep('plunder/end', 'the end screen: the winners and the ledger', to('end'), 'plunder-winners', rematch),
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
];
