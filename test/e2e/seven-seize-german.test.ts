// A whole game of 7 Seize taught in German in chromium (issue 52): the host's tablet speaks
// German, the game is played through the host's WebSocket (the game's own simulated table chooses
// the inputs) with Teach me on, and at every step the "How to play" region (by its German name) says what the game's
// teaching says, in German: what is happening, each rule coming into play, the "why" line. What
// German says is worked out here from the same teaching and catalogues (i18n/phrase.ts), and each
// text is held to differ from its English, so that a text left in English fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages as shellDe } from '../../web-ui/src/locales/de.ts';
import { messages as gameDe } from '../../web-ui/src/games/seven-seize/locales/de.ts';
import { activate, t } from '../../web-ui/src/i18n/i18n.ts';
import { sayText } from '../../web-ui/src/i18n/phrase.ts';
import { browserForFile, E2E_TIMEOUT_MS, openTablet, tabletShows, startServer, watchStates } from './harness.ts';
import { lessonOf, readPanel, wholeGame } from './teach.ts';

const files = browserForFile();

/** `text` (the game's English) as a German tablet says it. */
const german = (text: string): string => {
  activate('de', { ...shellDe, ...gameDe });
  try {
    return sayText(text);
  } finally {
    activate('en', {});
  }
};

beforeAll(() => activate('en', {}));
afterAll(() => activate('en', {}));

describe('7 Seize in German', { timeout: E2E_TIMEOUT_MS }, () => {
  it('every lesson of a whole game taught on a German tablet is in German', async () => {
    const g = wholeGame('7-seize', '7 Seize', 2, 2);
    const server = await startServer();
    files.servers.push(server);
    const tablet = await openTablet(files.browser, `${server.url}?token=${server.token}`, { width: 1180, height: 820 });
    const { page } = tablet;
    await page.evaluate(() => localStorage.setItem('quartermaster.language', 'de'));
    await page.reload();
    await page.getByTestId('role').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    const client = await watchStates(server);
    activate('de', { ...shellDe, ...gameDe });
    const region = t('How to play');
    activate('en', {});
    expect(region).not.toBe('How to play');
    let shown = 0;
    for (let at = 0; at < g.inputs.length; at++) {
      const input = g.inputs[at];
      await client.act(at === 0 ? { type: 'newGame', start: input } : { type: 'input', input });
      const state = await client.next<{ type: 'state'; version: number }>('state', (m) => m.inputs === at + 1, 30_000);
      await tabletShows(page, state.version);
      const lesson = lessonOf(g, at);
      const now = lesson.explanation?.now ?? null;
      const want = now === null ? null : german(now);
      if (now !== null) expect(want, `step ${at}: a German "${now}"`).not.toBe(now);
      await expect.poll(async () => (await readPanel(page, region))?.now ?? null, { message: `step ${at}` }).toBe(want);
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
    expect(shown).toBe(g.inputs.length);
    expect(tablet.errors).toEqual([]);
    await client.close();
    await page.close();
  });
});
