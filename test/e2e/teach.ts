// What the teaching's browser files share: a whole game of each game played on the table through a
// host's WebSocket (the games' own simulated tables choose the inputs, as test/teach/ plays them), and
// the "How to play" panel read off a tablet, to compare with the lesson the game's teaching gives
// for the same step (games/core/teach.ts, in process).
import type { Page } from 'playwright-core';
import { inputLog } from '../../games/core/table.ts';
import { lessonAt, type Lesson, type TeachStep } from '../../games/core/teach.ts';
import { registry } from '../../games/index.ts';
import type { TestClient } from '../../server/src/testing.ts';
import { hostSteps, playWhole } from '../teach/played.ts';
import { type Server, startServer, tabletShows } from './harness.ts';

export interface WholeGame {
  game: string;
  name: string;
  /** The table-script inputs, the start first. */
  inputs: unknown[];
  /** Each step as the host's tablet reads it (the start's first): inputs[i] led to steps[i]. */
  steps: TeachStep[];
}

/** A whole game of `game` (its shelf name `name`), `players` players, played from `seed`. */
export function wholeGame(game: string, name: string, players: number, seed: number): WholeGame {
  const table = playWhole(game, players, seed);
  return { game, name, inputs: inputLog(table), steps: hostSteps(table) };
}

/** The lesson the game's teaching gives at step `at` of `g`. */
export function lessonOf(g: WholeGame, at: number): Lesson {
  const lesson = lessonAt(registry.get(g.game)?.teach, g.steps, at);
  if (!lesson) throw new Error(`${g.game} does not teach`);
  return lesson;
}

/** The kind of prompt of step `at` (what it awaits; `over` at the end). */
export const kindOf = (g: WholeGame, at: number): string => ((g.steps[at]?.after.awaiting ?? null) as { type: string } | null)?.type ?? 'over';

/** What a tablet's "How to play" region says: what is happening, the rules coming into play (each
 * in full or in one line, and its text), the "why" line, and the rulings behind the prompt. */
export interface PanelRead {
  now: string | null;
  topics: { id: string; first: boolean; text: string }[];
  why: string | null;
  rules: string[];
}

export async function readPanel(page: Page, name = 'How to play'): Promise<PanelRead | null> {
  const region = page.getByRole('region', { name, exact: true });
  if ((await region.count()) !== 1) return null;
  return region.evaluate((el) => {
    const text = (sel: string) => el.querySelector<HTMLElement>(sel)?.innerText.trim() ?? null;
    return {
      now: text('[data-testid=teach-now]'),
      topics: [...el.querySelectorAll<HTMLElement>('[data-testid=teach-topic]')].map((t) => ({
        id: t.dataset.topic ?? '',
        first: t.dataset.first === 'true',
        text: t.innerText,
      })),
      why: text('[data-testid=teach-why]'),
      rules: [...el.querySelectorAll<HTMLElement>('[data-testid=teach-rules] [data-rule]')].map((b) => b.dataset.rule ?? ''),
    };
  });
}

/** What the panel must say at a step: the lesson in the shape `readPanel` reads (the texts only as far
 * as the panel shows them whole: the topic's text, the "why" line's). */
export function expectedPanel(lesson: Lesson): { now: string | null; topics: { id: string; first: boolean }[]; why: boolean; rules: string[] } {
  return {
    now: lesson.explanation?.now ?? null,
    // The panel puts the topics met in full for the first time first (what is new), then the others.
    topics: [...lesson.topics.filter((t) => t.first), ...lesson.topics.filter((t) => !t.first)].map((t) => ({ id: t.topic.id, first: t.first })),
    why: lesson.why !== null,
    rules: [...(lesson.explanation?.rules ?? [])],
  };
}

/** The panel as `expectedPanel` compares it. */
export const panelShape = (p: PanelRead | null) =>
  p ? { now: p.now, topics: p.topics.map(({ id, first }) => ({ id, first })), why: p.why !== null, rules: p.rules } : null;

/** The games the teaching's browser files walk: short ones, which still meet every kind of prompt their game has. */
export const TAUGHT_GAMES: (() => WholeGame)[] = [
  () => wholeGame('7-seize', '7 Seize', 2, 2),
  () => wholeGame('loot', 'Loot', 3, 4),
  () => wholeGame('the-high-seize', 'The High Seize', 2, 1),
  () => wholeGame('plunder', 'Plunder!', 3, 52),
  () => wholeGame('blackbeards-booty', "Blackbeard's Booty", 2, 1),
];

/** One table for a file, started when a test first asks for it and stopped with the file: each game is
 * new to it, and a game begun puts the one before away. */
export function oneTable(files: { servers: Server[] }): () => Promise<Server> {
  let shared: Promise<Server> | undefined;
  return () => {
    shared ??= startServer().then((s) => {
      files.servers.push(s);
      return s;
    });
    return shared;
  };
}

const send = (client: TestClient, g: WholeGame, at: number) => {
  const input = g.inputs[at];
  return client.act(at === 0 ? { type: 'newGame', start: input } : { type: 'input', input });
};

/** Waits until each of `pages` shows the state after step `at`. */
async function shown(client: TestClient, at: number, pages: readonly Page[]): Promise<void> {
  const state = await client.next<{ type: 'state'; version: number }>('state', (m) => m.inputs === at + 1, 30_000);
  for (const page of pages) await tabletShows(page, state.version);
}

/** Plays step `at` of `g` (the start: a new game) and waits until each of `pages` shows it. */
export async function playStep(client: TestClient, g: WholeGame, at: number, pages: readonly Page[]): Promise<void> {
  await send(client, g, at);
  await shown(client, at, pages);
}

/** Plays `g` whole; after each step `pick` says why to look at it (null: played on without waiting
 * for the tablet), and once `page` shows the step, `look` looks. */
export async function walkGame<T>(
  client: TestClient,
  g: WholeGame,
  page: Page,
  pick: (at: number) => T | null,
  look: (at: number, why: T) => Promise<void>,
): Promise<void> {
  for (let at = 0; at < g.inputs.length; at++) {
    await send(client, g, at);
    const why = pick(at);
    if (why === null) continue;
    await shown(client, at, [page]);
    await look(at, why);
  }
}
