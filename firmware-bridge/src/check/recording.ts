// What the rig check records (firmware-bridge/src/check/run-check.ts) and what its analysis makes
// of it (analyse.ts): plain data, so the analysis is pure and a report can be saved and read back.

/** One HX711 conversion: the rig's clock (ms since boot) and the raw 24-bit counts. */
export interface RawSample {
  t: number;
  raw: number;
}

/** Per cup, left (0) then right (1). */
export type PerCup<T> = [T, T];

export interface CheckRecording {
  /** What the rig said in its HELLO; null when it never said one. */
  firmware: { proto: number; fw: string; caps: string[] } | null;
  /** The samples/s the check asked of both HX711 (RATE). */
  askedRate: 10 | 80;
  /** Faults the rig reported during the check (its ERR lines). */
  errors: { code: string; detail?: string }[];
  /** Both cups empty and the table still. */
  empty: { seconds: number; samples: PerCup<RawSample[]> };
  /** The known weight in each cup, then (when there was one) a second of the same; null when skipped. */
  weight: {
    grams: number;
    /** From the moment the weight went in (a person's pan bounces: `settleMs` are left out). */
    loaded: PerCup<RawSample[]>;
    /** From the moment the second weight went in; null when the person had only one. */
    doubled: PerCup<RawSample[]> | null;
    settleMs: number;
  } | null;
  /** A card held on reader 0 and taken away; null when skipped. */
  card: {
    heldSeconds: number;
    tags: { reader: number; present: boolean; uid: string }[];
    /** Reader 0's READS lines meanwhile (protocol 3: polls that read the card, polls that missed
     * it, once a second); null when the firmware is older and does not count them. */
    polls?: { t: number; reads: number; misses: number }[] | null;
  } | null;
  /** One press of the button asked for: the levels its pin reported meanwhile; null when skipped. */
  button: { pin: number; levelAtStart: 0 | 1 | null; levels: boolean[] } | null;
  /** Each light and the buzzer driven in turn, and whether the person saw (heard) it; null: not asked. */
  outputs: { part: OutputPart; pin: number; seen: boolean | null; refused?: string }[];
}

export type OutputPart = 'left light' | 'right light' | 'tie light' | 'buzzer';

export type FindingStatus = 'ok' | 'problem' | 'not measured';

export interface Finding {
  /** 'rig', 'left cup', 'right cup', 'reader 0', 'button', 'left light', … 'buzzer'. */
  part: string;
  /** What was measured: 'present', 'samples per second', 'noise', 'drift', 'sign', 'response',
   * 'linearity', 'creep', 'card', 'dropouts', 'reads per second', 'press', 'bounces', 'lights up', 'sounds', 'firmware'. */
  measure: string;
  status: FindingStatus;
  /** The measured figure, when there is one, in `unit`. */
  value?: number;
  unit?: string;
  /** What it should be, in words. */
  expected?: string;
  /** One sentence: what was found, and what to do about it. */
  says: string;
}

export interface CheckReport {
  /** No finding is a problem. */
  healthy: boolean;
  findings: Finding[];
}
