// The rig check's words the tablet says from the check's data: the step asked for (its seconds,
// grams and light), the stage under way, and each finding's part and measure, in German; a part
// the tablet has no words for is shown as the server names it.
import { afterEach, describe, expect, it } from 'vitest';
import { type CheckStep, stepWords } from '../../../../firmware-bridge/src/check/run-check.ts';
import { activate } from '../../i18n/i18n.ts';
import { messages as shell } from '../../locales/de.ts';
import { measureWords, partWords, stageWords, stepSays } from './check-words.ts';
import { messages as de } from './locales/de.ts';
import { messages as pl } from './locales/pl.ts';
import { messages as plShell } from '../../locales/pl.ts';

afterEach(() => activate('en', {}));

describe("the rig check's words in the tablet's language", () => {
  it('asks for each step in English as the terminal does', () => {
    const steps: CheckStep[] = [
      { kind: 'empty', seconds: 60 },
      { kind: 'weight' },
      { kind: 'second weight', grams: 7.5 },
      { kind: 'take weights out' },
      { kind: 'place card' },
      { kind: 'take card away' },
      { kind: 'press button', pin: 7, seconds: 8 },
      ...(['left light', 'right light', 'tie light', 'buzzer'] as const).map((part) => ({ kind: 'watch', part, pin: 14 }) as const),
    ];
    for (const step of steps) expect(stepSays(step)).toBe(stepWords(step));
    expect(stepSays({ kind: 'empty', seconds: 10 })).toBe('Empty both cups and keep the table still for 10 s.');
    expect(stepSays({ kind: 'weight' })).toBe(
      'Put the same known weight in each cup (a kitchen weight, or coins: 1 euro 7.5 g, 2 euro 8.5 g, 50 euro cent 7.8 g, US quarter 5.67 g, US nickel 5 g, UK £1 (12-sided) 8.75 g, UK 2p 7.12 g), and say how many grams.',
    );
  });

  it('asks for each step in German, its weights with a decimal comma', () => {
    activate('de', { ...shell, ...de });
    expect(stepSays({ kind: 'empty', seconds: 10 })).toBe('Leere beide Schalen und halte den Tisch 10 s lang ruhig.');
    expect(stepSays({ kind: 'weight' })).toMatch(
      /^Lege in jede Schale dasselbe bekannte Gewicht \(ein Küchengewicht oder Münzen: 1 Euro 7,5 g, 2 Euro 8,5 g, .*UK 2p 7,12 g\)/,
    );
    expect(stepSays({ kind: 'second weight', grams: 7.5 })).toBe('Lege in jede Schale ein zweites Mal 7,5 g (oder überspringe, wenn du nur eines hast).');
    expect(stepSays({ kind: 'press button', pin: 7, seconds: 8 })).toBe('Drücke den Knopf einmal, innerhalb von 8 s (überspringe, wenn das Gerät keinen hat).');
    expect(stepSays({ kind: 'watch', part: 'tie light', pin: 16 })).toBe('Schau hin: leuchtet das Gleichstandslicht auf?');
    expect(stepSays({ kind: 'watch', part: 'buzzer', pin: 17 })).toBe('Hör hin: ertönt der Summer?');
  });

  it("names a finding's part and measure and the stage in German, an unknown part as the server names it", () => {
    activate('de', { ...shell, ...de });
    expect([partWords('left cup'), measureWords('samples per second')]).toEqual(['linke Schale', 'Messwerte pro Sekunde']);
    expect([partWords('reader 0'), measureWords('dropouts'), stageWords('known weight')]).toEqual(['Kartenleser 0', 'Aussetzer', 'bekanntes Gewicht']);
    expect([partWords('reader 1'), measureWords('wobble')]).toEqual(['reader 1', 'wobble']);
    activate('pl', { ...plShell, ...pl });
    expect([partWords('right light'), measureWords('lights up'), stageWords('empty cups')]).toEqual(['prawa lampka', 'świeci', 'puste szalki']);
  });
});
