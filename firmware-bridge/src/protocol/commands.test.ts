import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { encodeCommand, parseCommandLine, type Command } from './commands.ts';
import { crcHex } from './crc8.ts';

const withCrc = (body: string) => `${body}*${crcHex(body)}`;

const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ type: fc.constantFrom('PING' as const, 'ID' as const, 'START' as const, 'STOP' as const), id: fc.integer({ min: 1, max: 65535 }) }),
  fc.record({ type: fc.constant('RATE' as const), id: fc.integer({ min: 1, max: 65535 }), rate: fc.constantFrom(10 as const, 80 as const) }),
);

describe('encodeCommand', () => {
  it('writes the ready-to-paste commands of PROTOCOL.md', () => {
    expect(encodeCommand({ type: 'PING', id: 1 })).toBe('PING 1*AD\n');
    expect(encodeCommand({ type: 'RATE', id: 5, rate: 80 })).toBe('RATE 5 80*BB\n');
  });
  it('refuses an id out of range', () => {
    expect(() => encodeCommand({ type: 'PING', id: 0 })).toThrow(/1\.\.65535/);
  });
  it('round-trips through the device-side parser and stays within 32 bytes', () => {
    fc.assert(
      fc.property(commandArb, (cmd) => {
        const line = encodeCommand(cmd);
        expect(line.length).toBeLessThanOrEqual(32);
        expect(parseCommandLine(line.slice(0, -1))).toEqual({ ok: true, command: cmd });
      }),
    );
  });
});

describe('parseCommandLine (device side)', () => {
  it('accepts a CR before the LF', () => {
    expect(parseCommandLine('PING 1*AD\r')).toEqual({ ok: true, command: { type: 'PING', id: 1 } });
  });
  it('refuses a bad or missing checksum without trusting the id', () => {
    expect(parseCommandLine('PING 1*AE')).toEqual({ ok: false, error: 'CMD_CHECKSUM' });
    expect(parseCommandLine('PING 1')).toEqual({ ok: false, error: 'CMD_CHECKSUM' });
    expect(parseCommandLine(`PING\x01 1*${crcHex('PING\x01 1')}`)).toEqual({ ok: false, error: 'CMD_CHECKSUM' });
  });
  it('accepts lower-case checksum digits and leading zeros in the id, like the firmware', () => {
    expect(parseCommandLine('PING 1*ad')).toEqual({ ok: true, command: { type: 'PING', id: 1 } });
    expect(parseCommandLine(withCrc('PING 007'))).toEqual({ ok: true, command: { type: 'PING', id: 7 } });
  });
  it('refuses an unknown type, with the id when it can be read', () => {
    expect(parseCommandLine(withCrc('FIRE 9'))).toEqual({ ok: false, error: 'CMD_UNKNOWN', id: 9 });
    expect(parseCommandLine(withCrc('FIRE'))).toEqual({ ok: false, error: 'CMD_UNKNOWN' });
  });
  it('refuses bad arguments', () => {
    expect(parseCommandLine(withCrc('RATE 7 40'))).toEqual({ ok: false, error: 'CMD_BAD_ARG', id: 7 });
    expect(parseCommandLine(withCrc('RATE 7'))).toEqual({ ok: false, error: 'CMD_BAD_ARG', id: 7 });
    expect(parseCommandLine(withCrc('PING 3 extra'))).toEqual({ ok: false, error: 'CMD_BAD_ARG', id: 3 });
    expect(parseCommandLine(withCrc('PING 0'))).toEqual({ ok: false, error: 'CMD_BAD_ARG' });
    expect(parseCommandLine(withCrc('PING 65536'))).toEqual({ ok: false, error: 'CMD_BAD_ARG' });
    expect(parseCommandLine(withCrc('PING 000001'))).toEqual({ ok: false, error: 'CMD_BAD_ARG' });
  });
});
