import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decodeMessage } from './messages.ts';

describe('decodeMessage', () => {
  it('decodes the example session of PROTOCOL.md', () => {
    expect(decodeMessage('HELLO 0 proto=1 fw=1.0.0 board=nano caps=scale2,rfid,rate rate=10')).toEqual({
      ok: true,
      message: { type: 'HELLO', seq: 0, proto: 1, fw: '1.0.0', board: 'nano', caps: ['scale2', 'rfid', 'rate'], rate: 10 },
    });
    expect(decodeMessage('S 1 412 0 -1532')).toEqual({ ok: true, message: { type: 'S', seq: 1, t: 412, ch: 0, raw: -1532 } });
    expect(decodeMessage('HB 3 1000 1 10')).toEqual({ ok: true, message: { type: 'HB', seq: 3, t: 1000, streaming: true, rate: 10 } });
    expect(decodeMessage('TAG 5 2310 0 OFF 04A1B2C3D4E5F6')).toEqual({
      ok: true,
      message: { type: 'TAG', seq: 5, t: 2310, reader: 0, present: false, uid: '04A1B2C3D4E5F6' },
    });
  });
  it('decodes errors, acks and naks with and without their optional field', () => {
    expect(decodeMessage('ERR 7 90 HX_TIMEOUT 1')).toEqual({ ok: true, message: { type: 'ERR', seq: 7, t: 90, code: 'HX_TIMEOUT', detail: '1' } });
    expect(decodeMessage('ERR 7 90 CMD_TOO_LONG')).toEqual({ ok: true, message: { type: 'ERR', seq: 7, t: 90, code: 'CMD_TOO_LONG' } });
    expect(decodeMessage('ACK 8 5 80')).toEqual({ ok: true, message: { type: 'ACK', seq: 8, id: 5, info: '80' } });
    expect(decodeMessage('ACK 8 5')).toEqual({ ok: true, message: { type: 'ACK', seq: 8, id: 5 } });
    expect(decodeMessage('NAK 9 0 CMD_UNKNOWN')).toEqual({ ok: true, message: { type: 'NAK', seq: 9, id: 0, reason: 'CMD_UNKNOWN' } });
  });
  it('protocol 3: READS, the polls of a reader that read the card and those that missed it; bad fields refused with the reason', () => {
    expect(decodeMessage('READS 12 4000 0 19 1')).toEqual({ ok: true, message: { type: 'READS', seq: 12, t: 4000, reader: 0, reads: 19, misses: 1 } });
    for (const body of [
      'READS 12 4000 2 19 1',
      'READS 12 4000 0 -1 1',
      'READS 12 4000 0 19',
      'READS 12 4000 0 19 1 7',
      'READS 12 4000 0 65536 0',
      'READS 12 4000 0 1e3 0',
      'READS 12 x 0 19 1',
      'READS 12 4000 0 19 \u00001',
    ]) {
      const d = decodeMessage(body);
      expect(d, body).toMatchObject({ ok: false, reason: 'malformed' });
      if (!d.ok) expect(d.detail, body).toMatch(/^READS: (expected seq t reader reads misses|bad seq)/);
    }
  });
  it('refuses unknown types and malformed fields with a reason', () => {
    expect(decodeMessage('FOO 1 2')).toMatchObject({ ok: false, reason: 'unknownType' });
    for (const body of [
      'S 1 412 2 5',
      'S 1 412 0 8388608',
      'S 1 412 0 1.5',
      'S 65536 412 0 5',
      'S 1 -4 0 5',
      'S 1 412 0',
      'S 1 412 0 5 6',
      'TAG 4 1 0 ON 04a1b2c3',
      'TAG 4 1 0 ON 04A1B2C',
      'TAG 4 1 0 MAYBE 04A1B2C3',
      'TAG 4 1 2 ON 04A1B2C3',
      'HB 3 1000 2 10',
      'HELLO 0 proto=1 fw=1.0.0',
      'HELLO 0 junk',
      'ACK x 1',
      'NAK 1 2',
      'S 01 412 0 5',
    ]) {
      expect(decodeMessage(body), body).toMatchObject({ ok: false, reason: 'malformed' });
    }
  });
  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        expect(typeof decodeMessage(s).ok).toBe('boolean');
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom('HELLO', 'S', 'TAG', 'ERR', 'HB', 'ACK', 'NAK'), fc.array(fc.string({ maxLength: 12 }), { maxLength: 7 }), (t, fs) => {
        expect(typeof decodeMessage([t, ...fs].join(' ')).ok).toBe('boolean');
      }),
    );
  });
});
