// The setup guide's words named ahead of being shown (through `t`): each step's name, each part's
// heading, sentence and picture, and the list of parts. The rig's wiring (hardware/wiring-parts.ts)
// is the terminal's English; the tablet says the same in its own language.
import type { WiringPart } from '../../../../hardware/wiring-parts.ts';
import type { SetupStatus } from '#protocol';
import { type Msg, msg } from '../../i18n/i18n.ts';

type Step = SetupStatus['guide']['step'];
type Cup = SetupStatus['guide']['cup'];

export const STEP_WORDS: Record<Step, Msg> = {
  parts: msg('The parts'),
  wiring: msg('The wiring'),
  flash: msg("The rig's firmware"),
  check: msg('The rig check'),
  calibrate: msg('Calibrate the cups'),
  cards: msg('Enrol the cards'),
  done: msg('The rig is set up'),
};

/** Each cup's calibration: its heading, then what to do while it is tared and once it is. */
export const CUP_WORDS: Record<Cup, { title: Msg; empty: Msg; weight: Msg }> = {
  left: {
    title: msg('Calibrate the cups: the left cup'),
    empty: msg('Empty the left cup, then say so.'),
    weight: msg('Put a known weight in the left cup and say how many grams it weighs (a 1 euro coin weighs 7.5 g).'),
  },
  right: {
    title: msg('Calibrate the cups: the right cup'),
    empty: msg('Empty the right cup, then say so.'),
    weight: msg('Put a known weight in the right cup and say how many grams it weighs (a 1 euro coin weighs 7.5 g).'),
  },
};

/** Each part's wiring: its name in the progress line, the step's heading, what to do, its picture. */
export const PART_WORDS: Record<WiringPart, { title: Msg; wire: Msg; says: Msg; picture: Msg }> = {
  'left cup': {
    title: msg('The left cup'),
    wire: msg('Wire the left cup'),
    says: msg('Wire the load cell under the left cup to its HX711 board (red E+, black E−, white A−, green A+), and the board to the Nano.'),
    picture: msg('The wiring picture: the left cup'),
  },
  'right cup': {
    title: msg('The right cup'),
    wire: msg('Wire the right cup'),
    says: msg('Wire the load cell under the right cup to the second HX711 board the same way, and its DT to D3.'),
    picture: msg('The wiring picture: the right cup'),
  },
  reader: {
    title: msg('The card reader'),
    wire: msg('Wire the card reader'),
    says: msg('Wire the MFRC522 reader to 3.3 V (never 5 V), with SDA, SCK, MOSI and RST through the level shifter. Then put a card flat on it.'),
    picture: msg('The wiring picture: the card reader'),
  },
  'button and lights': {
    title: msg('The button, lights and buzzer'),
    wire: msg('Wire the button, lights and buzzer'),
    says: msg('If you have them: the All in button from D7 to GND, three LEDs through 330 Ω resistors to GND, and a passive buzzer through 100 Ω.'),
    picture: msg('The wiring picture: the button, lights and buzzer'),
  },
};

/** What a builder needs before the wiring, in hardware/wiring-parts.ts's order (RIG_PARTS). */
export const RIG_PART_WORDS: readonly Msg[] = [
  msg('an Arduino Nano (or Uno) and its USB cable'),
  msg('two HX711 boards, their RATE pin brought out'),
  msg('two 5 kg bar load cells'),
  msg('an MFRC522 card reader and a level shifter'),
  msg('an NFC sticker on each card'),
  msg('the balance: two cups on their plates'),
  msg('a known weight (a 1 euro coin weighs 7.5 g)'),
  msg('a button, three LEDs (330 Ω), a passive buzzer (100 Ω)'),
];
