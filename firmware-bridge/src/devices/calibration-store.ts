// Per-cup calibration (tare offset in counts, counts per gram), kept per device identity as one
// JSON file in the data directory, so a rig is calibrated once and remembered at the next start.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface CupCalibration {
  /** Raw counts of the empty cup (tare); null until tared. */
  offset: number | null;
  /** Counts per gram (negative for a cell mounted the other way up); null until calibrated. */
  countsPerGram: number | null;
}

export type RigCalibration = [CupCalibration, CupCalibration];

export function uncalibrated(): RigCalibration {
  return [
    { offset: null, countsPerGram: null },
    { offset: null, countsPerGram: null },
  ];
}

/** Grams for a raw reading, or null when the cup lacks a tare or a factor. */
export function toGrams(c: CupCalibration, raw: number): number | null {
  if (c.offset === null || c.countsPerGram === null) return null;
  return (raw - c.offset) / c.countsPerGram;
}

function validCup(x: unknown): x is CupCalibration {
  if (typeof x !== 'object' || x === null) return false;
  const { offset, countsPerGram } = x as Record<string, unknown>;
  const okNum = (v: unknown) => v === null || (typeof v === 'number' && Number.isFinite(v));
  return okNum(offset) && okNum(countsPerGram) && countsPerGram !== 0;
}

export class CalibrationStore {
  constructor(private readonly dataDir: string) {}

  fileFor(identity: string): string {
    return join(this.dataDir, 'calibration', `${identity.replace(/[^A-Za-z0-9._-]/g, '_')}.json`);
  }

  /** The stored calibration, or null when there is none; a damaged file is reported, not thrown. */
  async load(identity: string): Promise<{ calibration: RigCalibration | null; problem?: string }> {
    const file = this.fileFor(identity);
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { calibration: null };
      return { calibration: null, problem: `cannot read ${file}: ${(e as Error).message}` };
    }
    try {
      const json: unknown = JSON.parse(text);
      const cups = (json as { cups?: unknown }).cups;
      if (!Array.isArray(cups) || cups.length !== 2 || !validCup(cups[0]) || !validCup(cups[1]))
        throw new Error('expected { cups: [{offset, countsPerGram}, {offset, countsPerGram}] }');
      return { calibration: [{ ...cups[0] }, { ...cups[1] }] };
    } catch (e) {
      return { calibration: null, problem: `ignoring damaged calibration ${file}: ${(e as Error).message}` };
    }
  }

  /** Written to a temporary file and renamed, so a crash never leaves half a file. */
  async save(identity: string, calibration: RigCalibration): Promise<void> {
    const file = this.fileFor(identity);
    await mkdir(join(this.dataDir, 'calibration'), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, `${JSON.stringify({ identity, savedAt: new Date().toISOString(), cups: calibration }, null, 2)}\n`);
    await rename(tmp, file);
  }
}
