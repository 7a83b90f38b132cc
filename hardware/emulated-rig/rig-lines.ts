// Reads the rig's serial output as protocol lines (hardware/PROTOCOL.md framing only: CRC-8,
// CRLF, length), for the emulator's tests and the protocol-document check. The bridge has
// the real codec; this is the small independent reading a conformance test wants.
import type { Readable } from 'node:stream';

export function crc8(text: string): number {
  let crc = 0;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i);
    for (let b = 0; b < 8; b++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** A command as the host sends it: body, "*", CRC, LF. */
export function command(body: string): string {
  return `${body}*${crc8(body).toString(16).toUpperCase().padStart(2, '0')}\n`;
}

export interface RigLine {
  /** The whole line as received, without CRLF. */
  text: string;
  type: string;
  seq: number;
  /** Fields after the type and seq. */
  fields: string[];
  /** Simulated time at which the line had arrived (ms, to the emulator's 5 ms slice). */
  at: number;
}

export class RigLines {
  readonly lines: RigLine[] = [];
  /** Framing faults: bad CRC, missing CR, over 80 bytes. A test asserts this stays empty. */
  readonly faults: string[] = [];
  private partial = '';
  private listeners: (() => void)[] = [];

  constructor(
    stream: Readable,
    private readonly now: () => number,
  ) {
    stream.on('data', (chunk: Buffer) => this.take(chunk.toString('latin1')));
  }

  private take(text: string): void {
    this.partial += text;
    let nl: number;
    while ((nl = this.partial.indexOf('\n')) >= 0) {
      const raw = this.partial.slice(0, nl + 1);
      this.partial = this.partial.slice(nl + 1);
      this.parse(raw);
    }
    for (const l of this.listeners.splice(0)) l();
  }

  private parse(raw: string): void {
    if (raw.length > 80) this.faults.push(`line longer than 80 bytes: ${JSON.stringify(raw)}`);
    const m = /^([\x20-\x29\x2B-\x7E]+)\*([0-9A-F]{2})\r\n$/.exec(raw);
    if (!m) return void this.faults.push(`not a framed line: ${JSON.stringify(raw)}`);
    const body = m[1]!;
    if (crc8(body) !== parseInt(m[2]!, 16)) return void this.faults.push(`bad CRC: ${JSON.stringify(raw)}`);
    const [type = '', seq = '', ...fields] = body.split(' ');
    if (!/^\d{1,5}$/.test(seq)) return void this.faults.push(`no sequence number: ${JSON.stringify(raw)}`);
    this.lines.push({ text: body, type, seq: Number(seq), fields, at: this.now() });
  }

  of(type: string): RigLine[] {
    return this.lines.filter((l) => l.type === type);
  }

  /** Resolves with the first line (from index `from`) that matches, or rejects after `simMs`. */
  async waitFor(match: (l: RigLine) => boolean, opts: { simMs: number; from?: number; waitSim: (ms: number) => Promise<void> }): Promise<RigLine> {
    const deadline = this.now() + opts.simMs;
    let from = opts.from ?? 0;
    for (;;) {
      const hit = this.lines.slice(from).find(match);
      if (hit) return hit;
      from = this.lines.length;
      if (this.now() >= deadline)
        throw new Error(
          `no matching line within ${opts.simMs} simulated ms; last lines:\n${this.lines
            .slice(-8)
            .map((l) => l.text)
            .join('\n')}`,
        );
      await Promise.race([new Promise<void>((r) => this.listeners.push(r)), opts.waitSim(5)]);
    }
  }
}
