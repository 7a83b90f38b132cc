// The emulated rig behind a real pseudo-terminal, so serialport opens it like a USB device.
// unplug() makes the device path disappear (as pulling the cable would), plug() brings it back.
// With `bootloader`, opening the path resets the rig into its bootloader, as a Nano's auto-reset
// does, and avrdude can flash it (boot-line.ts).
import { exposeAsPty, type PtyLink } from '../../firmware-bridge/src/pty/pty.ts';
import { BootLine, type BootloaderOptions } from './boot-line.ts';
import { startEmulatedRig, type EmulatedRig, type EmulatedRigOptions } from './rig.ts';

export interface EmulatedRigOnPty extends EmulatedRig {
  /** The device path to open with serialport. */
  readonly path: string;
  /** The bootloader, when the rig has one. */
  readonly bootloader: EmulatedBootloader | null;
}

export interface EmulatedBootloader {
  /** Whether the bootloader runs now (the port was opened less than a second ago, or a programmer talks). */
  readonly running: boolean;
  /** How many times a programmer has written the flash. */
  readonly flashes: number;
  /** The next `n` pages read back come with one bit flipped, as a bad cable would give them. */
  corruptReadBacks(n: number): void;
}

export type EmulatedRigOnPtyOptions = EmulatedRigOptions & { path?: string; bootloader?: BootloaderOptions };

export async function startEmulatedRigOnPty(opts: EmulatedRigOnPtyOptions = {}): Promise<EmulatedRigOnPty> {
  const rig = await startEmulatedRig(opts);
  const line = opts.bootloader ? new BootLine(rig, opts.bootloader) : null;
  let link: PtyLink;
  try {
    link = await exposeAsPty(line ?? rig.serial, {
      ...(opts.path && { path: opts.path }),
      ...(line && { onOpen: () => line.reset() }),
    });
  } catch (e) {
    line?.destroy();
    await rig.close();
    throw e;
  }
  if (line) line.lineSpeed = () => link.lineSpeed();
  let vanishing: Promise<void> = Promise.resolve();
  const bootloader: EmulatedBootloader | null = line && {
    get running() {
      return line.inBootloader;
    },
    get flashes() {
      return line.flashes;
    },
    corruptReadBacks(n: number) {
      line.corruptReadBacks = n;
    },
  };
  return {
    path: link.path,
    bootloader,
    get serial() {
      return rig.serial;
    },
    get calibration() {
      return rig.calibration;
    },
    get simMillis() {
      return rig.simMillis;
    },
    get timingViolations() {
      return rig.timingViolations;
    },
    get hx711() {
      return rig.hx711;
    },
    get mfrc522() {
      return rig.mfrc522;
    },
    get plugged() {
      return rig.plugged;
    },
    get program() {
      return rig.program;
    },
    flash: (program) => rig.flash(program),
    waitSim: (ms) => rig.waitSim(ms),
    setRaw: (ch, counts) => rig.setRaw(ch, counts),
    setGrams: (ch, grams) => rig.setGrams(ch, grams),
    setNoise: (on) => rig.setNoise(on),
    setChannelPresent: (ch, present) => rig.setChannelPresent(ch, present),
    placeTag: (reader, uid) => rig.placeTag(reader, uid),
    addTag: (reader, uid) => rig.addTag(reader, uid),
    removeTag: (reader, uid) => rig.removeTag(reader, uid),
    driveInput: (pin, high) => rig.driveInput(pin, high),
    pinOutputs: () => rig.pinOutputs(),
    unplug(): void {
      rig.unplug();
      vanishing = link.vanish();
    },
    plug(): void {
      // A plug right after an unplug waits for the old pty to be gone, or its end would take the new one's path.
      void vanishing.then(() => link.reappear()).then(() => rig.plug());
    },
    async close(): Promise<void> {
      await link.close();
      line?.destroy();
      await rig.close();
    },
  };
}
