// The setup guide's sentences the server words (server/src/setup/setup-words.ts) said on a tablet
// in its language from their id and values (web-ui/src/screens/setup/guide-said.ts): in English as
// the server says them, in German and Polish with the cup's side and the weight in their words.
import { afterEach, describe, expect, it } from 'vitest';
import { calibrationFinding, cupFinding, guideSaid, LOOKING_FOR_CARD, readerFinding, taringOrCalibrating } from '../../server/src/setup/setup-words.ts';
import { activate } from '../../web-ui/src/i18n/i18n.ts';
import { guideSays } from '../../web-ui/src/screens/setup/guide-said.ts';
import { messages as de } from '../../web-ui/src/screens/setup/locales/de.ts';
import { messages as pl } from '../../web-ui/src/screens/setup/locales/pl.ts';

afterEach(() => activate('en', {}));

const sentences = [
  cupFinding('left cup', 'silent'),
  cupFinding('right cup', 'at the limit'),
  readerFinding(true, 'wire'),
  readerFinding(false, 'wire'),
  readerFinding(false, 'enrol'),
  calibrationFinding('right', 100, 91.24)!,
  guideSaid('check-stopped', 'The check stopped: the rig went away.', { why: { code: 'the rig went away' } }),
  LOOKING_FOR_CARD,
  taringOrCalibrating('tare', 'left'),
  taringOrCalibrating('weight', 'right'),
];

describe("the setup guide's sentences in the tablet's language", () => {
  it('says each in English as the server does', () => {
    for (const s of sentences) expect(guideSays(s, s.text)).toBe(s.text);
    expect(guideSays(undefined, 'The check found a problem with the left cup (noise): …')).toBe('The check found a problem with the left cup (noise): …');
  });

  it('says each in German, the cup by its side and the reading with a decimal comma', () => {
    activate('de', de);
    const [silent, limit, , , , off, stopped, looking, taring, calibrating] = sentences.map((s) => guideSays(s, s.text));
    expect(silent).toBe('Das Gerät hört nichts von der HX711-Platine der linken Schale: prüfe ihr DT an D2, SCK an D4, VCC an 5V und GND.');
    expect(limit).toMatch(/^Die rechte Schale liest am Anschlag/);
    expect(off).toMatch(/^Die rechte Schale zeigt 91,2 g mit dem 100-g-Gewicht darin: /);
    expect([stopped, looking, taring, calibrating]).toEqual([
      'Die Prüfung wurde abgebrochen: the rig went away.',
      'suche eine Karte auf dem Kartenleser',
      'tariere die linke Schale',
      'kalibriere die rechte Schale',
    ]);
    activate('pl', pl);
    expect(guideSays(taringOrCalibrating('tare', 'right'), '')).toBe('taruję prawą szalkę');
  });
});
