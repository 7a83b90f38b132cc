// The games' words the shelf shows before any game's own come down (their options on the new-game
// form, the computer's levels, what their first games are) said from the shell's catalogue, and a
// first round's lines from its game's: every one of every registered game in German.
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../../../games/index.ts';
import { activate } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';
import { sayMessage } from '../../i18n/said-phrase.ts';
import { levelWord } from '../../parts/level-words.ts';

afterEach(() => activate('en', {}));

/** Every text of a game's description that the shelf shows: its options' words, what its first game is. */
function shelfTexts(): string[] {
  return [...registry.values()].flatMap(({ description: d, firstGame }) => [
    ...d.options.flatMap((o) => [o.label, o.help ?? '', ...(o.kind === 'choice' ? (o.choiceLabels ?? []) : [])]),
    ...(firstGame ? [firstGame.about] : []),
  ]);
}

/** Every step's line of the games' first rounds, which the round's bar shows with the game's screens. */
const stepLines = (): string[] => [...registry.values()].flatMap(({ firstGame }) => (firstGame?.kind === 'watch' ? firstGame.steps.map((s) => s.say) : []));

/** Every game's German catalogue, as a tablet has them once each game's screens came down. */
async function gamesGerman(): Promise<Record<string, string>> {
  // A game's catalogue, and its first round's where it keeps one apart (games/<id>/first-game).
  const found = import.meta.glob<{ messages: Record<string, string> }>(['../../games/*/locales/de.ts', '../../games/*/first-game/locales/de.ts']);
  const loaded = await Promise.all(Object.values(found).map((load) => load()));
  return Object.assign({}, ...loaded.map((m) => m.messages));
}

describe("the games' words on the shelf", () => {
  it("are said in German from the shell's catalogue, every one, as the shelf sends them", async () => {
    const { messages } = await import('../../locales/de.ts');
    const texts = shelfTexts().filter((s) => s !== '');
    expect(texts.length).toBeGreaterThan(15);
    activate('de', messages);
    expect(texts.filter((s) => sayMessage(s) === s)).toEqual([]);
  });

  it("and a first round's every line, from its game's catalogues", async () => {
    const lines = stepLines();
    expect(lines.length).toBeGreaterThan(25);
    activate('de', await gamesGerman());
    expect(lines.filter((s) => sayMessage(s) === s)).toEqual([]);
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
