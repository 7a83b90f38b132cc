// Host -> device commands (hardware/PROTOCOL.md): encoding for the bridge, and the device-side
// parser the simulated rig uses, with the firmware's refusal codes.
import { crcHex } from './crc8.ts';

export type Command =
  | { type: 'PING'; id: number }
  | { type: 'ID'; id: number }
  | { type: 'START'; id: number }
  | { type: 'STOP'; id: number }
  | { type: 'RATE'; id: number; rate: 10 | 80 }
  // Protocol 2: the user pins (buttons, lights, a buzzer).
  | { type: 'MODE'; id: number; pin: number; mode: PinMode }
  | { type: 'DW'; id: number; pin: number; value: 0 | 1 }
  | { type: 'PWM'; id: number; pin: number; value: number }
  | { type: 'TONE'; id: number; pin: number; hz: number; ms: number };

/** MODE's argument: input, input with the chip's pull-up, output, PWM output. */
export type PinMode = 'IN' | 'PULLUP' | 'OUT' | 'PWM';
const PIN_MODES: readonly string[] = ['IN', 'PULLUP', 'OUT', 'PWM'];

/** The pins a host may drive (protocol 2): every pin the rig leaves free. Only D6 has PWM. */
export const USER_PINS: readonly number[] = [6, 7, 14, 15, 16, 17, 18, 19];
export const PWM_PINS: readonly number[] = [6];
/** Tone limits: the lowest frequency Timer2 makes at 16 MHz, and the longest timed tone. */
export const TONE_HZ = { min: 31, max: 20_000 } as const;
export const TONE_MAX_MS = 60_000;

export type CommandError = 'CMD_TOO_LONG' | 'CMD_CHECKSUM' | 'CMD_UNKNOWN' | 'CMD_BAD_ARG';

/** Longest command line in bytes, LF included. */
export const MAX_COMMAND_BYTES = 32;

export function isCommandId(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= 65535;
}

/** The command line to send, LF-terminated. */
export function encodeCommand(cmd: Command): string {
  if (!isCommandId(cmd.id)) throw new RangeError(`command id must be 1..65535, got ${cmd.id}`);
  const body = [cmd.type, cmd.id, ...commandArgs(cmd)].join(' ');
  return `${body}*${crcHex(body)}\n`;
}

function commandArgs(cmd: Command): (string | number)[] {
  switch (cmd.type) {
    case 'RATE':
      return [cmd.rate];
    case 'MODE':
      return [cmd.pin, cmd.mode];
    case 'DW':
    case 'PWM':
      return [cmd.pin, cmd.value];
    case 'TONE':
      return [cmd.pin, cmd.hz, cmd.ms];
    default:
      return [];
  }
}

export type ParsedCommand = { ok: true; command: Command } | { ok: false; error: CommandError /** present when the id could be read */; id?: number };

// Like the firmware: up to five digits (leading zeros allowed), 1..65535.
const ID = /^[0-9]{1,5}$/;

// A decimal 0..99999 (up to five digits), as the firmware reads arguments.
function readValue(field: string): number | undefined {
  return /^[0-9]{1,5}$/.test(field) ? Number(field) : undefined;
}

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
    case 'MODE':
    case 'DW':
    case 'PWM':
    case 'TONE': {
      // Syntax only, as the firmware's reader does; which pin and mode fit is the pins' business.
      const nums = rest.map(readValue);
      const pin = nums[0];
      if (id === undefined || pin === undefined || pin > 99) return fail('CMD_BAD_ARG');
      if (type === 'MODE') {
        if (rest.length !== 2 || !PIN_MODES.includes(rest[1]!)) return fail('CMD_BAD_ARG');
        return { ok: true, command: { type, id, pin, mode: rest[1] as PinMode } };
      }
      if (type === 'DW') {
        if (rest.length !== 2 || (nums[1] !== 0 && nums[1] !== 1)) return fail('CMD_BAD_ARG');
        return { ok: true, command: { type, id, pin, value: nums[1] } };
      }
      if (type === 'PWM') {
        if (rest.length !== 2 || nums[1] === undefined || nums[1] > 255) return fail('CMD_BAD_ARG');
        return { ok: true, command: { type, id, pin, value: nums[1] } };
      }
      const [, hz, ms] = nums;
      if (rest.length !== 3 || hz === undefined || ms === undefined || hz > TONE_HZ.max || ms > TONE_MAX_MS) return fail('CMD_BAD_ARG');
      return { ok: true, command: { type, id, pin, hz, ms } };
    }
    default:
      return fail('CMD_UNKNOWN');
  }
}
