// Device side of the host's command stream: cuts bytes into lines at LF and enforces the 32-byte
// bound like the firmware's fixed buffer does (a longer line is discarded up to its LF).
import { MAX_COMMAND_BYTES } from '../protocol/commands.ts';

export type CommandChunk = { line: string } | { tooLong: true };

export class CommandReader {
  private buf = '';
  private overflow = false;

  /** Feeds bytes; returns the complete lines (LF removed) and overlong-line markers, in order. */
  push(bytes: Buffer | string): CommandChunk[] {
    const out: CommandChunk[] = [];
    const text = typeof bytes === 'string' ? bytes : bytes.toString('latin1');
    for (const ch of text) {
      if (ch === '\n') {
        if (this.overflow) out.push({ tooLong: true });
        else if (this.buf.length > 0 && this.buf !== '\r') out.push({ line: this.buf });
        this.buf = '';
        this.overflow = false;
      } else if (!this.overflow) {
        this.buf += ch;
        // Bytes so far plus the LF still to come must fit in 32.
        if (this.buf.length + 1 > MAX_COMMAND_BYTES) {
          this.overflow = true;
          this.buf = '';
        }
      }
    }
    return out;
  }
}
