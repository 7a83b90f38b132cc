// A folder's words come down in the language the tablet speaks when they arrive: a player who
// picks another language while a screen's catalogue is on its way sees that screen in the new one.
import { afterEach, describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogues.ts';
import { t, msg } from './i18n.ts';
import { loadFolder, speak } from './start.ts';

/** A catalogue whose languages arrive when the test says (and at once once said). */
function held(): { catalogue: Catalogue; send(lang: 'en' | 'de'): void } {
  const waiting: Partial<Record<'en' | 'de', () => void>> = {};
  const sent = new Set<string>();
  const words = { en: 'the spyglass', de: 'das Fernrohr' } as const;
  const arrives = (lang: 'en' | 'de') => () =>
    new Promise<{ messages: Record<string, string> }>((done) => {
      const send = () => done({ messages: { 'the spyglass': words[lang] } });
      if (sent.has(lang)) send();
      else waiting[lang] = send;
    });
  return {
    catalogue: { './locales/en.ts': arrives('en'), './locales/de.ts': arrives('de') },
    send(lang) {
      sent.add(lang);
      waiting[lang]?.();
    },
  };
}

const flush = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

afterEach(() => speak('en'));

describe("a folder's words, as the language changes while they come down", () => {
  it('are in the language picked meanwhile, not in the one asked first', async () => {
    await speak('en');
    const spyglass = held();
    const loaded = loadFolder('screens/spyglass', spyglass.catalogue);
    const switched = speak('de');
    await flush();
    spyglass.send('de');
    await switched;
    spyglass.send('en');
    await loaded;
    await flush();
    expect(t(msg('the spyglass'))).toBe('das Fernrohr');
  });
});
