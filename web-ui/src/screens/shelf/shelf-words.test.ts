// The games' words the shelf shows before any game's own come down (their options on the new-game
// form, the computer's levels, their first games' words) said from the shell's catalogue: every
// one of every registered game in German, none left in English.
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../../../games/index.ts';
import { activate } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';
import { levelWord } from '../../parts/level-words.ts';

afterEach(() => activate('en', {}));

/** Every text of a game's description and first game that the shelf and the first game's bar show. */
function shelfTexts(): string[] {
  return [...registry.values()].flatMap(({ description: d, firstGame }) => [
    ...d.options.flatMap((o) => [o.label, o.help ?? '', ...(o.kind === 'choice' ? (o.choiceLabels ?? []) : [])]),
    ...(firstGame ? [firstGame.about, ...(firstGame.kind === 'watch' ? firstGame.steps.map((s) => s.say) : [])] : []),
  ]);
}

describe("the games' words on the shelf", () => {
  it('are said in German, every one', async () => {
    const { messages } = await import('../../locales/de.ts');
    const texts = shelfTexts().filter((s) => s !== '');
    expect(texts.length).toBeGreaterThan(40);
    activate('de', messages);
    expect(texts.filter((s) => sayText(s) === s)).toEqual([]);
  });

  it("name the options and levels in the rules pages' words", async () => {
    const { messages } = await import('../../locales/de.ts');
    // Each found by its option's key, as the shell names no game.
    const options = [...registry.values()].flatMap(({ description: d }) => d.options);
    const option = (key: string) => options.find((o) => o.key === key);
    const tied = option('mostTie');
    activate('de', messages);
    expect(['partnership', 'openScores', 'targetScore', 'hideScores'].map((k) => sayText(option(k)?.label ?? ''))).toEqual([
      'Teamspiel',
      'Offene Punkte',
      'Zielpunktzahl',
      'Punkte verbergen',
    ]);
    expect(tied && sayText(tied.label)).toBe('Gleichstand bei den meisten einer Farbe');
    expect(tied?.kind === 'choice' && tied.choiceLabels?.map(sayText)).toEqual(['alle', 'keiner']);
    expect([...registry.values()].flatMap(({ description: d }) => d.computer?.levels ?? []).map(levelWord)).toEqual(['leicht', 'mittel', 'schwer']);
    expect(levelWord('cunning')).toBe('cunning');
    const { messages: pl } = await import('../../locales/pl.ts');
    activate('pl', pl);
    expect(['easy', 'medium', 'hard'].map(levelWord)).toEqual(['łatwy', 'średni', 'trudny']);
  });
});
