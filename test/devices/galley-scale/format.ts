// The galley scale: a made-up kitchen scale, the worked example of docs/adding-a-device.md. Told
// `W` (weigh on), it prints every reading: `= 12.34 g` when steady, `~ 12.34 g` while the load still
// moves, `= OVER` past its capacity; any other command it answers `?`.
import { type BalanceFormat, type ParsedReading, toGrams } from '../../../firmware-bridge/src/index.ts';

const LINE = /^([=~]) +(-?\d+\.\d+) ([a-z]+)$/;

function parse(line: string): ParsedReading {
  const text = line.trim();
  if (text === '= OVER') return { ok: true, reading: { kind: 'overload' } };
  const m = LINE.exec(text);
  if (!m) return { ok: false, reason: `not a galley scale line: '${text.slice(0, 40)}'` };
  const g = toGrams(m[2] as string, m[3] as string);
  return 'reason' in g ? { ok: false, reason: g.reason } : { ok: true, reading: { kind: 'weight', grams: g.grams, stable: m[1] === '=' } };
}

export const galleyFormat: BalanceFormat = {
  streamCommand: 'W',
  parse,
  print: (shown) => (shown === 'overload' ? '= OVER' : `${shown.stable ? '=' : '~'} ${shown.grams.toFixed(2)} g`),
  answer: (command) => (command === 'W' ? 'stream' : { say: '?' }),
};
