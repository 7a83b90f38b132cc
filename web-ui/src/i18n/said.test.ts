// The server's words said in each tablet's language (protocol/said.ts, i18n/said.ts): a message id
// the tablet knows is said in its words with its values put in as each is written (a count through
// the plural, a weight with a decimal comma, a name as it is); one it does not know, in the
// server's English. The pairing news is the worked example (parts/pairing-words.ts).
import { Value } from '@sinclair/typebox/value';
import { afterEach, describe, expect, it } from 'vitest';
import { Said, SaidPhrase } from '#protocol';
import { messages as de } from '../locales/de.ts';
import { messages as pl } from '../locales/pl.ts';
import { pairingSaid, pairingWords } from '../parts/pairing-words.ts';
import { activate, msg } from './i18n.ts';
import { sayIt } from './said.ts';

afterEach(() => activate('en', {}));

describe("the server's words, in the tablet's language", () => {
  it('checks a message at the edge: an id of words, values each of one kind', () => {
    expect(Value.Check(Said, { id: 'pairing/paired', text: 'This tablet is host.' })).toBe(true);
    expect(Value.Check(Said, { id: 'weigh/verdict', values: { player: { player: 'Ann' }, load: { grams: 12.5 }, rule: { rule: 'R22' } }, text: '…' })).toBe(
      true,
    );
    expect(Value.Check(Said, { id: 'Paired!', text: '' })).toBe(false);
    expect(Value.Check(Said, { id: 'pairing/paired', values: { n: { count: 1.5 } }, text: '' })).toBe(false);
    expect(Value.Check(Said, { id: 'pairing/paired', values: { n: { count: 1, grams: 2 } }, text: '' })).toBe(false);
    expect(Value.Check(Said, { id: 'rules/cited', values: { rule: { rule: 'see R12' } }, text: '' })).toBe(false);
  });

  it("checks a game's sentence at the edge: a value a name, a number, a list of names or a sentence", () => {
    const awaits = { message: 'the game awaits a card from {players}', values: { players: { list: ['Ann', 'Bob'], type: 'conjunction' } } };
    expect(Value.Check(SaidPhrase, { message: '{what} is not expected now: {awaiting}', values: { what: 'a divvy', awaiting: awaits } })).toBe(true);
    expect(Value.Check(SaidPhrase, { message: 'm', values: { awaiting: { message: 'n', values: { n: true } } } })).toBe(false);
    expect(Value.Check(SaidPhrase, { message: 'm', values: { who: { list: ['Ann', 3], type: 'conjunction' } } })).toBe(false);
    expect(Value.Check(SaidPhrase, { message: 'm', values: { who: { list: ['Ann'], type: 'either' } } })).toBe(false);
    expect(Value.Check(SaidPhrase, { message: 'm', values: { Who: 'Ann' } })).toBe(false);
  });

  it("puts each value in as the tablet's language writes it, and says an id it does not know in English", () => {
    const words = { 'test/piece': msg('{player}: {count, plural, one {# piece} other {# pieces}}') };
    const said = { id: 'test/piece', values: { player: { player: 'Ann' }, count: { count: 5 } }, text: "Ann's 5 pieces" } as const;
    expect(sayIt(said, words)).toBe('Ann: 5 pieces');
    expect(sayIt({ id: 'test/unknown', text: 'The server says so.' }, words)).toBe('The server says so.');
    const weight = { id: 'test/weight', values: { load: { grams: 12.5 } }, text: 'Left: 12.5 g' } as const;
    const weighs = { 'test/weight': msg('Left: {load}') };
    expect(sayIt(weight, weighs)).toBe('Left: 12.5 g');
    activate('de', de);
    expect(sayIt(weight, weighs)).toBe('Left: 12,5 g');
  });

  it('says the pairing news the tablet knows in its language, the rest in English', () => {
    const paired = { state: 'paired', message: 'This tablet is host, and stays host when the Quartermaster restarts.' } as const;
    const refused = { state: 'refused', reason: 'limited', message: "Too many wrong host keys from this tablet's address: try again in 30 s." } as const;
    expect(pairingSaid({ ...refused, code: '0042', secondsLeft: 30 })).toEqual({
      id: 'pairing/refused-limited',
      values: { code: { code: '0042' }, seconds: { count: 30 } },
      text: refused.message,
    });
    expect(pairingWords(paired)).toBe(paired.message);
    activate('de', de);
    expect(pairingWords(paired)).toBe('Dieses Tablet ist Gastgeber und bleibt es, wenn der Quartermaster neu startet.');
    expect(pairingWords({ state: 'withdrawn', message: '…' })).toMatch(/^Alle Gastgeber-Links wurden zurückgezogen/);
    expect(pairingWords(refused)).toBe(refused.message);
    activate('pl', pl);
    expect(pairingWords(paired)).toBe('Ten tablet jest gospodarzem i pozostanie nim po ponownym uruchomieniu Quartermastera.');
  });

  it("says a refusal's next step by whether the rig has a button, and a lockout's seconds to wait", () => {
    const restarted = { state: 'refused', reason: 'restarted', message: 'This tablet is no longer the host: the Quartermaster was restarted…' } as const;
    expect(pairingSaid({ ...restarted, button: false }).values).toEqual({ button: { code: 'no' } });
    activate('de', de);
    expect(pairingWords({ ...restarted, button: true })).toMatch(/^Dieses Tablet ist nicht mehr Gastgeber: .* drücke dann den Knopf des Geräts\.$/);
    expect(pairingWords({ ...restarted, button: false })).toMatch(/Öffne den Gastgeber-Link/);
    // A message without the value its words need (an older server's) is said in its English.
    expect(pairingWords(restarted)).toBe(restarted.message);
    activate('pl', pl);
    const limited = { state: 'refused', reason: 'limited', message: "Too many wrong host keys from this tablet's address: try again in 30 s." } as const;
    expect(pairingWords({ ...limited, secondsLeft: 30 })).toBe('Zbyt wiele błędnych kluczy gospodarza z adresu tego tabletu: spróbuj ponownie za 30 s.');
    expect(pairingWords(limited)).toBe(limited.message);
  });

  it('says an ask that ended and a host dropped as one too many in its language, the most kept through the plural', () => {
    const dropped = {
      state: 'refused',
      reason: 'dropped',
      button: true,
      message: 'This tablet is no longer the host: the table keeps at most 8 host tablets…',
    } as const;
    activate('de', de);
    expect(pairingWords({ state: 'ended', reason: 'turned-down', message: 'A host turned the ask down…' })).toBe(
      'Ein Gastgeber hat die Bitte abgelehnt: dieses Tablet bleibt Zuschauer.',
    );
    expect(pairingWords({ state: 'ended', reason: 'taken-back', message: '…' })).toBe('Du hast die Bitte zurückgenommen: dieses Tablet bleibt Zuschauer.');
    expect(pairingWords({ state: 'ended', reason: 'timed-out', message: '…' })).toMatch(/^Niemand hat den Knopf des Geräts rechtzeitig gedrückt/);
    expect(pairingWords({ ...dropped, keeps: 1 })).toMatch(/^Dieses Tablet ist nicht mehr Gastgeber: der Tisch behält höchstens 1 Gastgeber-Tablet, /);
    expect(pairingWords({ ...dropped, keeps: 8 })).toMatch(/höchstens 8 Gastgeber-Tablets, .* drücke dann den Knopf des Geräts\.$/);
    // Without the most kept (an older server's message), in its English.
    expect(pairingWords(dropped)).toBe(dropped.message);
    activate('pl', pl);
    expect(pairingWords({ ...dropped, keeps: 2 })).toMatch(/najwyżej 2 tablety gospodarza,/);
    expect(pairingWords({ ...dropped, keeps: 5 })).toMatch(/najwyżej 5 tabletów gospodarza,/);
    expect(pairingWords({ ...dropped, keeps: 22 })).toMatch(/najwyżej 22 tablety gospodarza,/);
  });
});
