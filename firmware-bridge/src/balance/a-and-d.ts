// A&D standard format (FX-i, GX, GF, EK-i, …): `HH,±DDDDD.DD UUU` — a header, a comma, nine
// characters of sign and value, and a right-aligned unit. `ST` stable, `US` unstable, `OL`
// overload (the sign says which end), `QT` counting mode (not a weight).
import { toGrams, type ParsedReading } from './reading.ts';

const LINE = /^(ST|US|OL|QT),([+-][0-9. ]*[0-9.E])\s*([A-Za-z%]*)$/;

export function parseAandD(line: string): ParsedReading {
  const text = line.trim();
  const m = LINE.exec(text);
  if (!m) return { ok: false, reason: `not an A&D weight line: '${text.slice(0, 40)}'` };
  const [, header, value, unit] = m as unknown as [string, string, string, string];
  if (header === 'OL') return { ok: true, reading: { kind: value.startsWith('-') ? 'underload' : 'overload' } };
  if (header === 'QT') return { ok: false, reason: 'the balance is in counting mode (QT): set it to weighing in g' };
  const g = toGrams(value.replace(/ /g, ''), unit);
  if ('reason' in g) return { ok: false, reason: g.reason };
  return { ok: true, reading: { kind: 'weight', grams: g.grams, stable: header === 'ST' } };
}
