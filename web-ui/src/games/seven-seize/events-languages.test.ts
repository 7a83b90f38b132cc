// 7 Seize's events and verdicts on a German and a Polish tablet (issue 52): over whole random games
// (every table size, Cursed Treasure, pieces kept out, ties and the host's picks), each event the
// state keeps (as data: a message and its values, sent as JSON) and each contest's verdict is said
// from the catalogues and differs from its English; Polish counts pieces in its three plural forms.
import type { Messages } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { contestWords, playerOutcome } from '../../../../games/seven-seize/weigh-off-verdicts.ts';
import { eventText, type SeizeEvent, told } from '../../../../games/seven-seize/narrate.ts';
import type { ContestResult, SevenSeizeState } from '../../../../games/seven-seize/state.ts';
import { Chooser, playRandomGame } from '../../../../games/seven-seize/testing/random-game.ts';
import { TableDriver } from '../../../../games/seven-seize/testing/table-driver.ts';
import { phrase } from '../../../../games/core/phrase.ts';
import { activate } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';
import { sayPhrase } from '../../i18n/said-phrase.ts';
import { messages as gameDe } from './locales/de.ts';
import { messages as gamePl } from './locales/pl.ts';
import { messages as weighDe } from './weigh-off/locales/de.ts';
import { messages as weighPl } from './weigh-off/locales/pl.ts';

afterAll(() => activate('en', {}));

/** Every event and contest of whole games at these tables, events as a tablet gets them (JSON). */
function played(): { events: SeizeEvent[]; results: ContestResult[]; finals: SevenSeizeState[] } {
  const events: SeizeEvent[] = [];
  const results: ContestResult[] = [];
  const finals: SevenSeizeState[] = [];
  const tables = [
    { players: 2, seed: 1, tieRate: 0.6 },
    { players: 3, seed: 2, tieRate: 0.5, hostPickRate: 0.5 },
    { players: 4, seed: 3, cursedTreasure: true, tieRate: 0.5 },
    { players: 5, seed: 4, keepTiebreakPiecesOut: true, tieRate: 0.7 },
    { players: 3, seed: 5, cursedTreasure: true, keepTiebreakPiecesOut: true, tieRate: 0.8 },
    { players: 2, seed: 6, tieRate: 1 },
  ];
  for (const { seed, ...opts } of tables) {
    const d = new TableDriver((_, after) => {
      const s = after.last?.state as SevenSeizeState;
      events.push(...(JSON.parse(JSON.stringify(s.events)) as SeizeEvent[]));
    });
    playRandomGame(d, opts, new Chooser([], seed));
    const s = d.state();
    finals.push(s);
    results.push(...(s.weighOff?.results ?? []));
  }
  return { events, results, finals };
}

const { events, results, finals } = played();

function sayingIn(language: 'de' | 'pl', messages: Messages, say: () => string): string {
  activate(language, messages);
  try {
    return say();
  } finally {
    activate('en', {});
  }
}

describe("7 Seize's events and verdicts in the tablet's language", () => {
  it('are every kind the game tells, kept as data', () => {
    const kinds = new Set(events.map((e) => e.message));
    // Rounds (captains, divvies, each card's action, a swab) and the weigh-off (contests, verdicts, ties, set-aside pieces, the win).
    expect(kinds.size).toBeGreaterThanOrEqual(20);
    for (const e of events)
      expect(
        Object.values(e.values).every((v) => typeof v !== 'string' || !/ the | is /.test(v)),
        e.message,
      ).toBe(true);
  });

  for (const [language, words] of [
    ['de', { ...gameDe, ...weighDe }],
    ['pl', { ...gamePl, ...weighPl }],
  ] as const) {
    it(`are said in ${language}: each event, each verdict and each player's outcome`, () => {
      for (const e of events) {
        const english = eventText(e);
        const said = sayingIn(language, words, () => sayPhrase(e, english));
        expect(said, english).not.toBe(english);
        expect(said).not.toMatch(/\{|undefined|NaN/);
      }
      for (const r of results) {
        const w = contestWords(r);
        for (const text of [w.verdict, w.tiebreak, ...w.weighings, eventText(r.reason)].filter((x): x is string => x !== null)) {
          const said = sayingIn(language, words, () => sayText(text));
          expect(said, text).not.toBe(text);
        }
      }
      for (const s of finals)
        for (const p of s.participants) {
          const text = playerOutcome(s.weighOff?.results ?? [], p, s.winners.includes(p));
          expect(
            sayingIn(language, words, () => sayText(text)),
            text,
          ).not.toBe(text);
        }
    });
  }

  it('counts pieces in Polish as one, few and many', () => {
    const words = { ...gamePl, ...weighPl };
    const swab = (left: number) =>
      told(phrase('{first} swabs the deck and takes the {left, plural, one {# piece} other {# pieces}} left in the stashes', { first: 'Ann', left }));
    const back = (returned: number) => told(phrase('The {returned, plural, one {# piece} other {# pieces}} set aside go back to their owners', { returned }));
    const pl = (e: SeizeEvent) => sayingIn('pl', words, () => sayPhrase(e, eventText(e)));
    expect([1, 3, 5, 22].map((n) => pl(swab(n)))).toEqual([
      'Ann szoruje pokład i bierze to, co zostało na stosach: 1 element',
      'Ann szoruje pokład i bierze to, co zostało na stosach: 3 elementy',
      'Ann szoruje pokład i bierze to, co zostało na stosach: 5 elementów',
      'Ann szoruje pokład i bierze to, co zostało na stosach: 22 elementy',
    ]);
    expect(pl(back(12))).toBe('Odłożone na bok elementy (12 elementów) wracają do właścicieli');
    expect(eventText(back(1))).toBe('The 1 piece set aside go back to their owners');
  });

  it('say a red stash and a black one in German', () => {
    const words = { ...gameDe, ...weighDe };
    const take = (colour: 'red' | 'black') =>
      told(phrase('{who} ({card}) takes {n} from the {colour, select, red {red} other {black}} stash', { who: 'Ann', card: 'JH', n: 2, colour }));
    const de = (e: SeizeEvent) => sayingIn('de', words, () => sayPhrase(e, eventText(e)));
    expect(eventText(take('red'))).toBe('Ann (JH) takes 2 from the red stash');
    expect([de(take('red')), de(take('black'))]).toEqual(['Ann (JH) nimmt 2 vom roten Haufen', 'Ann (JH) nimmt 2 vom schwarzen Haufen']);
  });
});
