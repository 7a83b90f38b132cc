// The emulated rig's chips, wired to the MCU's pins at each power-on: the two HX711 models on
// port D (each its DOUT, the shared SCK and RATE), the MFRC522 models on the SPI bus with their
// chip selects and the shared RST on port B.
import { Hx711Model } from './hx711-model.ts';
import type { LoadCell } from './load-cell.ts';
import { Mcu } from './mcu.ts';
import { Mfrc522Model } from './mfrc522-model.ts';

// Pins (hardware/firmware/quartermaster/pins.h): port D bit 2/3 DOUT, 4 SCK, 5 RATE;
// port B bit 2 SS reader 0, bit 0 SS reader 1, bit 1 RST.
const PD_DOUT = [2, 3] as const;
const PD_SCK = 4;
const PD_RATE = 5;
const PB_SS = [2, 0] as const;
const PB_RST = 1;

/** What the chips are made of at power-on: the load cells, which chips are fitted, the cards on each reader, the faults built in. */
export interface ChipsAt {
  cells: readonly [LoadCell, LoadCell];
  channelsPresent: readonly boolean[];
  readerPresent: readonly boolean[];
  tags: readonly (readonly string[])[];
  /** The chips' own faults (rig.ts's EmulatedFaults): RATE tied low per cup, reader 0 losing its cards. */
  faults?: { rateTiedLow?: [boolean, boolean]; readerDropoutMs?: number };
}

export function wireChips(mcu: Mcu, at: ChipsAt): { hx711: [Hx711Model, Hx711Model]; mfrc522: (Mfrc522Model | null)[] } {
  const { portB, portD } = mcu;
  const hx = [0, 1].map((ch) => {
    const model = new Hx711Model({
      clock: mcu,
      setDout: (high) => portD.setPin(PD_DOUT[ch]!, high),
      convert: () => at.cells[ch]!.convert(),
      rateTiedLow: at.faults?.rateTiedLow?.[ch] ?? false,
    });
    model.setPresent(at.channelsPresent[ch]!);
    return model;
  }) as [Hx711Model, Hx711Model];
  portD.addListener(() => {
    const sck = Mcu.outputHigh(portD, PD_SCK);
    const rate = Mcu.outputHigh(portD, PD_RATE);
    for (const m of hx) {
      m.setRatePin(rate);
      m.setSck(sck);
    }
  });
  const readers = at.readerPresent.map((present, r) => {
    if (!present) return null;
    const model = new Mfrc522Model(mcu, undefined, r === 0 ? (at.faults?.readerDropoutMs ?? null) : null);
    for (const tag of at.tags[r]!) model.placeCard(tag);
    return model;
  });
  // A chip select or RST left as an input is pulled high by the reader module.
  const level = (bit: number): boolean => portB.pinState(bit) !== 0 /* PinState.Low */;
  const ssLevel = [true, true];
  let selected: number | null = null;
  portB.addListener(() => {
    const rstLow = !level(PB_RST);
    for (const m of readers) m?.setReset(rstLow);
    selected = null;
    PB_SS.forEach((bit, r) => {
      const high = level(bit);
      if (!high && ssLevel[r]) readers[r]?.select();
      ssLevel[r] = high;
      if (!high) selected = r;
    });
  });
  // Nothing selected: MISO floats (reads 0xFF); an absent reader selected reads 0x00.
  mcu.spi.onTransfer = (mosi) => (selected === null ? 0xff : (readers[selected]?.transfer(mosi) ?? 0x00));
  return { hx711: hx, mfrc522: readers };
}
