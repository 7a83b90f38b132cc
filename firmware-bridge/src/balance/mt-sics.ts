// Mettler Toledo MT-SICS level 0 weight responses (answers to S, SI and SIR):
//   `S S     100.00 g` stable, `S D     100.00 g` dynamic (unstable), `S +` overload, `S -` underload,
//   `S I` not executable now; `ES`, `ET`, `EL` syntax, transmission and logic errors.
import type { BalanceAnswer, BalanceFormat, Shown } from './balance-format.ts';
import { toGrams, type ParsedReading } from './reading.ts';

const WEIGHT = /^S ([SD]) +(-?[0-9.]+) +([A-Za-z]+)$/;

export function parseMtSics(line: string): ParsedReading {
  const text = line.trimEnd();
  if (text === 'S +') return { ok: true, reading: { kind: 'overload' } };
  if (text === 'S -') return { ok: true, reading: { kind: 'underload' } };
  if (text === 'S I' || text === 'ES' || text === 'ET' || text === 'EL') return { ok: true, reading: { kind: 'refused', code: text.replace(' ', '') } };
  const m = WEIGHT.exec(text);
  if (!m) return { ok: false, reason: `not an MT-SICS weight line: '${text.slice(0, 40)}'` };
  const g = toGrams(m[2]!, m[3]!);
  if ('reason' in g) return { ok: false, reason: g.reason };
  return { ok: true, reading: { kind: 'weight', grams: g.grams, stable: m[1] === 'S' } };
}

/** A 0.01 g balance's line: the value right-aligned in ten characters, then the unit. */
function printMtSics(shown: Shown): string {
  return shown === 'overload' ? 'S +' : `S ${shown.stable ? 'S' : 'D'} ${shown.grams.toFixed(2).padStart(10)} g`;
}

/** SIR streams; S, SI and @ cancel a running SIR; a command it does not know gets ES (syntax error). */
function answerMtSics(command: string | null): BalanceAnswer {
  switch (command) {
    case 'SIR':
      return 'stream';
    case 'SI':
      return 'once';
    case 'S':
      return 'when stable';
    case '@':
      return { reset: 'I4 A "SIM0000001"' };
    default:
      return { say: 'ES' };
  }
}

export const mtSicsFormat: BalanceFormat = { streamCommand: 'SIR', parse: parseMtSics, print: printMtSics, answer: answerMtSics };
