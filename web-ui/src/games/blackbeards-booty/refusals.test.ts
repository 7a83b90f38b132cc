// Blackbeard's Booty's refusals as the table sends them said on a tablet in its language from the
// game's catalogue: a move of the wrong pirate, a move from an empty square, and the same words the
// board shows under it when a square is tapped that the piece cannot go to (explain.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { whyNotPick } from '../../../../games/blackbeards-booty/explain.ts';
import { submit } from '../../../../games/core/table.ts';
import { registry } from '../../../../games/index.ts';
import { activate } from '../../i18n/i18n.ts';
import { sayText } from '../../i18n/phrase.ts';
import { refusalOf, saidRefusal } from '../../../../test/games/refusals.ts';
import { emptyTable } from '../../../../games/core/table.ts';

afterEach(() => activate('en', {}));

describe("Blackbeard's Booty's refusals", () => {
  it('are said in German and Polish, the colours and the ruling too', async () => {
    const { messages: de } = await import('./locales/de.ts');
    const { messages: pl } = await import('./locales/pl.ts');
    const started = submit(registry, emptyTable, { type: 'start', game: 'blackbeards-booty', players: { gold: 'Ann', silver: 'Bob' } });
    if (!started.ok) throw new Error(started.reason);
    const first = submit(registry, started.table, { type: 'first', colour: 'gold' });
    if (!first.ok) throw new Error(first.reason);
    const wrong = refusalOf(first.table, { type: 'move', from: 'c3', to: 'c4', colour: 'silver' });
    const empty = refusalOf(first.table, { type: 'move', from: 'c3', to: 'c4' });
    const pick = whyNotPick({ phase: 'first', cells: [], toMove: 'gold', noReturn: null }, 'a1')?.words ?? '';
    const all = () => [saidRefusal(wrong), saidRefusal(empty), sayText(pick)];
    expect(all()).toEqual([
      "move: it is gold's move (Ann), not silver's",
      'c3-c4: there is no coin on c3',
      'nobody has drawn from the bag yet: who starts is entered first (B6)',
    ]);
    activate('de', de);
    expect(all()).toEqual([
      'move: Gold ist am Zug (Ann), nicht Silber',
      'c3-c4: auf c3 liegt keine Münze',
      'noch niemand hat aus dem Beutel gezogen: Zuerst wird eingegeben, wer beginnt (B6)',
    ]);
    activate('pl', pl);
    expect(all()).toEqual([
      'move: teraz ruch złota (Ann), nie srebra',
      'c3-c4: na c3 nie ma monety',
      'nikt jeszcze nie losował z woreczka: najpierw podaj, kto zaczyna (B6)',
    ]);
  });
});
