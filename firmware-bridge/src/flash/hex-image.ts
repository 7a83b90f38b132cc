// The firmware image to flash, read from its Intel HEX before anything touches the board: every
// record checked, and its size (the highest address written, plus one) against the Nano's room.

/** The room for a program on a Nano under either bootloader (boards.txt: maximum_size). */
export const NANO_PROGRAM_BYTES = 30_720;

export type HexImage = { bytes: number } | { problem: string };

/** The size of the image in `text`, or what is wrong with it, in words. */
export function hexImage(text: string, name: string): HexImage {
  let base = 0;
  let end = 0;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '') continue;
    const bad = (why: string): HexImage => ({ problem: `${name} is not a firmware image (Intel HEX): line ${i + 1} ${why}` });
    if (!/^:([0-9A-Fa-f]{2}){5,}$/.test(line)) return bad('is not a record');
    const rec = (line.slice(1).match(/../g) ?? []).map((h) => Number.parseInt(h, 16));
    const len = rec[0] ?? 0;
    if (rec.length !== len + 5) return bad('has the wrong length');
    if (rec.reduce((a, b) => (a + b) & 0xff, 0) !== 0) return bad('has a bad checksum');
    const type = rec[3];
    if (type === 0x00) end = Math.max(end, base + ((rec[1]! << 8) | rec[2]!) + len);
    else if (type === 0x01) return end > 0 ? { bytes: end } : { problem: `${name} holds no program` };
    else if (type === 0x02) base = ((rec[4]! << 8) | rec[5]!) << 4;
    else if (type === 0x04) base = ((rec[4]! << 8) | rec[5]!) << 16;
    else if (type !== 0x03 && type !== 0x05) return bad(`has an unknown record type ${type}`);
  }
  return { problem: `${name} is cut short: it has no end record` };
}

/** Why the image cannot go onto a Nano, or null when it fits. */
export function tooBigProblem(bytes: number): string | null {
  if (bytes <= NANO_PROGRAM_BYTES) return null;
  return `the image is ${bytes.toLocaleString('en')} bytes, more than the ${NANO_PROGRAM_BYTES.toLocaleString('en')} a Nano has room for: nothing was written to the board`;
}
