// hardware/PROTOCOL.md and the real firmware agree: every device line kind the document lists
// is produced by the firmware under emulation and parses by the document's field lists; every
// error code occurs; the ready-to-paste commands work as pasted.
import { beforeAll, describe, expect, it } from 'vitest';
import { readProtocolDoc, type ProtocolDoc } from './protocol-doc.ts';
import { harness } from './rig-harness.ts';
import { crc8, type RigLine } from './rig-lines.ts';

const doc: ProtocolDoc = readProtocolDoc();
const produced: RigLine[] = [];
const pasteAnswers: { command: string; answer: RigLine; afterMs: number }[] = [];

/** Checks one field against the document's name for it; returns an error message or null. */
function fieldError(name: string, value: string | undefined, line: RigLine): string | null {
  const optional = name.startsWith('[') && name.endsWith(']');
  if (value === undefined) return optional ? null : `missing ${name}`;
  const key = optional ? name.slice(1, -1) : name;
  const kv = /^(\w+)=(\w+)$/.exec(key);
  const ok = (re: RegExp): string | null => (re.test(value) ? null : `${name} "${value}"`);
  if (kv) {
    const [, k, v] = kv;
    if (!value.startsWith(`${k}=`)) return `${name} "${value}"`;
    const val = value.slice(k!.length + 1);
    if (v === 'LIST') return val.split(',').every((c) => doc.caps.includes(c)) ? null : `caps "${val}" not all in ${doc.caps.join(',')}`;
    if (v === 'SPS') return /^(10|80)$/.test(val) ? null : `${name} "${value}"`;
    if (v === 'VERSION') return /^\d+\.\d+\.\d+$/.test(val) ? null : `${name} "${value}"`;
    if (v === 'NAME') return /^[a-z0-9]+$/.test(val) ? null : `${name} "${value}"`;
    return val === v ? null : `${name} "${value}"`;
  }
  switch (key) {
    case 't':
    case 'id':
      return ok(/^\d{1,10}$/);
    case 'ch':
    case 'reader':
    case 'streaming':
    case 'level':
      return ok(/^[01]$/);
    case 'raw':
      return /^-?\d+$/.test(value) && Number(value) >= -8388608 && Number(value) <= 8388607 ? null : `raw "${value}"`;
    case 'rate':
      return ok(/^(10|80)$/);
    case 'pin':
      return ok(/^(6|7|1[4-9])$/);
    case 'uid':
      return ok(/^([0-9A-F]{8}|[0-9A-F]{14})$/);
    case 'code':
    case 'reason':
      return doc.errorCodes.has(value) ? null : `${key} "${value}" is not a documented code`;
    case 'detail': {
      const want = doc.errorCodes.get(line.fields[1] ?? '');
      return want === 'ch' || want === 'reader' ? ok(/^[01]$/) : `a detail "${value}" where the document has none`;
    }
    case 'info':
      return ok(/^\S+$/);
    case 'reads':
    case 'misses':
      return /^\d{1,5}$/.test(value) && Number(value) <= 65535 ? null : `${key} "${value}"`;
    default:
      if (/^[A-Z]+$/.test(key)) return value === key ? null : `${key} expected, got "${value}"`;
      throw new Error(`PROTOCOL.md names a field "${name}" this test does not know: teach it`);
  }
}

function matchesDoc(line: RigLine): string | null {
  const spec = doc.lineTypes.find((t) => t.type === line.type);
  if (!spec) return `type ${line.type} is not in the document`;
  const errors: string[] = [];
  for (const form of spec.forms) {
    if (form[0] !== 'seq') throw new Error(`PROTOCOL.md: ${line.type} does not start with seq`);
    const rest = form.slice(1);
    const problems = rest.map((f, i) => fieldError(f, line.fields[i], line)).filter((e) => e !== null);
    const mandatory = rest.filter((f) => !f.startsWith('[')).length;
    if (line.fields.length > rest.length || line.fields.length < mandatory) problems.push(`${line.fields.length} fields for "${form.join(' ')}"`);
    if (problems.length === 0) return null;
    errors.push(problems.join('; '));
  }
  return errors.join(' | ');
}

beforeAll(async () => {
  // Rig 1: no reader, a missing HX711 and every command error.
  const a = await harness({ readerPresent: [false, false], channelsPresent: [true, false] });
  await a.next((l) => l.type === 'HELLO');
  for (const pasted of doc.pasteCommands) {
    const id = pasted.split('*')[0]!.split(' ')[1]!;
    const sentAt = a.rig.simMillis;
    const from = a.lines.lines.length;
    a.rig.serial.write(`${pasted}\n`);
    const answer = await a.next((l) => (l.type === 'ACK' || l.type === 'NAK') && l.fields[0] === id, 1000, from);
    pasteAnswers.push({ command: pasted, answer, afterMs: answer.at - sentAt });
  }
  // The pasted MODE set pin 7 as an input with pull-up: a button pressed and let go.
  a.rig.driveInput?.(7, false);
  await a.run(200);
  a.rig.driveInput?.(7, null);
  await a.run(200);
  a.rig.setRaw(0, 9e9);
  await a.run(1200);
  a.send('HOIST 11');
  a.send('RATE 12 20');
  a.rig.serial.write('PING 13*00\n');
  a.rig.serial.write(`${'X'.repeat(40)}\n`);
  await a.run(1000);
  produced.push(...a.lines.lines);
  await a.finish();
  // Rig 2: a card laid on the reader past a heartbeat (its READS), then taken away.
  const b = await harness();
  await b.next((l) => l.type === 'HELLO');
  b.rig.placeTag(0, '04A1B2C3D4E5F6');
  await b.next((l) => l.type === 'READS', 2000);
  b.rig.removeTag(0);
  await b.run(500);
  produced.push(...b.lines.lines);
  await b.finish();
}, 120_000);

describe('PROTOCOL.md and the firmware agree', () => {
  it('the document lists the line kinds, codes and commands this test reads', () => {
    expect(doc.lineTypes.map((t) => t.type).sort()).toEqual(['ACK', 'ERR', 'HB', 'HELLO', 'NAK', 'PIN', 'READS', 'S', 'TAG']);
    expect(doc.errorCodes.size).toBeGreaterThanOrEqual(7);
    expect(doc.caps).toEqual(['scale2', 'rfid', 'rfid2', 'rate']);
    expect(doc.pasteCommands.length).toBeGreaterThanOrEqual(10);
  });

  it.each(readProtocolDoc().lineTypes.map((t) => [t.type]))('the firmware sends %s lines, and each parses by the document', (type) => {
    const lines = produced.filter((l) => l.type === type);
    expect(lines.length, `no ${type} line from the firmware`).toBeGreaterThan(0);
    const wrong = lines.map((l) => [l.text, matchesDoc(l)]).filter(([, e]) => e !== null);
    expect(wrong).toEqual([]);
  });

  it('every firmware line is of a documented kind', () => {
    expect(produced.filter((l) => !doc.lineTypes.some((t) => t.type === l.type)).map((l) => l.text)).toEqual([]);
  });

  it('every documented error code occurs, as ERR or as NAK', () => {
    const seen = new Set(produced.flatMap((l) => (l.type === 'ERR' ? [l.fields[1]] : l.type === 'NAK' ? [l.fields[1]] : [])));
    expect([...doc.errorCodes.keys()].filter((c) => !seen.has(c))).toEqual([]);
  });

  it('the TAG forms carry ON and OFF', () => {
    const tags = produced.filter((l) => l.type === 'TAG').map((l) => l.fields[2]);
    expect(tags).toEqual(['ON', 'OFF']);
  });

  it('the ready-to-paste commands are acknowledged within 100 ms, as pasted', () => {
    expect(pasteAnswers.map((p) => p.answer.type)).toEqual(pasteAnswers.map(() => 'ACK'));
    for (const p of pasteAnswers) expect(p.afterMs, p.command).toBeLessThanOrEqual(100 + 5); // + the emulator's 5 ms slice
    const rate = pasteAnswers.filter((p) => p.command.startsWith('RATE')).map((p) => p.answer.fields[1]);
    expect(rate).toEqual(['80', '10']);
  });

  it('the example session is framed correctly and parses by the document', () => {
    for (const text of doc.exampleLines) {
      const [body = '', crc = ''] = text.split('*');
      expect(crc8(body).toString(16).toUpperCase().padStart(2, '0'), text).toBe(crc);
      const [type = '', seq = '', ...fields] = body.split(' ');
      expect(matchesDoc({ text: body, type, seq: Number(seq), fields, at: 0 }), text).toBeNull();
    }
  });

  it('the checker rejects lines the document does not allow', () => {
    const check = (body: string): string | null => {
      const [type = '', seq = '', ...fields] = body.split(' ');
      return matchesDoc({ text: body, type, seq: Number(seq), fields, at: 0 });
    };
    expect(check('S 1 412 0 -1532')).toBeNull();
    expect(check('S 1 412 2 -1532')).toMatch(/ch/);
    expect(check('S 1 412 0 9000000')).toMatch(/raw/);
    expect(check('TAG 4 1733 0 ON 04A1B2')).toMatch(/uid/);
    expect(check('ERR 5 10 CMD_UNKNOWN 3')).toMatch(/detail/);
    expect(check('ERR 5 10 HX_HUNG 1')).toMatch(/code/);
    expect(check('HELLO 0 proto=1 fw=1.0.0 board=nano caps=scale2,wifi rate=10')).toMatch(/caps/);
    expect(check('HB 3 1000 1')).toMatch(/missing/);
    expect(check('BOOTY 3 1000')).toMatch(/not in the document/);
  });
});
