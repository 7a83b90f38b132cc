// The setup guide's sentences the server words (a finding that holds a step, what it waits for
// while it asks the rig: server/src/setup/setup-words.ts), said in the tablet's language from
// their id and values; one with no id (what the rig check found, in its own words) in English.
import type { Said } from '#protocol';
import { type Msg, msg } from '../../i18n/i18n.ts';
import { sayIt } from '../../i18n/said.ts';

const GUIDE_WORDS: Readonly<Record<string, Msg>> = {
  'setup/cup-silent': msg(
    "The rig hears nothing from the {cup, select, left {left} other {right}} cup's HX711 board: check its DT on {pin}, SCK on D4, VCC on 5V and GND.",
  ),
  'setup/cup-at-limit': msg(
    'The {cup, select, left {left} other {right}} cup reads at the limit of its HX711 board: a load-cell wire is loose, or on the wrong pad (red E+, black E−, white A−, green A+).',
  ),
  'setup/no-reader': msg(
    'The rig finds no card reader: it did not answer when the rig started. Check its 3.3V (never 5V), GND and the wires in the table, then unplug the rig and plug it back in.',
  ),
  'setup/no-card-wired': msg('The reader has not seen a card yet: put one flat on the reader, then press Done again.'),
  'setup/no-card-enrolled': msg('The reader has not seen a card here yet: start enrolling, and put each card it asks for on the reader.'),
  'setup/reads-off': msg(
    'The {cup, select, left {left} other {right}} cup reads {reads} with the {weight} g weight in it: keep the table still and the weight in the middle of the cup, then empty the cup and start this cup again.',
  ),
  'setup/not-calibrated': msg('The {cup, select, left {left} other {right}} cup could not be calibrated: {why}.'),
  'setup/check-stopped': msg('The check stopped: {why}.'),
  'setup/looking-for-card': msg('looking for a card on the reader'),
  'setup/taring': msg('taring the {cup, select, left {left} other {right}} cup'),
  'setup/calibrating': msg('calibrating the {cup, select, left {left} other {right}} cup'),
};

/** A sentence of the guide in the tablet's language: by its id where it has one, else its English. */
export function guideSays(said: Said | undefined, english: string): string {
  return said ? sayIt(said, GUIDE_WORDS) : english;
}
