// Register-level model of an MFRC522 on SPI: the registers, FIFO, interrupt-request bits, timer
// and the Transceive command that the firmware drives, with any number of cards in its field.
// Cards answering at once are combined bit by bit as on the air: the first bit where they
// differ is a collision (ErrorReg CollErr, CollReg CollPos). Registers the firmware never
// touches read back what was written.
import type { SimClock } from './mcu.ts';
import { Picc, type PiccAnswer } from './picc.ts';

const REG = {
  Command: 0x01,
  ComIrq: 0x04,
  DivIrq: 0x05,
  Error: 0x06,
  Status2: 0x08,
  FifoData: 0x09,
  FifoLevel: 0x0a,
  Control: 0x0c,
  BitFraming: 0x0d,
  Coll: 0x0e,
  TxControl: 0x14,
  TMode: 0x2a,
  TPrescaler: 0x2b,
  TReloadH: 0x2c,
  TReloadL: 0x2d,
  Version: 0x37,
} as const;
const CMD_IDLE = 0x00;
const CMD_TRANSCEIVE = 0x0c;
const CMD_SOFT_RESET = 0x0f;
const IRQ_TX = 0x40,
  IRQ_RX = 0x20,
  IRQ_TIMER = 0x01;
const FIFO_SIZE = 64;
/** A card answers about 90 µs after the frame; a byte on air takes about 9.4 kbit/s... ~86 µs. */
const BYTE_US = 86;
const ANSWER_US = 90;

export class Mfrc522Model {
  /** Frames the reader sent to the field, and answers in which cards collided, for tests. */
  transceives = 0;
  collisions = 0;
  private regs = new Uint8Array(64);
  private fifo: number[] = [];
  private cards: Picc[] = [];
  private cancelPending: (() => void) | null = null;
  private spiAddr: number | null = null; // null: the next byte is an address
  private spiRead = false;
  private readPending: number | null = null;
  private inReset = false;

  constructor(
    private readonly clock: SimClock,
    readonly version = 0x92,
    /** A fault, for the rig check's tests: the reader loses the cards in its field for every other
     * window of this many ms (a reader on 5 V logic without a level shifter reads like this). */
    private readonly dropoutMs: number | null = null,
  ) {
    this.softReset();
  }

  /** Puts a card in the field (next to any already there). */
  placeCard(uidHex: string): void {
    this.cards.push(new Picc(uidHex));
  }

  /** Takes one card away, or all of them. */
  removeCard(uidHex?: string): void {
    this.cards = uidHex === undefined ? [] : this.cards.filter((c) => hex(c.uid) !== uidHex);
  }

  /** The RST pin: low holds the chip in hard power-down (it answers nothing). */
  setReset(low: boolean): void {
    if (low && !this.inReset) this.softReset();
    this.inReset = low;
  }

  /** Chip select went low: a new SPI transaction. */
  select(): void {
    this.spiAddr = null;
    this.readPending = null;
  }

  /** One SPI byte while selected; returns MISO. */
  transfer(mosi: number): number {
    if (this.inReset) return 0x00;
    const miso = this.readPending === null ? 0x00 : this.readRegister(this.readPending);
    this.readPending = null;
    if (this.spiAddr === null || this.spiRead) {
      if (this.spiAddr !== null && mosi === 0x00) return miso; // end of a read burst
      const addr = (mosi >> 1) & 0x3f;
      this.spiRead = (mosi & 0x80) !== 0;
      this.spiAddr = addr;
      if (this.spiRead) this.readPending = addr;
    } else {
      this.writeRegister(this.spiAddr, mosi);
    }
    return miso;
  }

  private softReset(): void {
    this.cancelPending?.();
    this.regs.fill(0);
    this.fifo = [];
    this.regs[REG.Command] = 0x20;
    this.regs[REG.ComIrq] = 0x14;
    this.regs[REG.Control] = 0x10;
    this.regs[REG.TxControl] = 0x80;
    this.regs[REG.Version] = this.version;
  }

  private readRegister(reg: number): number {
    switch (reg) {
      case REG.FifoData:
        return this.fifo.shift() ?? 0;
      case REG.FifoLevel:
        return this.fifo.length;
      default:
        return this.regs[reg]!;
    }
  }

  private writeRegister(reg: number, value: number): void {
    switch (reg) {
      case REG.Command:
        return this.command(value);
      case REG.ComIrq:
      case REG.DivIrq: // bit 7 (Set1) says whether the marked bits are set or cleared
        this.regs[reg] = value & 0x80 ? this.regs[reg]! | (value & 0x7f) : this.regs[reg]! & ~(value & 0x7f);
        return;
      case REG.FifoData:
        if (this.fifo.length < FIFO_SIZE) this.fifo.push(value);
        else this.regs[REG.Error] = this.regs[REG.Error]! | 0x10; // BufferOvfl
        return;
      case REG.FifoLevel:
        if (value & 0x80) this.fifo = [];
        return;
      case REG.BitFraming:
        this.regs[reg] = value;
        if (value & 0x80 && (this.regs[REG.Command]! & 0x0f) === CMD_TRANSCEIVE) this.startSend();
        return;
      case REG.Version:
      case REG.Error:
      case REG.Status2:
        return; // read-only here
      default:
        this.regs[reg] = value;
    }
  }

  private command(value: number): void {
    const cmd = value & 0x0f;
    if (cmd === CMD_SOFT_RESET) return this.softReset();
    this.regs[REG.Command] = (this.regs[REG.Command]! & 0xf0) | cmd | (value & 0x10);
    if (cmd === CMD_IDLE) {
      this.cancelPending?.();
      this.cancelPending = null;
    }
  }

  private droppingOut(): boolean {
    if (this.dropoutMs === null) return false;
    const ms = (this.clock.cycles / this.clock.hz) * 1000;
    return Math.floor(ms / this.dropoutMs) % 2 === 1;
  }

  private timerUs(): number {
    const prescaler = ((this.regs[REG.TMode]! & 0x0f) << 8) | this.regs[REG.TPrescaler]!;
    const reload = (this.regs[REG.TReloadH]! << 8) | this.regs[REG.TReloadL]!;
    return ((reload + 1) * (2 * prescaler + 1)) / 13.56;
  }

  private startSend(): void {
    this.transceives++;
    const frame = Uint8Array.from(this.fifo);
    const txLastBits = this.regs[REG.BitFraming]! & 0x07;
    const rxAlign = (this.regs[REG.BitFraming]! >> 4) & 0x07;
    this.fifo = [];
    this.regs[REG.Error] = 0;
    const fieldOn = (this.regs[REG.TxControl]! & 0x03) === 0x03 && !this.droppingOut();
    const answers = fieldOn ? this.cards.map((c) => c.receive(frame, txLastBits)).filter((a) => a !== null) : [];
    const rx = answers.length > 0 ? combine(answers, rxAlign) : null;
    const txUs = frame.length * BYTE_US;
    const us = rx ? txUs + ANSWER_US + rx.bytes.length * BYTE_US : txUs + this.timerUs();
    this.cancelPending?.();
    this.cancelPending = this.clock.after((us / 1e6) * this.clock.hz, () => {
      this.cancelPending = null;
      if (rx) {
        this.fifo = [...rx.bytes];
        this.regs[REG.Control] = (this.regs[REG.Control]! & ~0x07) | rx.lastBits;
        if (rx.collPos !== null) {
          this.collisions++;
          this.regs[REG.Error] = this.regs[REG.Error]! | 0x08; // CollErr
          this.regs[REG.Coll] = (this.regs[REG.Coll]! & 0x80) | (rx.collPos > 32 ? 0x20 : rx.collPos % 32);
        }
        this.regs[REG.ComIrq] = this.regs[REG.ComIrq]! | IRQ_TX | IRQ_RX;
      } else {
        this.regs[REG.ComIrq] = this.regs[REG.ComIrq]! | IRQ_TX | IRQ_TIMER;
      }
    });
  }
}

const hex = (bytes: Uint8Array): string => [...bytes].map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join('');

/**
 * What the reader receives from cards answering together: their bits ORed on the air, stored
 * from bit `rxAlign` of the first FIFO byte. `collPos` is the first bit where they differ,
 * counted from 1 at bit 0 of the first FIFO byte; bits after it read as 0 (ValuesAfterColl 0).
 */
export function combine(answers: PiccAnswer[], rxAlign: number): { bytes: Uint8Array; lastBits: number; collPos: number | null } {
  const bitsOf = (a: PiccAnswer): number[] => {
    const out: number[] = [];
    for (let i = a.firstBit; i < a.bytes.length * 8; i++) out.push((a.bytes[i >> 3]! >> (i & 7)) & 1);
    return out;
  };
  const streams = answers.map(bitsOf);
  const length = Math.max(...streams.map((b) => b.length));
  const bits: number[] = [];
  let collAt: number | null = null;
  for (let i = 0; i < length; i++) {
    const seen = new Set(streams.map((b) => b[i] ?? -1));
    if (seen.size > 1 && collAt === null) collAt = i;
    bits.push(collAt !== null && i > collAt ? 0 : seen.has(1) ? 1 : 0);
  }
  const total = rxAlign + bits.length;
  const bytes = new Uint8Array(Math.ceil(total / 8));
  bits.forEach((b, i) => {
    const at = rxAlign + i;
    bytes[at >> 3] = bytes[at >> 3]! | (b << (at & 7));
  });
  return { bytes, lastBits: total % 8, collPos: collAt === null ? null : rxAlign + collAt + 1 };
}
