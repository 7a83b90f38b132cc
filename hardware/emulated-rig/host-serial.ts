// The host side of the emulated rig's USB serial line as a Duplex: reading gives what the
// firmware transmits, writing queues bytes for the MCU's receiver. Bytes enter the USART one
// at a time at the line's own pace (avr8js has no receive FIFO: a byte fed early would
// overwrite the last), and writers get backpressure once a few KiB are queued.
import { Duplex } from 'node:stream';

const HIGH_WATER = 4096;

export class HostSerial extends Duplex {
  private queue: Buffer[] = [];
  private offset = 0;
  private queued = 0;
  private waiting: (() => void)[] = [];
  /** Called when bytes arrive from the host, so the rig can start feeding them. */
  onQueued: () => void = () => {};

  override _read(): void {}

  override _write(chunk: Buffer, _enc: BufferEncoding, cb: (err?: Error | null) => void): void {
    this.queue.push(chunk);
    this.queued += chunk.length;
    this.onQueued();
    if (this.queued > HIGH_WATER) this.waiting.push(() => cb());
    else cb();
  }

  /** The next host byte for the MCU, or undefined when none is queued. */
  peek(): number | undefined {
    return this.queue[0]?.[this.offset];
  }

  shift(): void {
    const head = this.queue[0];
    if (!head) return;
    this.queued--;
    if (++this.offset >= head.length) {
      this.queue.shift();
      this.offset = 0;
    }
    if (this.queued <= HIGH_WATER / 2) this.release();
  }

  /** The line went dead: what the host had queued is lost. */
  dropQueued(): void {
    this.queue = [];
    this.offset = 0;
    this.queued = 0;
    this.release();
  }

  /** Bytes from the firmware to the host. */
  deliver(bytes: number[]): void {
    if (bytes.length > 0 && !this.readableEnded) this.push(Buffer.from(bytes));
  }

  private release(): void {
    const w = this.waiting;
    this.waiting = [];
    for (const cb of w) cb();
  }
}
