// What the rig itself has shown, for the setup guide's confirmations: each cup's last reading
// (and whether it was at the limit), the last card a reader saw, and whether the reader failed to
// answer when the rig started (RFID_ABSENT). Read from the device's events as they come.
import type { Device, ScaleSample } from '../../../firmware-bridge/src/index.ts';

/** A cup's reading is fresh this long after it came. */
const FRESH_MS = 2000;

export class RigEvidence {
  private readonly lastSample: [ScaleSample | null, ScaleSample | null] = [null, null];
  private cardAt = -Infinity;
  /** The reader did not answer when the rig last started. */
  readerAbsent = false;

  constructor(private readonly device: Device) {
    this.readerAbsent = device.status().lastError === 'RFID reader 0 does not answer';
    device.on('sample', (s) => {
      this.lastSample[s.cup] = s;
    });
    device.on('tag', (t) => {
      if (t.present) this.cardAt = performance.now();
    });
    device.on('error', (e) => {
      if (e.code === 'RFID_ABSENT' && (e.detail ?? '0') === '0') this.readerAbsent = true;
      if (e.code === 'REBOOT') this.readerAbsent = false;
    });
  }

  /** How the cup answers now: its HX711 reads, reads at the limit, or is not heard. */
  cup(cup: 0 | 1): 'reads' | 'at the limit' | 'silent' {
    const s = this.lastSample[cup];
    if (!s || performance.now() - s.t > FRESH_MS) return 'silent';
    return s.saturated ? 'at the limit' : 'reads';
  }

  /** Whether a reader saw a card since `since` (performance.now()), or sees one within `ms`: a
   * builder may press Done as the card goes down. */
  cardSince(since: number, ms: number): Promise<boolean> {
    if (this.cardAt >= since) return Promise.resolve(true);
    return new Promise((resolve) => {
      const onTag = (t: { present: boolean }) => t.present && done(true);
      const timer = setTimeout(() => done(false), ms);
      const done = (seen: boolean) => {
        clearTimeout(timer);
        this.device.off('tag', onTag);
        resolve(seen);
      };
      this.device.on('tag', onTag);
    });
  }

  /** The mean of the cup's next `count` readings in grams (after the calibration), or why there are none. */
  grams(cup: 0 | 1, count = 10, timeoutMs = 5000): Promise<number> {
    return new Promise((resolve, reject) => {
      const got: number[] = [];
      const onSample = (s: ScaleSample) => {
        if (s.cup !== cup || s.grams === null) return;
        got.push(s.grams);
        if (got.length < count) return;
        done();
        got.sort((a, b) => a - b);
        const kept = got.slice(Math.floor(count / 5), count - Math.floor(count / 5));
        resolve(kept.reduce((a, b) => a + b, 0) / kept.length);
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`the ${cup === 0 ? 'left' : 'right'} cup gave no readings`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.device.off('sample', onSample);
      };
      this.device.on('sample', onSample);
    });
  }
}
