// Stage 2: a framed line's checksum. `body*XX` with XX the CRC-8 of body, printable ASCII only.
// An overlong line is dropped, but if its tail ends in a whole valid line (noise glued in front of
// a good line), that line is recovered.
import { crcHex } from './crc8.ts';

export type Checked = { ok: true; body: string } | { ok: false; reason: 'badChecksum' | 'malformed' };

const PRINTABLE = /^[\x20-\x7e]*$/;

export function checkLine(text: string): Checked {
  const star = text.lastIndexOf('*');
  if (star < 0 || star !== text.length - 3) return { ok: false, reason: 'badChecksum' };
  const body = text.slice(0, star);
  if (crcHex(body) !== text.slice(star + 1)) return { ok: false, reason: 'badChecksum' };
  if (!PRINTABLE.test(body) || body.includes('*')) return { ok: false, reason: 'malformed' };
  return { ok: true, body };
}

/** Device line types, as a line must start for the tail of an overlong line to be trusted. */
const LINE_START = /(?:HELLO|S|TAG|ERR|HB|ACK|NAK) [0-9]/g;

/** The longest valid line at the very end of an overlong line's tail, if any. */
export function salvageTail(tail: string): string | null {
  for (const m of tail.matchAll(LINE_START)) {
    const checked = checkLine(tail.slice(m.index));
    if (checked.ok) return checked.body;
  }
  return null;
}
