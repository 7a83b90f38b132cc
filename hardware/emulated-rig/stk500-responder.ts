// The emulated rig's bootloader: an STK500v1 responder that answers as Optiboot 4.4 (the Nano's
// and the Uno's bootloader) does. avr8js does nothing with the self-programming instruction, so
// Optiboot itself cannot write flash in the emulator; this speaks its protocol instead, byte for
// byte: every command ends with CRC_EOP (0x20) and is answered INSYNC (0x14) [data] OK (0x10).
// A byte where a command's CRC_EOP belongs makes Optiboot reset into the application (its
// watchdog), and so does leaving programming mode: both end the session here with `boot`.

const STK_OK = 0x10;
const STK_INSYNC = 0x14;
const CRC_EOP = 0x20;
/** Optiboot's version, as avrdude reads it (STK_GET_PARAMETER 0x81 and 0x82). */
const OPTIBOOT_MAJOR = 4;
const OPTIBOOT_MINOR = 4;
/** The ATmega328P's signature. */
export const SIGNATURE = [0x1e, 0x95, 0x0f] as const;
/** Where Optiboot sits: the last 512 bytes of the 32 KiB flash, which it never writes. */
export const BOOT_START = 0x7e00;

/** How many argument bytes follow each command byte before its CRC_EOP (data of a page write aside). */
const ARGUMENTS: Record<number, number> = {
  48: 0, // STK_GET_SYNC
  65: 1, // STK_GET_PARAMETER
  66: 20, // STK_SET_DEVICE
  69: 5, // STK_SET_DEVICE_EXT
  80: 0, // STK_ENTER_PROGMODE
  81: 0, // STK_LEAVE_PROGMODE
  85: 2, // STK_LOAD_ADDRESS (a word address, low byte first)
  86: 4, // STK_UNIVERSAL
  100: 3, // STK_PROG_PAGE: length (high, low), memory type, then `length` data bytes
  116: 3, // STK_READ_PAGE: length (high, low), memory type
  117: 0, // STK_READ_SIGN
};

export interface Stk500Session {
  /** Bytes to the host. */
  send(bytes: number[]): void;
  /** The session is over: start the application in `image` (the flash as it now is). */
  boot(image: Uint16Array, written: boolean): void;
}

export class Stk500Responder {
  private readonly flash: Uint8Array;
  private pending: number[] = [];
  private address = 0;
  private written = false;
  /** The addresses of the pages written this session. */
  private readonly pages = new Set<number>();
  private over = false;
  /** Read-backs of written pages still to be corrupted (one bit flipped in each), for the tests of verify. */
  corruptReadBacks = 0;

  /** `image`: the flash before the session; the responder writes into its own copy. */
  constructor(
    image: Uint16Array,
    private readonly session: Stk500Session,
  ) {
    this.flash = new Uint8Array(image.buffer.slice(image.byteOffset, image.byteOffset + image.byteLength));
  }

  get ended(): boolean {
    return this.over;
  }

  receive(bytes: Iterable<number>): void {
    for (const b of bytes) {
      if (this.over) return;
      this.pending.push(b);
      this.step();
    }
  }

  /** Handles the pending command once all of it has arrived. */
  private step(): void {
    const [cmd] = this.pending;
    if (cmd === undefined) return;
    const args = ARGUMENTS[cmd] ?? 0;
    let need = 1 + args + 1;
    if (cmd === 0x64 && this.pending.length >= 3) need += ((this.pending[1]! << 8) | this.pending[2]!) & 0xffff;
    if (this.pending.length < need) return;
    const command = this.pending;
    this.pending = [];
    if (command[need - 1] !== CRC_EOP) {
      this.end(); // Optiboot's verifySpace: anything but CRC_EOP starts the application
      return;
    }
    this.answer(cmd, command.slice(1, need - 1));
  }

  private answer(cmd: number, args: number[]): void {
    const reply = (data: number[] = []): void => this.session.send([STK_INSYNC, ...data, STK_OK]);
    switch (cmd) {
      case 0x41: {
        const which = args[0];
        reply([which === 0x81 ? OPTIBOOT_MAJOR : which === 0x82 ? OPTIBOOT_MINOR : 0x03]);
        return;
      }
      case 0x55:
        this.address = ((args[0]! | (args[1]! << 8)) * 2) & 0xffff;
        reply();
        return;
      case 0x56:
        reply([0x00]);
        return;
      case 0x64:
        this.writePage(args[2]!, args.slice(3));
        reply();
        return;
      case 0x74:
        reply(this.readPage(((args[0]! << 8) | args[1]!) & 0xffff, args[2]!));
        return;
      case 0x75:
        reply([...SIGNATURE]);
        return;
      case 0x51:
        reply();
        this.end();
        return;
      default:
        reply(); // GET_SYNC, SET_DEVICE(_EXT), ENTER_PROGMODE, and any other command: in sync, OK
    }
  }

  /** Optiboot erases and writes the page at the loaded address; it never writes its own section. */
  private writePage(memory: number, data: number[]): void {
    if (memory !== 0x46 /* 'F' */) return; // Optiboot 4.4 on the Nano has no EEPROM writes
    for (let i = 0; i < data.length; i++) {
      const at = this.address + i;
      if (at < BOOT_START) this.flash[at] = data[i]!;
    }
    this.pages.add(this.address);
    this.written = true;
  }

  private readPage(length: number, memory: number): number[] {
    const out: number[] = [];
    for (let i = 0; i < length; i++) out.push(memory === 0x46 ? (this.flash[(this.address + i) & 0x7fff] ?? 0xff) : 0xff);
    if (this.corruptReadBacks > 0 && out.length > 0 && this.pages.has(this.address)) {
      this.corruptReadBacks--;
      out[0] = out[0]! ^ 0x01;
    }
    return out;
  }

  private end(): void {
    this.over = true;
    this.session.boot(new Uint16Array(this.flash.buffer.slice(0)), this.written);
  }
}
