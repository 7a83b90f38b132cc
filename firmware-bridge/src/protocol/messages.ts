// Stage 3: a checked line's body into a typed message (hardware/PROTOCOL.md, "Device -> host").
// Anything that does not fit the table is refused with the reason, never thrown.
export type DeviceMessage =
  | { type: 'HELLO'; seq: number; proto: number; fw: string; board: string; caps: string[]; rate: number }
  | { type: 'S'; seq: number; t: number; ch: 0 | 1; raw: number }
  | { type: 'TAG'; seq: number; t: number; reader: number; present: boolean; uid: string }
  | { type: 'ERR'; seq: number; t: number; code: string; detail?: string }
  | { type: 'HB'; seq: number; t: number; streaming: boolean; rate: number }
  | { type: 'ACK'; seq: number; id: number; info?: string }
  | { type: 'NAK'; seq: number; id: number; reason: string }
  /** Protocol 2: a user input pin changed (debounced); `high` is its new level. */
  | { type: 'PIN'; seq: number; t: number; pin: number; high: boolean }
  /** Protocol 3: the polls of a reader while a card lay on it since its last READS (once a second). */
  | { type: 'READS'; seq: number; t: number; reader: number; reads: number; misses: number };

export type Decoded = { ok: true; message: DeviceMessage } | { ok: false; reason: 'unknownType' | 'malformed'; detail: string };

const INT = /^-?(?:0|[1-9][0-9]*)$/;
const UINT = /^(?:0|[1-9][0-9]*)$/;
const UID = /^(?:[0-9A-F]{8}|[0-9A-F]{14})$/;
const WORD = /^[A-Z0-9_]+$/;

function uint(s: string | undefined, max: number): number | null {
  if (s === undefined || !UINT.test(s)) return null;
  const n = Number(s);
  return n <= max ? n : null;
}

function int(s: string | undefined, min: number, max: number): number | null {
  if (s === undefined || !INT.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}

const U16 = 0xffff;
const U32 = 0xffffffff;

export function decodeMessage(body: string): Decoded {
  const f = body.split(' ');
  const type = f[0]!;
  const bad = (detail: string): Decoded => ({ ok: false, reason: 'malformed', detail: `${type}: ${detail}` });
  if (!['HELLO', 'S', 'TAG', 'ERR', 'HB', 'ACK', 'NAK', 'PIN', 'READS'].includes(type)) return { ok: false, reason: 'unknownType', detail: type.slice(0, 16) };
  const seq = uint(f[1], U16);
  if (seq === null) return bad('bad seq');
  switch (type) {
    case 'HELLO': {
      const kv = new Map<string, string>();
      for (const field of f.slice(2)) {
        const eq = field.indexOf('=');
        if (eq <= 0) return bad(`field '${field}' is not key=value`);
        kv.set(field.slice(0, eq), field.slice(eq + 1));
      }
      const proto = uint(kv.get('proto'), 999);
      const rate = uint(kv.get('rate'), 10000);
      const fw = kv.get('fw');
      const board = kv.get('board');
      const caps = kv.get('caps');
      if (proto === null || rate === null || !fw || !board || caps === undefined) return bad('needs proto, fw, board, caps and rate');
      return { ok: true, message: { type, seq, proto, fw, board, caps: caps === '' ? [] : caps.split(','), rate } };
    }
    case 'S': {
      const t = uint(f[2], U32);
      const ch = f[3] === '0' ? 0 : f[3] === '1' ? 1 : null;
      const raw = int(f[4], -8388608, 8388607);
      if (f.length !== 5 || t === null || ch === null || raw === null) return bad('expected seq t ch raw');
      return { ok: true, message: { type, seq, t, ch, raw } };
    }
    case 'TAG': {
      const t = uint(f[2], U32);
      const reader = uint(f[3], 1);
      const on = f[4];
      const uid = f[5];
      if (f.length !== 6 || t === null || reader === null || (on !== 'ON' && on !== 'OFF') || !uid || !UID.test(uid))
        return bad('expected seq t reader ON|OFF uid');
      return { ok: true, message: { type, seq, t, reader, present: on === 'ON', uid } };
    }
    case 'ERR': {
      const t = uint(f[2], U32);
      const code = f[3];
      if (f.length < 4 || f.length > 5 || t === null || !code || !WORD.test(code)) return bad('expected seq t code [detail]');
      const detail = f[4];
      return { ok: true, message: detail === undefined ? { type, seq, t, code } : { type, seq, t, code, detail } };
    }
    case 'HB': {
      const t = uint(f[2], U32);
      const rate = uint(f[4], 10000);
      if (f.length !== 5 || t === null || (f[3] !== '0' && f[3] !== '1') || rate === null) return bad('expected seq t streaming rate');
      return { ok: true, message: { type, seq, t, streaming: f[3] === '1', rate } };
    }
    case 'ACK': {
      const id = uint(f[2], U16);
      if (f.length < 3 || f.length > 4 || id === null) return bad('expected seq id [info]');
      const info = f[3];
      return { ok: true, message: info === undefined ? { type, seq, id } : { type, seq, id, info } };
    }
    case 'PIN': {
      const t = uint(f[2], U32);
      const pin = uint(f[3], 99);
      if (f.length !== 5 || t === null || pin === null || (f[4] !== '0' && f[4] !== '1')) return bad('expected seq t pin 0|1');
      return { ok: true, message: { type, seq, t, pin, high: f[4] === '1' } };
    }
    case 'READS': {
      const t = uint(f[2], U32);
      const reader = uint(f[3], 1);
      const reads = uint(f[4], U16);
      const misses = uint(f[5], U16);
      if (f.length !== 6 || t === null || reader === null || reads === null || misses === null) return bad('expected seq t reader reads misses');
      return { ok: true, message: { type, seq, t, reader, reads, misses } };
    }
    default: {
      // NAK
      const id = uint(f[2], U16);
      const reason = f[3];
      if (f.length !== 4 || id === null || !reason || !WORD.test(reason)) return bad('expected seq id reason');
      return { ok: true, message: { type: 'NAK', seq, id, reason } };
    }
  }
}
