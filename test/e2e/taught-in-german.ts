// A whole game taught in German in chromium (issue 52): the host's tablet speaks German, the game is
// played through the host's WebSocket (the game's own simulated table chooses the inputs) with Teach
// me on, and at every step the "How to play" region (by its German name) says what the game's
// teaching says, in German: what is happening, each rule coming into play, the "why" line. What
// German says is worked out here from the same teaching and catalogues (i18n/phrase.ts), and each
// text is held to differ from its English, so that a text left in English fails.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { messages as shellDe } from '../../web-ui/src/locales/de.ts';
import { activate, t } from '../../web-ui/src/i18n/i18n.ts';
import { sayText } from '../../web-ui/src/i18n/phrase.ts';
import { openTablet, type Server, startServer, tabletShows, watchStates } from './harness.ts';
import { lessonOf, readPanel, type WholeGame, wholeGame } from './teach.ts';

/** A catalogue's compiled messages. */
type Messages = Parameters<typeof activate>[1];

/** A game to play in German: its id and shelf name, its players and seed, its German catalogue. */
export interface GermanGame {
  game: string;
  name: string;
  players: number;
  seed: number;
  words: Messages;
  /** What else to read off the tablet once the game is over (in German: `speaking` runs `say` with the German catalogues active). */
  atEnd?: (page: Page, game: WholeGame, speaking: <T>(say: () => T) => T) => Promise<void>;
}

/** Plays `g` whole on a German tablet of `files`' browser and holds every lesson to German; the steps shown. */
export async function taughtInGerman(files: { browser: Browser; servers: Server[] }, g: GermanGame): Promise<number> {
  const speaking = <T>(say: () => T): T => {
    activate('de', { ...shellDe, ...g.words });
    try {
      return say();
    } finally {
      activate('en', {});
    }
  };
  const german = (text: string): string => speaking(() => sayText(text));
  const game = wholeGame(g.game, g.name, g.players, g.seed);
  const server = await startServer();
  files.servers.push(server);
  const tablet = await openTablet(files.browser, `${server.url}?token=${server.token}`, { width: 1180, height: 820 });
  const { page } = tablet;
  await page.evaluate(() => localStorage.setItem('quartermaster.language', 'de'));
  await page.reload();
  await page.getByTestId('role').waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  const client = await watchStates(server);
  activate('de', { ...shellDe, ...g.words });
  const region = t('How to play');
  activate('en', {});
  expect(region).not.toBe('How to play');
  let shown = 0;
  for (let at = 0; at < game.inputs.length; at++) {
    const input = game.inputs[at];
    await client.act(at === 0 ? { type: 'newGame', start: input } : { type: 'input', input });
    const state = await client.next<{ type: 'state'; version: number }>('state', (m) => m.inputs === at + 1, 30_000);
    await tabletShows(page, state.version);
    const lesson = lessonOf(game, at);
    const now = lesson.explanation?.now ?? null;
    const want = now === null ? null : german(now);
    if (now !== null) expect(want, `step ${at}: a German "${now}"`).not.toBe(now);
    await expect.poll(async () => (await readPanel(page, region))?.now ?? null, { message: `step ${at}` }).toBe(want);
    // A step's rules and why-line may come a render after its "now" (the same "now" as the step
    // before): the panel is read once it holds every rule this step brings into play.
    const ids = lesson.topics.map((tu) => tu.topic.id);
    await expect
      .poll(async () => (await readPanel(page, region))?.topics.map((p) => p.id) ?? [], { message: `the rules coming into play at step ${at}` })
      .toEqual(expect.arrayContaining(ids));
    const panel = await readPanel(page, region);
    for (const tu of lesson.topics) {
      const said = german(tu.text);
      expect(said, `${tu.topic.id} in German`).not.toBe(tu.text);
      expect(panel?.topics.find((p) => p.id === tu.topic.id)?.text, `${tu.topic.id} at step ${at}`).toContain(said);
    }
    if (lesson.why) {
      expect(german(lesson.why.text)).not.toBe(lesson.why.text);
      expect(panel?.why, `the why at step ${at}`).toContain(german(lesson.why.text));
    }
    shown++;
  }
  await g.atEnd?.(page, game, speaking);
  expect(tablet.errors).toEqual([]);
  await client.close();
  await page.close();
  return shown;
}
