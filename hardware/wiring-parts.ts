// The rig's wiring, one part at a time, for the setup guide (the tablet's and `quartermaster
// setup`'s): each part's rows of the pin table in hardware/README.md (wiring-parts.test.ts holds
// them to it) and the region of hardware/wiring.svg that shows it.

export const WIRING_PARTS = ['left cup', 'right cup', 'reader', 'button and lights'] as const;
export type WiringPart = (typeof WIRING_PARTS)[number];

export interface PinRow {
  /** The Nano's pin, as printed on the board. */
  pin: string;
  /** What it goes to. */
  to: string;
}

export interface PartWiring {
  /** The part's name in the guide's heading. */
  title: string;
  /** What to do, in a sentence. */
  says: string;
  rows: readonly PinRow[];
  /** The part's region of hardware/wiring.svg (its 960 × 700 drawing): x, y, width, height. */
  view: readonly [number, number, number, number];
  /** A rig can be used without it. */
  optional: boolean;
}

/** The pins the guide names (hardware/README.md's table, in short), each with the parts it wires:
 * the two cups share their HX711 boards' clock, rate and power. */
const PINS: readonly (PinRow & { parts: readonly WiringPart[] })[] = [
  { pin: 'D2', to: 'HX711 under the left cup: DT (DOUT)', parts: ['left cup'] },
  { pin: 'D3', to: 'HX711 under the right cup: DT (DOUT)', parts: ['right cup'] },
  { pin: 'D4', to: 'both HX711: SCK (PD_SCK)', parts: ['left cup', 'right cup'] },
  { pin: 'D5', to: 'both HX711: RATE (cut or lift the trace that ties it to GND first)', parts: ['left cup', 'right cup'] },
  { pin: '5V', to: 'both HX711: VCC (and VDD where the board has both)', parts: ['left cup', 'right cup'] },
  { pin: 'GND', to: 'both HX711: GND', parts: ['left cup', 'right cup'] },
  { pin: 'D10', to: 'MFRC522 reader 0: SDA (SS), through the level shifter', parts: ['reader'] },
  { pin: 'D13', to: 'MFRC522: SCK, through the level shifter', parts: ['reader'] },
  { pin: 'D11', to: 'MFRC522: MOSI, through the level shifter', parts: ['reader'] },
  { pin: 'D12', to: 'MFRC522: MISO, direct', parts: ['reader'] },
  { pin: 'D9', to: 'MFRC522: RST, through the level shifter', parts: ['reader'] },
  { pin: '3V3', to: 'MFRC522: 3.3V', parts: ['reader'] },
  { pin: 'GND', to: 'MFRC522: GND', parts: ['reader'] },
  { pin: 'D7', to: 'the All in button, other leg to GND', parts: ['button and lights'] },
  { pin: 'A0', to: 'green LED left heavier: anode via 330 Ω, cathode to GND', parts: ['button and lights'] },
  { pin: 'A1', to: 'green LED right heavier, the same way', parts: ['button and lights'] },
  { pin: 'A2', to: 'amber LED tie, the same way', parts: ['button and lights'] },
  { pin: 'A3', to: 'passive piezo buzzer: + via 100 Ω, − to GND', parts: ['button and lights'] },
];

/** The parts a rig can be used without. */
const OPTIONAL: readonly WiringPart[] = ['button and lights'];

const PARTS: Record<WiringPart, Pick<PartWiring, 'title' | 'says' | 'view'>> = {
  'left cup': {
    title: 'The left cup',
    says: 'Wire the load cell under the left cup to its HX711 board (red E+, black E−, white A−, green A+), and the board to the Nano.',
    view: [0, 80, 600, 200],
  },
  'right cup': {
    title: 'The right cup',
    says: 'Wire the load cell under the right cup to the second HX711 board the same way, and its DT to D3.',
    view: [0, 300, 600, 200],
  },
  reader: {
    title: 'The card reader',
    says: 'Wire the MFRC522 reader to 3.3 V (never 5 V), with SDA, SCK, MOSI and RST through the level shifter. Then put a card flat on it.',
    view: [400, 80, 560, 260],
  },
  'button and lights': {
    title: 'The button, lights and buzzer',
    says: 'If you have them: the All in button from D7 to GND, three LEDs through 330 Ω resistors to GND, and a passive buzzer through 100 Ω.',
    view: [400, 350, 560, 250],
  },
};

const wired = (part: WiringPart): PartWiring => ({
  ...PARTS[part],
  optional: OPTIONAL.includes(part),
  rows: PINS.filter((p) => p.parts.includes(part)).map(({ pin, to }) => ({ pin, to })),
});

export const WIRING: Readonly<Record<WiringPart, PartWiring>> = {
  'left cup': wired('left cup'),
  'right cup': wired('right cup'),
  reader: wired('reader'),
  'button and lights': wired('button and lights'),
};

export const isWiringPart = (s: string): s is WiringPart => (WIRING_PARTS as readonly string[]).includes(s);

/** What a builder needs before the wiring (hardware/README.md's parts table, in short). */
const NEEDED = [
  'an Arduino Nano (or Uno) and its USB cable',
  'two HX711 boards, their RATE pin brought out',
  'two 5 kg bar load cells',
  'an MFRC522 card reader and a level shifter',
  'an NFC sticker on each card',
  'the balance: two cups on their plates',
  'a known weight (a 1 euro coin weighs 7.5 g)',
];
const IF_YOU_HAVE_THEM = ['a button, three LEDs (330 Ω), a passive buzzer (100 Ω)'];
export const RIG_PARTS: readonly { what: string; optional: boolean }[] = [
  ...NEEDED.map((what) => ({ what, optional: false })),
  ...IF_YOU_HAVE_THEM.map((what) => ({ what, optional: true })),
];
