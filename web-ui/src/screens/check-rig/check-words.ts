// The rig check's words the tablet says in its own language from what the check sends as data:
// the step it asks for (CheckStep: its kind, seconds, grams, part), the stage under way, and the
// part and measure each finding is about. A part or measure the tablet has no words for is shown
// as the server names it.
import { COINS } from '../../../../firmware-bridge/src/check/coins.ts';
import type { CheckProgress, CheckStep } from '../../../../firmware-bridge/src/check/run-check.ts';
import { list, number } from '../../i18n/format.ts';
import { type Msg, msg, t } from '../../i18n/i18n.ts';

/** Each coin by its name in the tablet's language (a coin's own name, as `UK 2p`, stays as it is). */
const COIN_WORDS: Readonly<Record<string, Msg>> = {
  '1 euro': msg('1 euro'),
  '2 euro': msg('2 euro'),
  '50 euro cent': msg('50 euro cent'),
  'US quarter': msg('US quarter'),
  'US nickel': msg('US nickel'),
  'UK £1 (12-sided)': msg('UK £1 (12-sided)'),
};

/** A light or the buzzer (recording.ts OutputPart), and the rig's other parts a finding names. */
const PART_WORDS: Readonly<Record<string, Msg>> = {
  rig: msg('rig'),
  'left cup': msg('left cup'),
  'right cup': msg('right cup'),
  'reader 0': msg('reader 0'),
  button: msg('button'),
  'left light': msg('left light'),
  'right light': msg('right light'),
  'tie light': msg('tie light'),
  buzzer: msg('buzzer'),
};

const MEASURE_WORDS: Readonly<Record<string, Msg>> = {
  firmware: msg('firmware'),
  present: msg('present'),
  'samples per second': msg('samples per second'),
  noise: msg('noise'),
  drift: msg('drift'),
  response: msg('response'),
  sign: msg('sign'),
  creep: msg('creep'),
  linearity: msg('linearity'),
  card: msg('card'),
  dropouts: msg('dropouts'),
  'reads per second': msg('reads per second'),
  press: msg('press'),
  bounces: msg('bounces'),
  'lights up': msg('lights up'),
  sounds: msg('sounds'),
};

const STAGE_WORDS: Readonly<Record<CheckProgress['stage'], Msg>> = {
  connecting: msg('connecting'),
  'empty cups': msg('empty cups'),
  'known weight': msg('known weight'),
  card: msg('card'),
  button: msg('button'),
  'lights and buzzer': msg('lights and buzzer'),
  report: msg('report'),
};

const said = (words: Readonly<Record<string, Msg>>, name: string): string => {
  const m = words[name];
  return m ? t(m) : name;
};

/** A part of the rig as a finding names it (`left cup`), in the tablet's language. */
export const partWords = (part: string): string => said(PART_WORDS, part);
/** What a finding measured (`noise`), in the tablet's language. */
export const measureWords = (measure: string): string => said(MEASURE_WORDS, measure);
/** The check's stage under way, in the tablet's language. */
export const stageWords = (stage: CheckProgress['stage']): string => t(STAGE_WORDS[stage]);

/** A weight as minted or weighed, to the hundredth it was given in: `7.5 g`, `5,67 g`. */
const weight = (g: number): string => `${number(g, { maximumFractionDigits: 2, useGrouping: false })} g`;

/** What the check asks a person to do now, in the tablet's language. */
export function stepSays(step: CheckStep): string {
  switch (step.kind) {
    case 'empty':
      return t('Empty both cups and keep the table still for {seconds} s.', { seconds: step.seconds });
    case 'weight':
      return t('Put the same known weight in each cup (a kitchen weight, or coins: {coins}), and say how many grams.', {
        coins: list(
          COINS.map((c) => `${said(COIN_WORDS, c.name)} ${weight(c.grams)}`),
          'unit',
        ),
      });
    case 'second weight':
      return t('Add a second {grams} to each cup (or skip if you have only one).', { grams: weight(step.grams) });
    case 'take weights out':
      return t('Take the weights out.');
    case 'place card':
      return t('Lay any card on the reader and leave it there.');
    case 'take card away':
      return t('Take the card away.');
    case 'press button':
      return t('Press the button once, within {seconds} s (skip if the rig has none).', { seconds: step.seconds });
    case 'watch':
      // A light's words agree with its name in other languages: a message each.
      if (step.part === 'left light') return t('Watch: does the left light light up?');
      if (step.part === 'right light') return t('Watch: does the right light light up?');
      if (step.part === 'tie light') return t('Watch: does the tie light light up?');
      return t('Listen: does the buzzer sound?');
  }
}
