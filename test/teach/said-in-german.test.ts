// The teaching of Loot, The High Seize, Blackbeard's Booty and Plunder! said on a German tablet
// (issue 52): over whole games, every text the game's teaching writes (the set-up, each prompt
// explained and its choices, each rule topic at its use, each why-line) is said from the game's
// catalogue (web-ui/src/i18n/phrase.ts) and differs from its English, so a sentence left in English
// (written without a phrase, or missing from the catalogue) fails here, in process. Plunder!'s score
// lines too.
import { afterAll, describe, expect, it } from 'vitest';
import { lessonAt, type Teaching } from '../../games/core/teach.ts';
import { registry } from '../../games/index.ts';
import { activate } from '../../web-ui/src/i18n/i18n.ts';
import { sayText } from '../../web-ui/src/i18n/phrase.ts';
import { messages as shellDe } from '../../web-ui/src/locales/de.ts';
import { messages as bootyDe } from '../../web-ui/src/games/blackbeards-booty/locales/de.ts';
import { messages as plunderDe } from '../../web-ui/src/games/plunder/locales/de.ts';
import { isPlunderView, scoreLines } from '../../web-ui/src/games/plunder/model.ts';
import { messages as lootDe } from '../../web-ui/src/games/loot/locales/de.ts';
import { messages as highSeizeDe } from '../../web-ui/src/games/the-high-seize/locales/de.ts';
import { hostSteps, playWhole } from './played.ts';

afterAll(() => activate('en', {}));

/** Each game, its German catalogue, and the tables its whole games are played at: players, seed, options. */
const GAMES = [
  {
    game: 'loot',
    words: lootDe,
    tables: [
      { players: 3, seed: 1 },
      { players: 4, seed: 3, options: { partnership: true } },
      { players: 2, seed: 5 },
    ],
  },
  {
    game: 'the-high-seize',
    words: highSeizeDe,
    tables: [
      { players: 2, seed: 1 },
      { players: 4, seed: 2 },
    ],
  },
  {
    game: 'blackbeards-booty',
    words: bootyDe,
    tables: [
      { players: 2, seed: 1 },
      { players: 2, seed: 4 },
    ],
  },
  {
    game: 'plunder',
    words: plunderDe,
    tables: [
      { players: 3, seed: 1 },
      { players: 5, seed: 2 },
    ],
  },
] as const;

/** Every text the teaching writes over a whole game and for its set-up. */
function texts(teach: Teaching, players: number, seed: number, options: Record<string, unknown> = {}, game: string): string[] {
  const steps = hostSteps(playWhole(game, players, seed, options));
  const guide = teach.setup(players, options);
  const out = [guide.goal, ...guide.layOut];
  for (let at = 0; at < steps.length; at++) {
    const lesson = lessonAt(teach, steps, at);
    const e = lesson?.explanation;
    if (e) out.push(e.now, ...e.choices.flatMap((c) => [c.choice, c.does]));
    for (const tu of lesson?.topics ?? []) out.push(tu.text);
    if (lesson?.why) out.push(lesson.why.text);
    // Plunder!'s score lines, which its screens show beside the ledger and at the end.
    const view = steps[at]?.after;
    if (isPlunderView(view)) out.push(...Object.values(scoreLines(view)).flatMap((lines) => lines.map((l) => l.why)));
  }
  return out;
}

describe('the four games teach in German', () => {
  for (const g of GAMES)
    it(g.game, () => {
      const teach = registry.get(g.game)?.teach;
      if (!teach) throw new Error(`${g.game} does not teach`);
      const english = [...new Set(g.tables.flatMap((tb) => texts(teach, tb.players, tb.seed, 'options' in tb ? tb.options : {}, g.game)))];
      activate('de', { ...shellDe, ...g.words });
      const left = english.filter((text) => sayText(text) === text);
      activate('en', {});
      expect(english.length).toBeGreaterThan(20);
      expect(left).toEqual([]);
    });
});
