// The device -> host codec as one object: framing -> checksum -> sequence -> messages, with the
// counters the server shows. Bad input of any kind is counted and dropped, never thrown.
import type { LinkCounters } from '../link/link-counters.ts';
import { LineFramer, type Frame } from './framing.ts';
import { checkLine, salvageTail } from './checksum.ts';
import { SequenceTracker } from './sequence.ts';
import { decodeMessage, type DeviceMessage } from './messages.ts';

export function emptyCounters(): LinkCounters {
  return { linesOk: 0, badChecksum: 0, tooLong: 0, unknownType: 0, malformed: 0, seqGaps: 0, linesLost: 0, reconnects: 0, duplicates: 0, fragments: 0 };
}

export interface DecodedBatch {
  messages: DeviceMessage[];
  /** The rig announced a reboot (HELLO with seq 0 after other lines). */
  reboot: boolean;
}

export class RigDecoder {
  readonly counters: LinkCounters = emptyCounters();
  private readonly framer = new LineFramer();
  private readonly sequence = new SequenceTracker();
  /** Just opened or reopened: the first line may be the tail of one sent before we listened. */
  private joining = true;

  push(bytes: Buffer | string): DecodedBatch {
    const batch: DecodedBatch = { messages: [], reboot: false };
    for (const frame of this.framer.push(bytes)) this.frame(frame, batch);
    return batch;
  }

  /**
   * The port closed or reopened. A line it cut is a fragment: counted as one and dropped, never
   * glued to the new port's first bytes (which would make a corrupt or too-long line of two). The
   * new port's first line may again be the tail of one sent before we listened.
   */
  portChanged(): void {
    if (this.framer.cut()) this.counters.fragments = (this.counters.fragments ?? 0) + 1;
    this.joining = true;
  }

  private frame(frame: Frame, batch: DecodedBatch): void {
    const joining = this.joining;
    this.joining = false;
    if (joining && frame.kind === 'line') {
      const checked = checkLine(frame.text);
      if (!checked.ok || !decodeMessage(checked.body).ok) {
        // A line we came in halfway through is not a corrupted line: count it apart.
        this.counters.fragments = (this.counters.fragments ?? 0) + 1;
        return;
      }
    }
    let body: string;
    if (frame.kind === 'overlong') {
      this.counters.tooLong++;
      const rescued = salvageTail(frame.tail);
      if (rescued === null) return;
      body = rescued;
    } else {
      const checked = checkLine(frame.text);
      if (!checked.ok) {
        this.counters[checked.reason]++;
        return;
      }
      body = checked.body;
    }
    const decoded = decodeMessage(body);
    if (!decoded.ok) {
      this.counters[decoded.reason]++;
      return;
    }
    const m = decoded.message;
    const verdict = this.sequence.observe(m.seq, m.type === 'HELLO');
    if (verdict.kind === 'repeat') {
      this.counters.duplicates = (this.counters.duplicates ?? 0) + 1;
      return;
    }
    if (verdict.kind === 'gap') {
      this.counters.seqGaps++;
      this.counters.linesLost += verdict.lost;
    }
    if (verdict.kind === 'reboot') batch.reboot = true;
    this.counters.linesOk++;
    batch.messages.push(m);
  }
}
