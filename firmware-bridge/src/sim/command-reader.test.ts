import { describe, expect, it } from 'vitest';
import { CommandReader } from './command-reader.ts';

describe('CommandReader', () => {
  it('cuts lines at LF across chunk boundaries and ignores empty lines', () => {
    const r = new CommandReader();
    expect(r.push('PIN')).toEqual([]);
    expect(r.push('G 1*AD\n\n\r\nID 2*20\r\n')).toEqual([{ line: 'PING 1*AD' }, { line: 'ID 2*20\r' }]);
  });
  it('accepts 31 bytes + LF and discards a 32-byte line up to its LF', () => {
    const r = new CommandReader();
    expect(r.push(`${'a'.repeat(31)}\n`)).toEqual([{ line: 'a'.repeat(31) }]);
    expect(r.push(`${'b'.repeat(32)}\nPING 1*AD\n`)).toEqual([{ tooLong: true }, { line: 'PING 1*AD' }]);
  });
  it('survives a megabyte without a newline and reports it once', () => {
    const r = new CommandReader();
    expect(r.push(Buffer.alloc(1 << 20, 0x41))).toEqual([]);
    expect(r.push('\n')).toEqual([{ tooLong: true }]);
  });
});
