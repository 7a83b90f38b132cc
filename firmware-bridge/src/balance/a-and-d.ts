// A&D standard format (FX-i, GX, GF, EK-i, …): `HH,±DDDDD.DD UUU` — a header, a comma, nine
// characters of sign and value, and a right-aligned unit. `ST` stable, `US` unstable, `OL`
// overload (the sign says which end), `QT` counting mode (not a weight).
import type { BalanceFormat, Shown } from './balance-format.ts';
import { toGrams, type ParsedReading } from './reading.ts';

const LINE = /^(ST|US|OL|QT),([+-][0-9. ]*[0-9.E])\s*([A-Za-z%]*)$/;

export function parseAandD(line: string): ParsedReading {
  const text = line.trim();
  const m = LINE.exec(text);
  if (!m) return { ok: false, reason: `not an A&D weight line: '${text.slice(0, 40)}'` };
  // Every group of LINE takes part in a match: the defaults only type them as strings.
  const [, header = '', value = '', unit = ''] = m;
  if (header === 'OL') return { ok: true, reading: { kind: value.startsWith('-') ? 'underload' : 'overload' } };
  if (header === 'QT') return { ok: false, reason: 'the balance is in counting mode (QT): set it to weighing in g' };
  const g = toGrams(value.replace(/ /g, ''), unit);
  if ('reason' in g) return { ok: false, reason: g.reason };
  return { ok: true, reading: { kind: 'weight', grams: g.grams, stable: header === 'ST' } };
}

function printAandD(shown: Shown): string {
  if (shown === 'overload') return 'OL,+9999999 E';
  return `${shown.stable ? 'ST' : 'US'},${shown.grams < 0 ? '-' : '+'}${Math.abs(shown.grams).toFixed(2).padStart(8, '0')}  g`;
}

export const aAndDFormat: BalanceFormat = {
  streamCommand: 'SIR',
  parse: parseAandD,
  print: printAandD,
  // A&D balances stream by themselves only in stream mode (a menu setting the bridge never
  // changes); in command mode they know Q, S, SI, SIR and C. The simulated one starts streaming at
  // the host's first command of any kind (the bridge sends SIR): silent until a host talks, so a
  // pty nobody has opened yet piles up no stale readings for the host to read later.
  answer: () => 'stream',
};
