// The setup guide's findings, in the builder's words: what the rig showed, and what to do; each
// as its English and, beside it, its id and values for each tablet's language (protocol/said.ts).
import type { Said } from '#protocol';
import { WIRING, type WiringPart } from '../../../hardware/wiring-parts.ts';
import type { CupName } from './guide-state.ts';

/** A sentence of the guide: `text` with its id and values. */
export const guideSaid = (id: string, text: string, values?: Said['values']): Said => ({ id: `setup/${id}`, ...(values ? { values } : {}), text });

/** A finding's `says` and `said` from a sentence of the guide. */
export const saying = (said: Said): { says: string; said: Said } => ({ says: said.text, said });

/** A cup's HX711 that does not read (or reads at its limit) when the builder says it is wired. */
export function cupFinding(part: Extract<WiringPart, 'left cup' | 'right cup'>, heard: 'at the limit' | 'silent'): Said {
  const side = part === 'left cup' ? 'left' : 'right';
  const dt = WIRING[part].rows[0]!.pin;
  return heard === 'silent'
    ? guideSaid('cup-silent', `The rig hears nothing from the ${side} cup's HX711 board: check its DT on ${dt}, SCK on D4, VCC on 5V and GND.`, {
        cup: { code: side },
        pin: { code: dt },
      })
    : guideSaid(
        'cup-at-limit',
        `The ${side} cup reads at the limit of its HX711 board: a load-cell wire is loose, or on the wrong pad (red E+, black E−, white A−, green A+).`,
        { cup: { code: side } },
      );
}

/** The reader that has not seen a card: not there at all, or no card yet. */
export function readerFinding(absent: boolean, at: 'wire' | 'enrol'): Said {
  if (absent)
    return guideSaid(
      'no-reader',
      'The rig finds no card reader: it did not answer when the rig started. Check its 3.3V (never 5V), GND and the wires in the table, then unplug the rig and plug it back in.',
    );
  return at === 'wire'
    ? guideSaid('no-card-wired', 'The reader has not seen a card yet: put one flat on the reader, then press Done again.')
    : guideSaid('no-card-enrolled', 'The reader has not seen a card here yet: start enrolling, and put each card it asks for on the reader.');
}

/** How close a known weight must read after the calibration: 1 % of it, or 1 g for a light one. */
export const readsRight = (grams: number, reads: number): boolean => Math.abs(reads - grams) <= Math.max(1, grams * 0.01);

/** Why a known weight does not read right after the calibration, or null when it does. */
export function calibrationFinding(cup: CupName, grams: number, reads: number): Said | null {
  if (readsRight(grams, reads)) return null;
  return guideSaid(
    'reads-off',
    `The ${cup} cup reads ${reads.toFixed(1)} g with the ${grams} g weight in it: keep the table still and the weight in the middle of the cup, then empty the cup and start this cup again.`,
    { cup: { code: cup }, reads: { grams: Math.round(reads * 10) / 10 }, weight: { code: String(grams) } },
  );
}

/** What the guide waits for while it asks the rig (`working`). */
export const LOOKING_FOR_CARD = guideSaid('looking-for-card', 'looking for a card on the reader');
export const taringOrCalibrating = (action: 'tare' | 'weight', cup: CupName): Said =>
  action === 'tare'
    ? guideSaid('taring', `taring the ${cup} cup`, { cup: { code: cup } })
    : guideSaid('calibrating', `calibrating the ${cup} cup`, { cup: { code: cup } });
