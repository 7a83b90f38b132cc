// The device's last problem in the tablet's language, from the id and values the rig's driver
// words it with (firmware-bridge/src/device-words.ts): the same English as the terminal's, German
// in the banner and on the Device screen; a problem with no id (a balance's) in its English.
import { afterEach, describe, expect, it } from 'vitest';
import { rigErrorWords } from '../../../../firmware-bridge/src/devices/rig-device.ts';
import { PassThrough } from 'node:stream';
import { type DeviceWords, deviceWords } from '../../../../firmware-bridge/src/device-words.ts';
import { RigPins } from '../../../../firmware-bridge/src/devices/rig-pins.ts';
import { linkOverChannel } from '../../../../firmware-bridge/src/link/channel-link.ts';
import { DuplexChannel } from '../../../../firmware-bridge/src/transport/channel.ts';
import { activate } from '../../i18n/i18n.ts';
import { messages as de } from '../../locales/de.ts';
import { messages as pl } from '../../locales/pl.ts';
import { deviceTrouble } from '../../parts/device-banner.ts';
import { messages as deviceDe } from './locales/de.ts';
import { messages as devicePl } from './locales/pl.ts';
import { partsWords, rigFault } from './rig-faults.ts';
import { deviceProblem } from '../../parts/device-problem.ts';

afterEach(() => activate('en', {}));

const said = (w: ReturnType<typeof deviceWords>) => ({ lastError: w.text, problem: w });
const faults = [
  rigErrorWords('HX_TIMEOUT', '1'),
  rigErrorWords('HX_SATURATED', '0'),
  rigErrorWords('RFID_ABSENT', '0'),
  rigErrorWords('CMD_CHECKSUM'),
  rigErrorWords('WHAT', '7'),
  deviceWords('link/cannot-open', 'cannot open /dev/ttyUSB0: No such file or directory', {
    port: { code: '/dev/ttyUSB0' },
    why: { code: 'No such file or directory' },
  }),
  deviceWords('rig/silent', 'no data from the rig for 3 s', { seconds: { count: 3 } }),
];

describe("the device's problem in the tablet's language", () => {
  it("says each in English as the rig's driver words it", () => {
    for (const f of faults) expect([deviceProblem(said(f)), rigFault(said(f))]).toEqual([f.text, f.text]);
    expect(deviceProblem({ lastError: 'the balance reports overload' })).toBe('the balance reports overload');
    expect(deviceProblem({})).toBeUndefined();
  });

  it("says the banner and, on the Device screen, the rig's faults in German, a port and what the system said as they are", () => {
    activate('de', { ...de, ...deviceDe });
    expect(deviceTrouble({ kind: 'rig', state: 'disconnected', ...said(deviceWords('link/unplugged', 'cable unplugged')) }, false)?.[0]).toBe(
      'Gerät – getrennt: Kabel abgezogen.',
    );
    // The banner says the link's words; the rig's own faults are the Device screen's, in English on the banner.
    expect(deviceProblem(said(rigErrorWords('HX_TIMEOUT', '1')))).toBe('HX711 on the right cup does not answer');
    expect(faults.map((f) => rigFault(said(f)))).toEqual([
      'der HX711 an der rechten Schale antwortet nicht',
      'die Wägezelle der linken Schale ist am Anschlag (überlastet oder falsch verdrahtet)',
      'RFID-Leser 0 antwortet nicht',
      'das Gerät konnte einen Befehl nicht lesen (CMD_CHECKSUM)',
      'Gerätefehler WHAT 7',
      '/dev/ttyUSB0 lässt sich nicht öffnen: No such file or directory',
      'seit 3 s keine Daten vom Gerät',
    ]);
    // A balance's problem has no id: its English.
    expect(deviceProblem({ lastError: 'the balance reports overload' })).toBe('the balance reports overload');
    activate('pl', { ...pl, ...devicePl });
    expect(rigFault(said(rigErrorWords('HX_TIMEOUT', '0')))).toBe('HX711 lewej szalki nie odpowiada');
  });

  it("says why the rig's button and lights are not available in German, as the pins word it", () => {
    const pins = new RigPins(linkOverChannel(new DuplexChannel(new PassThrough(), 'test')));
    const why: (DeviceWords | undefined)[] = [];
    pins.on('unavailable', (_text, words) => why.push(words));
    pins.onHello(1, true);
    const parts = {
      state: 'unavailable',
      lights: { left: false, right: false, tie: false, blinking: false },
      chirps: 0,
      lastChirp: null,
      pressed: false,
    } as const;
    const unavailable = { ...parts, message: why[0]?.text ?? '', ...(why[0] ? { said: why[0] } : {}) };
    expect(partsWords(unavailable)).toBe(
      "the rig's firmware speaks protocol 1, which has no pins for a button, lights or a buzzer: flash firmware 1.1 or newer",
    );
    activate('de', { ...de, ...deviceDe });
    expect(partsWords(unavailable)).toBe(
      'die Firmware des Geräts spricht Protokoll 1, das keine Pins für Knopf, Lichter oder Summer hat: spiele Firmware 1.1 oder neuer auf',
    );
    expect(partsWords({ ...parts, message: 'the rig says no' })).toBe('the rig says no');
  });
});
