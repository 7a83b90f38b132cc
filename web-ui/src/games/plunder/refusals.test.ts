// Plunder!'s refusals as the table sends them said on a tablet in its language from the game's
// catalogue: a turn not yours, a colour the harbour has none of (P9), an effect's refusal inside
// the resolve's; what a card's result cannot do (P17, P20, P22: counts in each Polish plural form),
// and a seat that takes the harbour's name (P9), with games/core's words around it.
import { afterEach, describe, expect, it } from 'vitest';
import { applyEffects, type PlunderState } from '#games';
import { currentState, emptyTable, submit, type Table } from '../../../../games/core/table.ts';
import { registry } from '../../../../games/index.ts';
import { activate } from '../../i18n/i18n.ts';
import { refusalOf, saidRefusal, startedTable } from '../../../../test/games/refusals.ts';

/** Ann, Bob and Cy's table with Ann's card played, awaiting its result. */
function cardPlayed(): Table {
  const r = submit(registry, startedTable('plunder', ['Ann', 'Bob', 'Cy']), { type: 'play', player: 'Ann' });
  if (!r.ok) throw new Error(r.reason);
  return r.table;
}

/** The German and Polish catalogues a Plunder! tablet has loaded: the game's and the table's own. */
async function catalogues() {
  const [de, pl, coreDe, corePl] = await Promise.all([
    import('./locales/de.ts'),
    import('./locales/pl.ts'),
    import('../core/locales/de.ts'),
    import('../core/locales/pl.ts'),
  ]);
  return { de: { ...coreDe.messages, ...de.messages }, pl: { ...corePl.messages, ...pl.messages } };
}

afterEach(() => activate('en', {}));

describe("Plunder!'s refusals", () => {
  it('are said in German and Polish, what they hold too', async () => {
    const { messages: de } = await import('./locales/de.ts');
    const { messages: pl } = await import('./locales/pl.ts');
    const table = startedTable('plunder', ['Ann', 'Bob', 'Cy']);
    const refused = [
      refusalOf(table, { type: 'pass', player: 'Bob' }),
      refusalOf(table, { type: 'resolve', effects: [{ do: 'lose', n: 1, take: {} }] }),
      refusalOf(table, { type: 'steal', player: 'Ann', from: 'Ann', colour: 'red' }),
    ];
    const said: Record<string, string[]> = {
      en: [
        "it is Ann's turn, not Bob's",
        'resolve: effect 1 (lose): "player" is required: who loses the treasures (P16)',
        'Ann cannot steal from themselves (P9)',
      ],
      de: [
        'Ann ist am Zug, nicht Bob',
        'resolve: Wirkung 1 (lose): „player“ ist nötig: wer die Schätze verliert (P16)',
        'Ann kann nicht bei sich selbst stehlen (P9)',
      ],
      pl: ['teraz tura gracza Ann, nie Bob', 'resolve: efekt 1 (lose): „player” jest wymagane: kto traci skarby (P16)', 'Ann nie może ukraść sam sobie (P9)'],
    };
    for (const [language, messages] of [
      ['en', {}],
      ['de', de],
      ['pl', pl],
    ] as const) {
      activate(language, messages);
      expect({ [language]: refused.map(saidRefusal) }).toEqual({ [language]: said[language] });
    }
  });

  it("say what a card's result cannot do, and a seat named as the harbour", async () => {
    const { de, pl } = await catalogues();
    const table = cardPlayed();
    const resolve = (effects: unknown[]) => refusalOf(table, { type: 'resolve', effects });
    const refused = [
      resolve([{ do: 'discard', n: 9 }]),
      resolve([{ do: 'lose', player: 'Bob', n: 5, take: {} }]),
      resolve([{ do: 'steal', from: 'harbour', n: 1, colour: 'red', take: { blue: 1 } }]),
      resolve([{ do: 'keep' }, { do: 'keep' }]),
      resolve([{ do: 'give', to: 'Bob', treasures: { red: 9 } }]),
      refusalOf(emptyTable, { type: 'start', game: 'plunder', players: ['Ann', 'harbour', 'Cy'] }),
    ];
    // A steal from a crew at least twice the thief's is halved (P17): Bob's 6 against Ann's 1.
    const s = structuredClone(currentState(table)) as PlunderState;
    const [ann, bob] = s.players;
    if (!ann || !bob) throw new Error('no players');
    [ann.crew, bob.crew] = [1, 6];
    const halved = applyEffects(s, ann, [{ do: 'steal', from: 'Bob', n: 3, take: { red: 3 } }], 1);
    expect(refused.map(saidRefusal)).toEqual([
      'resolve: effect 1 (discard): Ann holds 4 cards, cannot discard 9 (P22)',
      'resolve: effect 1 (lose): Bob loses 5 treasures (of 6 held, P20): "take" names 0',
      'resolve: effect 1 (steal): the card steals red only: take red only',
      'resolve: effect 2 (keep): the card is kept once',
      'resolve: effect 1 (give): Ann holds 6 red, not 9',
      'start: player 2 "harbour" is the name of the harbour (P9): choose another name',
    ]);
    expect(halved).toBe(
      "effect 2 (steal): Bob's 6 crew is at least twice Ann's 1, so the steal of 3 is halved to 1 (P17); Bob holds 6: take exactly 1 treasure, not 3",
    );
    activate('de', de);
    expect([...refused, String(halved)].map(saidRefusal)).toEqual([
      'resolve: Wirkung 1 (discard): Ann hat 4 Karten, kann nicht 9 abwerfen (P22)',
      'resolve: Wirkung 1 (lose): Bob verliert 5 Schätze (von 6 im Besitz, P20): „take“ nennt 0',
      'resolve: Wirkung 1 (steal): die Karte stiehlt nur Rot: nimm nur Rot',
      'resolve: Wirkung 2 (keep): die Karte wird nur einmal behalten',
      'resolve: Wirkung 1 (give): Ann hat 6 × Rot, nicht 9',
      'start: Spieler 2 "harbour" ist der Name des Hafens (P9): Wähle einen anderen Namen',
      'Wirkung 2 (steal): Die Crew von Bob (6) ist mindestens doppelt so groß wie die von Ann (1), also wird der Diebstahl von 3 auf 1 halbiert (P17); Bob hat 6: nimm genau 1 Schatz, nicht 3',
    ]);
    activate('pl', pl);
    const lose = (n: number) => resolve([{ do: 'lose', player: 'Bob', n, take: {} }]);
    expect([2, 5].map((n) => saidRefusal(lose(n)))).toEqual([
      'resolve: efekt 1 (lose): Bob traci 2 skarby (z 6 posiadanych, P20): „take” podaje 0',
      'resolve: efekt 1 (lose): Bob traci 5 skarbów (z 6 posiadanych, P20): „take” podaje 0',
    ]);
    expect(saidRefusal(refused[0] ?? '')).toBe('resolve: efekt 1 (discard): Ann ma 4 karty, nie może odrzucić 9 (P22)');
  });
});
