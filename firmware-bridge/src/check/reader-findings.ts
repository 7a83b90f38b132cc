// The card reader's findings: a card seen, held without dropouts, and read at every poll.
import type { CheckRecording, Finding } from './recording.ts';
import { errorsFor, finding, notMeasured, round } from './finding.ts';

/** Reader 0's findings: the card seen, its dropouts, and its reads per second. */
export function readerFindings(r: CheckRecording): Finding[] {
  const part = 'reader 0';
  const absent = errorsFor(r, 'RFID_ABSENT', '0');
  if (!r.card)
    return [
      notMeasured(part, 'card', 'not measured: no card was tapped'),
      notMeasured(part, 'dropouts', 'not measured: no card was tapped'),
      notMeasured(part, 'reads per second', 'not measured: no card was tapped'),
    ];
  const ons = r.card.tags.filter((t) => t.reader === 0 && t.present).length;
  if (ons === 0)
    return [
      finding(
        part,
        'card',
        'problem',
        absent
          ? 'the MFRC522 does not answer (RFID_ABSENT): check its 3.3V (never 5V), GND, SDA to D10, SCK D13, MOSI D11, MISO D12 and RST D9, the four inputs through the level shifter'
          : 'reader 0 saw no card: hold the card flat on the reader, and check the level shifter on SDA, SCK, MOSI and RST and the reader’s 3.3V',
        { value: 0, unit: 'reads' },
      ),
      notMeasured(part, 'dropouts', 'not measured: the reader saw no card'),
      notMeasured(part, 'reads per second', 'not measured: the reader saw no card'),
    ];
  const dropouts = ons - 1;
  const held = r.card.heldSeconds;
  return [
    finding(part, 'card', 'ok', `reader 0 saw the card`, { value: ons, unit: 'reads' }),
    dropouts > 0
      ? finding(
          part,
          'dropouts',
          'problem',
          `reader 0 lost the card ${dropouts} time${dropouts === 1 ? '' : 's'} in ${round(held, 0)} s while it lay still: an MFRC522 driven from 5 V without a level shifter, a weak 3.3V or loose SPI wires do this: fit the level shifter (hardware/README.md), shorten the wires and keep metal away from the reader`,
          { value: round((dropouts * 60) / held, 1), unit: 'per minute', expected: 'none' },
        )
      : finding(part, 'dropouts', 'ok', `reader 0 held the card for ${round(held, 0)} s without losing it`, { value: 0, unit: 'per minute', expected: 'none' }),
    readsFinding(r, r.card),
  ];
}

/** The firmware polls a reader 20 times a second (10 each with two readers); a good MFRC522 reads the
 * card at every poll. More than this share of polls missing it is a reader that barely holds it. */
export const POLLS_PER_SECOND = 20;
const MISSED_POLLS_LIMIT = 0.1;

function readsFinding(r: CheckRecording, card: NonNullable<CheckRecording['card']>): Finding {
  const part = 'reader 0';
  if (!card.polls)
    return notMeasured(
      part,
      'reads per second',
      `not measured (firmware too old): firmware ${r.firmware?.fw ?? '?'} does not count the reader's polls: flash firmware 1.2 or newer`,
    );
  const reads = card.polls.reduce((a, p) => a + p.reads, 0);
  const polls = reads + card.polls.reduce((a, p) => a + p.misses, 0);
  if (polls === 0) return notMeasured(part, 'reads per second', 'not measured: the card lay on the reader too briefly');
  // Each READS line counts the polls since the one before (a second apart): from the second line on
  // they span the time between the first and the last; one line alone is taken as a second.
  const later = card.polls.slice(1);
  const span = later.length > 0 ? (card.polls.at(-1)!.t - card.polls[0]!.t) / 1000 : 1;
  const perSecond = (later.length > 0 ? later.reduce((a, p) => a + p.reads, 0) : reads) / span;
  const missed = (polls - reads) / polls;
  const extra = { value: round(perSecond, 1), unit: 'reads/s', expected: `about ${POLLS_PER_SECOND} (every poll; 10 each with two readers)` };
  return missed > MISSED_POLLS_LIMIT
    ? finding(
        part,
        'reads per second',
        'problem',
        `reader 0 read the card ${round(perSecond, 1)} times a second and missed it in ${polls - reads} of ${polls} polls (an MFRC522 reads it at every poll): fit the level shifter, give the reader a steady 3.3V, shorten its SPI wires and keep metal away from it`,
        extra,
      )
    : finding(
        part,
        'reads per second',
        'ok',
        `reader 0 read the card ${round(perSecond, 1)} times a second (${polls - reads} of ${polls} polls missed)`,
        extra,
      );
}
