// The emulated rig behind a real pseudo-terminal, so serialport opens it like a USB device.
// unplug() makes the device path disappear (as pulling the cable would), plug() brings it back.
import { exposeAsPty, type PtyLink } from '../../firmware-bridge/src/pty/pty.ts';
import { startEmulatedRig, type EmulatedRig, type EmulatedRigOptions } from './rig.ts';

export interface EmulatedRigOnPty extends EmulatedRig {
  /** The device path to open with serialport. */
  readonly path: string;
}

export async function startEmulatedRigOnPty(opts: EmulatedRigOptions & { path?: string } = {}): Promise<EmulatedRigOnPty> {
  const rig = await startEmulatedRig(opts);
  let link: PtyLink;
  try {
    link = await exposeAsPty(rig.serial, opts.path ? { path: opts.path } : {});
  } catch (e) {
    await rig.close();
    throw e;
  }
  return {
    path: link.path,
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
      void link.vanish();
    },
    plug(): void {
      void link.reappear().then(() => rig.plug());
    },
    async close(): Promise<void> {
      await link.close();
      await rig.close();
    },
  };
}
