// CRC-8/SMBUS (poly 0x07, init 0x00, no reflection, no final XOR), the checksum of every line
// (hardware/PROTOCOL.md). A 256-entry table: the bridge checks every byte the rig sends.
const TABLE = new Uint8Array(256);
for (let i = 0; i < 256; i++) {
  let c = i;
  for (let b = 0; b < 8; b++) c = c & 0x80 ? ((c << 1) ^ 0x07) & 0xff : (c << 1) & 0xff;
  TABLE[i] = c;
}

/** CRC-8/SMBUS of the string's bytes (the protocol is ASCII, so code units are bytes). */
export function crc8(text: string): number {
  let crc = 0;
  for (let i = 0; i < text.length; i++) crc = TABLE[(crc ^ text.charCodeAt(i)) & 0xff]!;
  return crc;
}

/** Two upper-case hex digits, as the protocol writes the checksum. */
export function crcHex(text: string): string {
  return crc8(text).toString(16).toUpperCase().padStart(2, '0');
}
