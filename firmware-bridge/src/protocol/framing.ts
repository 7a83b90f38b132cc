// Stage 1 of the device -> host codec: bytes into lines, bounded. A line longer than 80 bytes
// (CRLF included) is never buffered whole: we keep only its last 80 bytes, so that a good line
// glued to the end of a megabyte of noise can still be recovered by the next stage.
export const MAX_LINE_BYTES = 80;

export type Frame = { kind: 'line'; text: string } | { kind: 'overlong'; tail: string };

export class LineFramer {
  private buf = '';
  private overlong = false;

  /** Feeds bytes; returns the complete lines (CR/LF removed) in order. */
  push(bytes: Buffer | string): Frame[] {
    const out: Frame[] = [];
    const text = typeof bytes === 'string' ? bytes : bytes.toString('latin1');
    let start = 0;
    for (;;) {
      const lf = text.indexOf('\n', start);
      const piece = text.slice(start, lf < 0 ? undefined : lf);
      this.buf += piece;
      if (this.buf.length > MAX_LINE_BYTES - 1) {
        this.overlong = true;
        this.buf = this.buf.slice(-MAX_LINE_BYTES);
      }
      if (lf < 0) break;
      const line = this.buf.endsWith('\r') ? this.buf.slice(0, -1) : this.buf;
      if (this.overlong) out.push({ kind: 'overlong', tail: line });
      else if (line.length > 0) out.push({ kind: 'line', text: line });
      this.buf = '';
      this.overlong = false;
      start = lf + 1;
    }
    return out;
  }

  /**
   * The port closed or reopened: a line it cut is dropped, so that it is never glued to the first
   * bytes of the next port. Says whether there was one, for the caller to count.
   */
  cut(): boolean {
    const partial = this.buf.length > 0 || this.overlong;
    this.buf = '';
    this.overlong = false;
    return partial;
  }
}
