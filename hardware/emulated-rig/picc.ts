// An ISO/IEC 14443-3 type A card (MIFARE Classic with a 4-byte UID, or an NTAG213 sticker with
// a 7-byte UID) as the MFRC522 sees it: the IDLE/READY/ACTIVE/HALT state machine answering
// REQA, WUPA, anticollision, select (cascade levels 1-2, BCC and CRC_A) and HLTA.

export function crcA(bytes: ArrayLike<number>): [number, number] {
  let crc = 0x6363;
  for (let i = 0; i < bytes.length; i++) {
    let b = (bytes[i]! ^ crc) & 0xff;
    b = (b ^ (b << 4)) & 0xff;
    crc = ((crc >> 8) ^ (b << 8) ^ (b << 3) ^ (b >> 4)) & 0xffff;
  }
  return [crc & 0xff, crc >> 8];
}

type State = 'IDLE' | 'READY' | 'ACTIVE' | 'HALT';

export class Picc {
  private state: State = 'IDLE';
  private halted = false; // woken from HALT: an error sends it back there
  private level = 0;
  readonly uid: Uint8Array;

  constructor(uidHex: string) {
    if (!/^([0-9A-F]{8}|[0-9A-F]{14})$/.test(uidHex)) throw new Error(`tag UID must be 8 or 14 upper-case hex digits, got "${uidHex}"`);
    this.uid = Uint8Array.from(uidHex.match(/../g)!.map((h) => parseInt(h, 16)));
  }

  /** The bytes of cascade level `level` (0 or 1) as sent in anticollision, BCC excluded. */
  private levelBytes(level: number): number[] {
    const u = [...this.uid];
    if (u.length === 4) return u;
    return level === 0 ? [0x88, u[0]!, u[1]!, u[2]!] : u.slice(3, 7);
  }

  /**
   * One frame from the reader (its last byte's low `txLastBits` bits only, when not 0);
   * returns the answer, or null for silence. An anticollision answer to a frame that ends
   * inside a byte starts at that bit: `firstBit` says where.
   */
  receive(frame: Uint8Array, txLastBits: number): PiccAnswer | null {
    const sleep = (): null => {
      this.state = this.halted ? 'HALT' : 'IDLE';
      return null;
    };
    if (txLastBits === 7 && frame.length === 1) {
      const cmd = frame[0];
      const wakes = (cmd === 0x26 && this.state === 'IDLE') || (cmd === 0x52 && (this.state === 'IDLE' || this.state === 'HALT'));
      if (!wakes) return sleep();
      this.halted = this.state === 'HALT';
      this.state = 'READY';
      this.level = 0;
      return whole(this.uid.length === 4 ? 0x04 : 0x44, 0x00); // ATQA
    }
    const sel = frame[0];
    const nvb = frame[1] ?? 0;
    if (this.state === 'READY' && frame.length >= 2 && sel === (this.level === 0 ? 0x93 : 0x95)) {
      const cl = this.levelBytes(this.level);
      cl.push(cl[0]! ^ cl[1]! ^ cl[2]! ^ cl[3]!); // BCC
      if (nvb === 0x70 && txLastBits === 0 && frame.length === 9) return this.select(frame, cl) ?? sleep();
      // Anticollision: NVB = bytes sent (high nibble, SEL and NVB included) and extra bits.
      const known = ((nvb >> 4) - 2) * 8 + (nvb & 0x0f);
      const sentBytes = Math.ceil(known / 8) + 2;
      if (nvb >> 4 < 2 || (nvb & 0x0f) > 7 || known > 32 || frame.length !== sentBytes || (nvb & 0x07) !== txLastBits) return sleep();
      for (let i = 0; i < known; i++) {
        const bit = (b: number): number => (b >> (i % 8)) & 1;
        if (bit(frame[2 + Math.floor(i / 8)]!) !== bit(cl[Math.floor(i / 8)]!)) return null; // not us: stay READY
      }
      const rest = cl.slice(Math.floor(known / 8));
      rest[0] = rest[0]! & (0xff << (known % 8)) & 0xff;
      return { bytes: Uint8Array.from(rest), firstBit: known % 8 };
    }
    if (this.state === 'ACTIVE' && frame.length === 4 && sel === 0x50 && nvb === 0x00 && txLastBits === 0) {
      const [lo, hi] = crcA(frame.subarray(0, 2));
      if (frame[2] === lo && frame[3] === hi) {
        this.state = 'HALT';
        this.halted = true;
        return null;
      }
    }
    return sleep();
  }

  private select(frame: Uint8Array, cl: number[]): PiccAnswer | null {
    const [lo, hi] = crcA(frame.subarray(0, 7));
    if (frame[7] !== lo || frame[8] !== hi || !cl.every((b, i) => frame[2 + i] === b)) return null;
    const more = this.uid.length === 7 && this.level === 0;
    const sak = more ? 0x04 : this.uid.length === 4 ? 0x08 : 0x00;
    if (more) this.level = 1;
    else this.state = 'ACTIVE';
    return whole(sak, ...crcA([sak]));
  }
}

export interface PiccAnswer {
  bytes: Uint8Array;
  /** The first valid bit of bytes[0] (anticollision answers may start inside a byte). */
  firstBit: number;
}

const whole = (...bytes: number[]): PiccAnswer => ({ bytes: Uint8Array.from(bytes), firstBit: 0 });
