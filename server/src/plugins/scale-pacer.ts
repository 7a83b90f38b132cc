// Live scale: at most one message per frame (SCALE_HZ). A sample arriving once a frame has passed
// goes out as soon as the samples that came with it are in (both cups of one conversion arrive
// together: one message for them, not one a cup), so what a tablet shows is as fresh as the link
// allows; samples inside a frame are folded, and a trailing timer (a frame later) makes sure the
// last of a burst is not kept back.
import { SCALE_HZ } from '#protocol';

export class ScalePacer {
  private readonly frameMs = 1000 / SCALE_HZ;
  private lastFlush = -Infinity;
  private timer: NodeJS.Timeout | null = null;
  private soon: NodeJS.Immediate | null = null;

  /** `flush`: sends what the samples so far add up to. */
  constructor(private readonly flush: () => void) {}

  /** A sample came. */
  sample(): void {
    const wait = this.lastFlush + this.frameMs - performance.now();
    if (wait <= 0) this.soon ??= setImmediate(() => this.now());
    else this.timer ??= setTimeout(() => this.now(), wait + this.frameMs);
  }

  /** Flushes at once (and cancels what was due). */
  now(): void {
    this.stop();
    this.lastFlush = performance.now();
    this.flush();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.soon) clearImmediate(this.soon);
    this.soon = null;
  }
}
