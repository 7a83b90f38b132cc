// Stage 2b: the device's sequence numbers. Every line carries seq (0..65535, wrapping); a jump
// forward means lines were lost, a HELLO with seq 0 means the rig rebooted, and a seq we have
// already seen (a line delivered again, e.g. across a reconnect) is dropped so that no event
// reaches the server twice.
export type SeqVerdict = { kind: 'next' } | { kind: 'gap'; lost: number } | { kind: 'reboot' } | { kind: 'repeat' };

/** How far behind the expected seq a line counts as already seen rather than as a huge gap. */
const REPEAT_WINDOW = 1024;

export class SequenceTracker {
  private expected: number | null = null;

  observe(seq: number, isHello: boolean): SeqVerdict {
    const expected = this.expected;
    this.expected = (seq + 1) & 0xffff;
    if (isHello && seq === 0) return expected === null || expected === 0 ? { kind: 'next' } : { kind: 'reboot' };
    if (expected === null || seq === expected) return { kind: 'next' };
    const ahead = (seq - expected) & 0xffff;
    if (ahead > 0x10000 - REPEAT_WINDOW) {
      // A HELLO (sent at boot and in answer to ID) re-synchronises: after a reconnect it may
      // come from another rig, whose numbers must not be taken for repeats.
      if (isHello) return { kind: 'next' };
      this.expected = expected; // keep waiting for the line we expected
      return { kind: 'repeat' };
    }
    return { kind: 'gap', lost: ahead };
  }

  /** Forget the position, e.g. when a different device is connected. */
  reset(): void {
    this.expected = null;
  }
}
