// Teach me on (web-ui/src/teach/): the lay-out before the first move ("Set the table"), the "How
// to play" region under each game's prompt at a step where a rule comes into play in full, and the end
// screen's "The rules that turned this game". The switch is this tablet's, per game: where the
// tablet shows "Teach me this game", the entry presses it, as a player would.
import type { Locator, Page } from 'playwright-core';
import { lessonAt } from '../../../../games/core/teach.ts';
import { registry } from '../../../../games/index.ts';
import { hostSteps } from '../../../teach/played.ts';
import type { Entry } from '../entry.ts';
import { booty, highSeize, loot, plunder, sevenSeize } from '../logs.ts';
import { atStep, awaits, gameScreen, rematch, tableAfter, teachingOn, upTo } from '../reach.ts';

/** The game's screen `testId`, taught: the teaching's region `region` drawn under it. */
const taught =
  (testId: string, region = 'How to play') =>
  async (page: Page): Promise<void> => {
    await gameScreen(page, testId);
    await teachingOn(page);
    await page.getByRole('region', { name: region, exact: true }).waitFor();
  };

/**
 * The first inputs of `inputs` up to the first step whose lesson has a rule in full, coming into
 * play for the first time, and a "why" line for the step before (else the first with a rule in full).
 */
function ruleInFull(game: string, log: () => readonly unknown[]): () => unknown[] {
  return () => {
    const inputs = log();
    const steps = hostSteps(tableAfter(inputs));
    const teach = registry.get(game)?.teach;
    const lessons = steps.map((_, at) => lessonAt(teach, steps, at));
    const full = (at: number): boolean => lessons[at]?.topics.some((t) => t.first) === true && lessons[at]?.explanation != null;
    const withWhy = lessons.findIndex((l, at) => at > 0 && full(at) && l?.why != null);
    const at = withWhy > 0 ? withWhy : lessons.findIndex((_, i) => i > 0 && full(i));
    if (at < 0) throw new Error(`no step of the ${game} script brings a rule into play in full`);
    return inputs.slice(0, at + 1) as unknown[];
  };
}

/** "How to play" in `game` (its shelf name `name`) on its screen `screen`, at a rule in full. */
const howToPlay = (game: string, name: string, log: () => readonly unknown[], screen: string, action: Entry['action']): Entry =>
  atStep(`teach/how-to-play-${game}`, `${name} taught: a rule in full as it comes into play`, ruleInFull(game, log), screen, action, {
    show: taught(screen),
    teach: true,
  });

/** "Set the table" before the first move of `game`: the lay-out first on the screen, its first line to tick. */
const setTheTable = (game: string, name: string, log: () => readonly unknown[], screen: string): Entry =>
  atStep(
    `teach/set-the-table-${game}`,
    `${name} before the first move, taught: what to lay out`,
    () => log().slice(0, 1),
    screen,
    (p) => p.getByTestId('set-table').getByRole('checkbox').first(),
    { show: taught(screen, 'Set the table'), teach: true },
  );

const lootPrompt = (p: Page): Locator => p.getByTestId('loot-action').getByRole('button').first();
const sevenSeizeGame = () => sevenSeize(7, 1);

export const TEACH: readonly Entry[] = [
  setTheTable('loot', 'Loot', loot, 'screen-loot'),
  setTheTable('7-seize', '7 Seize', sevenSeizeGame, 'screen-round'),
  setTheTable('the-high-seize', 'The High Seize', highSeize, 'screen-high-seize'),
  setTheTable('plunder', 'Plunder!', plunder, 'screen-plunder'),
  setTheTable('blackbeards-booty', "Blackbeard's Booty", booty, 'bb-board'),
  howToPlay('loot', 'Loot', loot, 'screen-loot', lootPrompt),
  // The round's prompt: a tap for someone, or the choices of a captain or a Queen.
  howToPlay('7-seize', '7 Seize', sevenSeizeGame, 'screen-round', (p) =>
    p.getByTestId('tap-for').or(p.locator('[data-testid^=prompt-]').getByRole('button').first()),
  ),
  howToPlay('the-high-seize', 'The High Seize', highSeize, 'screen-high-seize', (p) =>
    p.getByTestId('hs-ships').getByRole('button').first().or(p.getByTestId('hs-place').getByRole('button').first()).or(p.getByTestId('hs-tap-for')),
  ),
  howToPlay('plunder', 'Plunder!', plunder, 'screen-plunder', (p) =>
    p.getByTestId('plunder-actions').or(p.getByTestId('plunder-resolve')).getByRole('button').first(),
  ),
  howToPlay('blackbeards-booty', "Blackbeard's Booty", booty, 'bb-board', (p) => p.getByTestId('bb-turn')),
  // The weigh-off's panel explains every control of its screen: still in view beside them.
  atStep(
    'teach/how-to-play-7-seize-weigh-off',
    '7 Seize’s weigh-off taught: each control of the scale explained, then Tare',
    () => upTo(sevenSeize(7, 1), awaits('verdict'), 'the weigh-off'),
    'screen-weighoff',
    (p) => p.getByTestId('weigh-stage').getByRole('button', { name: 'Tare', exact: true }),
    { show: taught('screen-weighoff') },
  ),
  atStep(
    'teach/why-lines-loot',
    'the end of Loot, taught: the rules that turned this game',
    () => upTo(loot(), awaits('end'), 'the end'),
    'loot-end',
    rematch,
    { show: taught('loot-end', 'The rules that turned this game'), teach: true },
  ),
];
