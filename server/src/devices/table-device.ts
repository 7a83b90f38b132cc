// What a table session gets from firmware-bridge: a Device (samples, tags, status) and, on a
// simulated rig, its RigControl, which the tablet's virtual-rig panel drives.
import type { Cup, Device } from '../../../firmware-bridge/src/device.ts';
import type { RigControl } from '../../../firmware-bridge/src/rig-control.ts';

export interface TableDevice {
  device: Device;
  /** Present on a simulated rig only. */
  rig: RigControl | null;
  close(): Promise<void>;
}

/** How long a virtual card rests on the reader for one tap. */
const TAP_MS = 150;

/** The booty in the cups of a simulated rig, piece by piece, so pieces can be added and removed. */
export class VirtualTable {
  private readonly pieces: [number[], number[]] = [[], []];
  private tapTimer: NodeJS.Timeout | null = null;

  constructor(private readonly rig: RigControl) {}

  tap(uid: string): void {
    if (this.tapTimer) {
      clearTimeout(this.tapTimer);
      this.rig.removeTag(0);
    }
    this.rig.placeTag(0, uid);
    this.tapTimer = setTimeout(() => {
      this.tapTimer = null;
      this.rig.removeTag(0);
    }, TAP_MS);
  }

  /** A piece of booty into a cup; without a weight, a random one of 6–14 g, like real pieces. */
  addPiece(cup: Cup, grams = 6 + Math.random() * 8): void {
    this.pieces[cup].push(grams);
    this.update(cup);
  }

  removePiece(cup: Cup): boolean {
    if (this.pieces[cup].pop() === undefined) return false;
    this.update(cup);
    return true;
  }

  clear(): void {
    this.pieces[0].length = 0;
    this.pieces[1].length = 0;
    this.update(0);
    this.update(1);
  }

  count(cup: Cup): number {
    return this.pieces[cup].length;
  }

  close(): void {
    if (this.tapTimer) clearTimeout(this.tapTimer);
  }

  private update(cup: Cup): void {
    this.rig.setGrams(cup, this.pieces[cup].reduce((a, b) => a + b, 0));
  }
}
