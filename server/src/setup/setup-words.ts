// The setup guide's findings, in the builder's words: what the rig showed, and what to do.
import { WIRING, type WiringPart } from '../../../hardware/wiring-parts.ts';
import type { CupName } from './guide-state.ts';

/** A cup's HX711 that does not read (or reads at its limit) when the builder says it is wired. */
export function cupFinding(part: Extract<WiringPart, 'left cup' | 'right cup'>, heard: 'at the limit' | 'silent'): string {
  const side = part === 'left cup' ? 'left' : 'right';
  const dt = WIRING[part].rows[0]!.pin;
  return heard === 'silent'
    ? `The rig hears nothing from the ${side} cup's HX711 board: check its DT on ${dt}, SCK on D4, VCC on 5V and GND.`
    : `The ${side} cup reads at the limit of its HX711 board: a load-cell wire is loose, or on the wrong pad (red E+, black E−, white A−, green A+).`;
}

/** The reader that has not seen a card: not there at all, or no card yet. */
export function readerFinding(absent: boolean, at: 'wire' | 'enrol'): string {
  if (absent)
    return 'The rig finds no card reader: it did not answer when the rig started. Check its 3.3V (never 5V), GND and the wires in the table, then unplug the rig and plug it back in.';
  return at === 'wire'
    ? 'The reader has not seen a card yet: put one flat on the reader, then press Done again.'
    : 'The reader has not seen a card here yet: start enrolling, and put each card it asks for on the reader.';
}

/** How close a known weight must read after the calibration: 1 % of it, or 1 g for a light one. */
export const readsRight = (grams: number, reads: number): boolean => Math.abs(reads - grams) <= Math.max(1, grams * 0.01);

/** Why a known weight does not read right after the calibration, or null when it does. */
export function calibrationFinding(cup: CupName, grams: number, reads: number): string | null {
  if (readsRight(grams, reads)) return null;
  return `The ${cup} cup reads ${reads.toFixed(1)} g with the ${grams} g weight in it: keep the table still and the weight in the middle of the cup, then empty the cup and start this cup again.`;
}
