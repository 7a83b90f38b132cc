// Each game taught on a new table, in chromium at tablet (1180×820) and phone (390×844) size: a whole
// game played through the host's WebSocket (the games' own simulated tables choose the inputs) with
// Teach me on, as it is on a table whose logbook has never seen the game. At the first prompt of each
// kind, at each step where a rule comes into play for the first time or again, at the first "why"
// and at the end, both tablets show the "How to play" region (a landmark of that name) with the
// game's lesson for that step: what is happening, the rulings behind the prompt, each rule in full the
// first time it comes into play in the game and in one line after; its text changes between prompts
// of different kinds, and on the phone it fits the screen's width.
// One table for the file and a tablet per game, turned to a phone's size and back at each step it is
// looked at; the steps between are played without waiting for the tablet.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, E2E_TIMEOUT_MS, openTablet, watchStates } from './harness.ts';
import { expectedPanel, kindOf, lessonOf, oneTable, panelShape, readPanel, TAUGHT_GAMES, type WholeGame, walkGame } from './teach.ts';

const files = browserForFile();

const TABLET = { width: 1180, height: 820 };
const PHONE = { width: 390, height: 844 };

/** Why step `at` is looked at on the tablets, or null: a prompt of a kind not seen yet, a rule
 * coming into play in a way not seen yet (first, or again), the first "why", the end. */
function worthALook(g: WholeGame, at: number, seen: Set<string>): string | null {
  const lesson = lessonOf(g, at);
  const marks = [
    `kind ${kindOf(g, at)}`,
    ...lesson.topics.map((t) => `${t.first ? 'first' : 'again'} ${t.topic.id}`),
    ...(lesson.why ? ['why'] : []),
    ...(at === g.steps.length - 1 ? ['the end'] : []),
  ].filter((m) => !seen.has(m));
  for (const m of marks) seen.add(m);
  return marks.length ? marks.join(', ') : null;
}

/** The ruling ids a text names more than once. */
const twice = (text: string): string[] => {
  const ids = [...text.matchAll(/\b[A-Z]\d+\b/g)].map((m) => m[0]);
  return [...new Set(ids.filter((id, i) => ids.indexOf(id) !== i))];
};

/** How far the "How to play" region (and what it holds) reaches past the right edge of the screen. */
const sideways = (page: Page) =>
  page
    .getByRole('region', { name: 'How to play', exact: true })
    .evaluate(
      (el) => Math.max(el.getBoundingClientRect().right, ...[...el.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)) - window.innerWidth,
    );

describe('a new table learns each game with Teach me on', { timeout: E2E_TIMEOUT_MS }, () => {
  const table = oneTable(files);
  for (const make of TAUGHT_GAMES) {
    const g = make();
    it(`${g.name}: the "How to play" region at every kind of prompt, its rulings, each rule in full once then in one line`, async () => {
      const server = await table();
      const tablet = await openTablet(files.browser, `${server.url}?token=${server.token}`, TABLET);
      const { page } = tablet;
      const client = await watchStates(server);
      const seen = new Set<string>();
      const nowByKind = new Map<string, string>();
      const firsts = new Map<string, number>();
      await walkGame(
        client,
        g,
        page,
        (at) => worthALook(g, at, seen),
        async (at, why) => {
          const want = expectedPanel(lessonOf(g, at));
          for (const size of [TABLET, PHONE]) {
            await page.setViewportSize(size);
            await expect.poll(async () => panelShape(await readPanel(page)), { message: `step ${at} (${why}) at ${size.width}` }).toEqual(want);
            const panel = await readPanel(page);
            for (const t of panel?.topics ?? []) {
              const topic = lessonOf(g, at).topics.find((u) => u.topic.id === t.id);
              expect(t.text, `${t.id} at step ${at}`).toContain(topic?.text);
              // Each ruling named once (where the words cite it, else after them), and a reminder that
              // opens with its title does not get the title again before it.
              expect(twice(t.text), `${t.id} at step ${at}: a ruling named twice in "${t.text}"`).toEqual(twice(topic?.text ?? ''));
              if (topic) expect(t.text, `${t.id} at step ${at}`).not.toContain(`${topic.topic.title}: ${topic.topic.title}`);
              if (t.first && size === TABLET) firsts.set(t.id, (firsts.get(t.id) ?? 0) + 1);
            }
          }
          expect(await sideways(page), `the phone at step ${at}`).toBeLessThanOrEqual(0);
          await page.setViewportSize(TABLET);
          const kind = kindOf(g, at);
          if (want.now && !nowByKind.has(kind)) nowByKind.set(kind, want.now);
          // A prompt that has rulings behind it names them.
          if (kind !== 'over') expect(want.rules.length, `the rulings behind ${kind}`).toBeGreaterThan(0);
        },
      );
      // The text changes between prompts of different kinds.
      const texts = [...nowByKind.values()];
      expect(new Set(texts).size, [...nowByKind].join('\n')).toBe(texts.length);
      expect(nowByKind.size).toBeGreaterThan(1);
      // Each rule came into play in full once in the game, whatever steps were looked at.
      for (const [id, n] of firsts) expect(n, id).toBe(1);
      expect(firsts.size).toBeGreaterThan(0);
      expect(tablet.errors).toEqual([]);
      await client.close();
      await page.close();
    });
  }
});
