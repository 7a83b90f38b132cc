// Host -> device commands (hardware/PROTOCOL.md): encoding for the bridge, and the device-side
// parser the simulated rig uses, with the firmware's refusal codes.
import { crcHex } from './crc8.ts';

export type Command =
  | { type: 'PING'; id: number }
  | { type: 'ID'; id: number }
  | { type: 'START'; id: number }
  | { type: 'STOP'; id: number }
  | { type: 'RATE'; id: number; rate: 10 | 80 };

export type CommandError = 'CMD_TOO_LONG' | 'CMD_CHECKSUM' | 'CMD_UNKNOWN' | 'CMD_BAD_ARG';

/** Longest command line in bytes, LF included. */
export const MAX_COMMAND_BYTES = 32;

export function isCommandId(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 65535;
}

/** The command line to send, LF-terminated. */
export function encodeCommand(cmd: Command): string {
  if (!isCommandId(cmd.id)) throw new RangeError(`command id must be 1..65535, got ${cmd.id}`);
  const body = cmd.type === 'RATE' ? `RATE ${cmd.id} ${cmd.rate}` : `${cmd.type} ${cmd.id}`;
  return `${body}*${crcHex(body)}\n`;
}

export type ParsedCommand = { ok: true; command: Command } | { ok: false; error: CommandError /** present when the id could be read */; id?: number };

// Like the firmware: up to five digits (leading zeros allowed), 1..65535.
const ID = /^[0-9]{1,5}$/;

function readId(field: string | undefined): number | undefined {
  if (field === undefined || !ID.test(field)) return undefined;
  const n = Number(field);
  return isCommandId(n) ? n : undefined;
}

/**
 * Device side, as the firmware does it (hardware/firmware/quartermaster/command_reader.cpp): one
 * command line without its LF (a trailing CR is accepted); the checksum's hex digits in either
 * case; a control byte in the body counts as a bad checksum. A bad checksum is reported without
 * an id: the id of a corrupted line cannot be trusted.
 */
export function parseCommandLine(line: string): ParsedCommand {
  const text = line.endsWith('\r') ? line.slice(0, -1) : line;
  const star = text.lastIndexOf('*');
  const crc = text.slice(star + 1).toUpperCase();
  if (star < 0 || !/^[0-9A-F]{2}$/.test(crc)) return { ok: false, error: 'CMD_CHECKSUM' };
  const body = text.slice(0, star);
  if (!/^[\x20-\x7e]*$/.test(body) || crcHex(body) !== crc) return { ok: false, error: 'CMD_CHECKSUM' };
  const [type, idField, ...rest] = body.split(' ');
  const id = readId(idField);
  const fail = (error: CommandError): ParsedCommand => (id === undefined ? { ok: false, error } : { ok: false, error, id });
  switch (type) {
    case 'PING':
    case 'ID':
    case 'START':
    case 'STOP':
      if (id === undefined || rest.length > 0) return fail('CMD_BAD_ARG');
      return { ok: true, command: { type, id } };
    case 'RATE': {
      if (id === undefined || rest.length !== 1 || (rest[0] !== '10' && rest[0] !== '80')) return fail('CMD_BAD_ARG');
      return { ok: true, command: { type, id, rate: rest[0] === '10' ? 10 : 80 } };
    }
    default:
      return fail('CMD_UNKNOWN');
  }
}
