// Intel HEX -> AVR program memory. avr8js ships no loader; this one checks every record's
// checksum and refuses anything that would not fit the ATmega328P's 32 KiB flash.
export const FLASH_BYTES = 32 * 1024;

export function parseIntelHex(text: string, flashBytes = FLASH_BYTES): Uint16Array {
  const bytes = new Uint8Array(flashBytes);
  let base = 0;
  let sawEof = false;
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length && !sawEof; i++) {
    const line = (lines[i] ?? '').trim();
    if (line === '') continue;
    const where = `line ${i + 1}`;
    if (!/^:([0-9A-Fa-f]{2})+$/.test(line)) throw new Error(`Intel HEX ${where}: not a record`);
    const rec = Uint8Array.from(
      line
        .slice(1)
        .match(/../g)!
        .map((h) => parseInt(h, 16)),
    );
    const len = rec[0]!;
    if (rec.length !== len + 5) throw new Error(`Intel HEX ${where}: length ${len} does not match the record`);
    const sum = rec.reduce((a, b) => (a + b) & 0xff, 0);
    if (sum !== 0) throw new Error(`Intel HEX ${where}: bad checksum`);
    const addr = (rec[1]! << 8) | rec[2]!;
    const type = rec[3]!;
    const data = rec.subarray(4, 4 + len);
    switch (type) {
      case 0x00: {
        const at = base + addr;
        if (at + len > flashBytes) throw new Error(`Intel HEX ${where}: data at 0x${at.toString(16)} is beyond the ${flashBytes}-byte flash`);
        bytes.set(data, at);
        break;
      }
      case 0x01:
        sawEof = true;
        break;
      case 0x02:
        base = ((data[0]! << 8) | data[1]!) << 4;
        break;
      case 0x04:
        base = ((data[0]! << 8) | data[1]!) << 16;
        break;
      case 0x03:
      case 0x05:
        break; // start addresses: the AVR starts at 0 anyway
      default:
        throw new Error(`Intel HEX ${where}: unknown record type ${type}`);
    }
  }
  if (!sawEof) throw new Error('Intel HEX: no end-of-file record (truncated file?)');
  return new Uint16Array(bytes.buffer);
}

/** `bytes` (from address 0) as Intel HEX, 16 bytes a record. */
export function toIntelHex(bytes: Uint8Array): string {
  const end = bytes.length;
  const records: string[] = [];
  const record = (addr: number, type: number, data: Uint8Array): string => {
    const rec = [data.length, (addr >> 8) & 0xff, addr & 0xff, type, ...data];
    const sum = (0x100 - (rec.reduce((a, b) => a + b, 0) & 0xff)) & 0xff;
    return `:${[...rec, sum].map((b) => b.toString(16).padStart(2, '0').toUpperCase()).join('')}`;
  };
  for (let at = 0; at < end; at += 16) records.push(record(at, 0x00, bytes.subarray(at, Math.min(at + 16, end))));
  records.push(record(0, 0x01, new Uint8Array(0)));
  return `${records.join('\n')}\n`;
}
