// The emulated rig's USB line with a bootloader on it, as a Nano has: opening the port pulls the
// reset line (the USB adapter's DTR through a capacitor), the chip resets into its bootloader,
// and the bootloader starts the application after a second without a good byte, or when the
// programmer leaves programming mode. While the bootloader runs, the host's bytes go to the
// STK500 responder (stk500-responder.ts) and the application is held in reset; a bootloader
// answers only at its own speed (Optiboot 115200, the old bootloader 57600): at another, the bytes
// it gets are framing errors, which it neither answers nor counts as a sign of life. A byte at its
// speed feeds the watchdog as it arrives (Optiboot's getch), even while the line's speed is still
// being read (stty, which a busy computer can keep for over a second).
import { Duplex } from 'node:stream';
import type { EmulatedRig } from './rig.ts';
import { Stk500Responder } from './stk500-responder.ts';

/** What of the rig the bootloader touches: its line, its reset and its flash. */
export type BootRig = Pick<EmulatedRig, 'serial' | 'plugged' | 'program' | 'flash' | 'plug' | 'unplug'>;

export interface BootloaderOptions {
  /** The line speed the bootloader answers at; default 115200 (Optiboot). 57600 is the old bootloader. */
  baud?: number;
}

/** Optiboot's watchdog: the application starts after this long without a good byte. */
export const BOOT_WAIT_MS = 1000;
/** The watchdog's shortest time-out, which Optiboot sets to reset into the application. */
const WATCHDOG_RESET_MS = 16;

export class BootLine extends Duplex {
  private responder: Stk500Responder | null = null;
  private speed: 'unknown' | 'asking' | 'right' | 'wrong' = 'unknown';
  private held: number[] = [];
  private watchdog: NodeJS.Timeout | null = null;
  /** The watchdog ran out while bytes waited for the line's speed: they fed it if they came at the bootloader's. */
  private expiredAsking = false;
  /** The line's speed, asked for as the port opened, so that the first bytes need not wait for stty. */
  private earlySpeed: Promise<number | null> | null = null;
  private readonly baud: number;
  /** Read-backs still to corrupt, across sessions (see Stk500Responder.corruptReadBacks). */
  corruptReadBacks = 0;
  /** How the line's speed is read (the pty's), set once the pty exists. */
  lineSpeed: () => Promise<number | null> = async () => null;
  /** Sessions whose programmer wrote the flash, for tests. */
  flashes = 0;

  constructor(
    private readonly rig: BootRig,
    options: BootloaderOptions,
  ) {
    super();
    this.baud = options.baud ?? 115200;
    rig.serial.on('data', (d: Buffer) => {
      if (!this.responder) this.push(d);
    });
  }

  get inBootloader(): boolean {
    return this.responder !== null;
  }

  /** The port was opened: reset into the bootloader. */
  reset(): void {
    if (!this.rig.plugged && !this.responder) return; // unplugged: no reset line to pull
    this.rig.unplug();
    this.speed = 'unknown';
    this.held = [];
    this.expiredAsking = false;
    this.earlySpeed = this.lineSpeed();
    const responder = new Stk500Responder(this.rig.program, {
      send: (bytes) => {
        if (this.responder === responder) this.push(Buffer.from(bytes));
      },
      boot: (image, written) => {
        if (this.responder !== responder) return;
        if (written) {
          this.rig.flash(image);
          this.flashes++;
        }
        // Optiboot ends by letting its watchdog reset the chip: what the host sends meanwhile is lost.
        if (this.watchdog) clearTimeout(this.watchdog);
        this.watchdog = setTimeout(() => this.startApplication(), WATCHDOG_RESET_MS);
        this.watchdog.unref();
      },
    });
    responder.corruptReadBacks = this.corruptReadBacks;
    this.responder = responder;
    this.feedWatchdog();
  }

  override _read(): void {}

  override _write(chunk: Buffer, _enc: BufferEncoding, cb: (err?: Error | null) => void): void {
    if (!this.responder) {
      this.rig.serial.write(chunk, cb);
      return;
    }
    this.held.push(...chunk);
    this.hear();
    cb();
  }

  override _destroy(err: Error | null, cb: (err?: Error | null) => void): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.responder = null;
    cb(err);
  }

  /** Hands the held bytes to the responder once the line's speed is known to be its own. */
  private hear(): void {
    const responder = this.responder;
    if (!responder) return;
    if (responder.ended) {
      this.held = [];
      return;
    }
    if (this.speed === 'unknown') {
      this.speed = 'asking';
      // The speed read at the reset, unless it was another (the opener may not have set its own yet): then once more.
      const early = this.earlySpeed ?? Promise.resolve(null);
      this.earlySpeed = null;
      void early
        .then((speed) => (speed === this.baud ? speed : this.lineSpeed()))
        .then((speed) => {
          if (this.responder !== responder) return;
          this.speed = speed === null || speed === this.baud ? 'right' : 'wrong';
          if (this.expiredAsking) {
            this.expiredAsking = false;
            // Framing errors only: the watchdog was never fed, and the application starts now.
            if (this.speed === 'wrong') {
              this.startApplication();
              return;
            }
          }
          this.hear();
        });
      return;
    }
    if (this.speed === 'asking') return;
    const bytes = this.held;
    this.held = [];
    if (this.speed === 'wrong' || bytes.length === 0) return;
    this.feedWatchdog();
    responder.receive(bytes);
    this.corruptReadBacks = responder.corruptReadBacks;
  }

  private feedWatchdog(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => this.watchdogRanOut(), BOOT_WAIT_MS);
    this.watchdog.unref();
  }

  /** A second without a good byte, unless bytes heard within it wait for the line's speed to say whether they were good. */
  private watchdogRanOut(): void {
    this.watchdog = null;
    if (this.speed === 'asking' && this.held.length > 0) {
      this.expiredAsking = true;
      return;
    }
    this.startApplication();
  }

  private startApplication(): void {
    if (this.watchdog) clearTimeout(this.watchdog);
    this.watchdog = null;
    this.responder = null;
    this.held = [];
    this.rig.plug();
  }
}
