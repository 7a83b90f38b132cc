// The unit weights a table learned for its counting scale (one per kind of piece, by the id its game declares), kept
// in the data directory so that a restart does not ask for ten pieces again: each as refined by the
// counts confirmed since, with what the pours showed of the pieces' spread. A damaged file is a
// warning and is ignored (the table learns again); a write that fails is a warning, never a crash.
import { existsSync, readFileSync } from 'node:fs';
import type { Unit } from '../../../../scale/count-stats.ts';
import type { PieceKind } from '../../../../games/core/types.ts';
import { fileTrouble, writeFileDurably } from '../durable.ts';

export type Units = Readonly<Record<string, Unit>>;

const finite = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;

/** Why `v` is not a learned unit, or null. */
function unitProblem(v: unknown): string | null {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return 'not an object';
  const u = v as Record<string, unknown>;
  if (!finite(u.grams, Number.MIN_VALUE, 1000)) return '"grams" must be above 0 and at most 1000';
  if (!finite(u.spreadGrams, 0, 1000) || !finite(u.se, 0, 1000)) return '"spreadGrams" and "se" must be 0 to 1000';
  if (!Number.isInteger(u.pieces) || !finite(u.pieces, 1, 1e6)) return '"pieces" must be a whole number 1 to 1000000';
  if (u.df !== undefined && !finite(u.df, 1, 1e6)) return '"df" must be 1 to 1000000';
  return null;
}

export class CountUnits {
  private constructor(
    private readonly path: string,
    private units: Units,
    private readonly warn: (message: string) => void,
  ) {}

  /** `known`: the ids of the kinds of piece the table's games declare. */
  static open(path: string, known: readonly string[], warn: (message: string) => void): CountUnits {
    const units: Record<string, Unit> = {};
    if (existsSync(path)) {
      try {
        const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
        if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('not an object');
        for (const [kind, unit] of Object.entries(raw)) {
          if (!known.includes(kind)) throw new Error(`unknown kind "${kind.slice(0, 20)}" (known: ${known.join(', ') || 'none'})`);
          const problem = unitProblem(unit);
          if (problem) throw new Error(`${kind}: ${problem}`);
          const { grams, spreadGrams, se, pieces, df } = unit as Unit;
          units[kind] = df === undefined ? { grams, spreadGrams, se, pieces } : { grams, spreadGrams, se, pieces, df };
        }
      } catch (e) {
        warn(`${path} was ignored (${fileTrouble(e)}): the counting scale learns its pieces' weights again`);
        return new CountUnits(path, {}, warn);
      }
    }
    return new CountUnits(path, units, warn);
  }

  get(): Units {
    return { ...this.units };
  }

  set(kind: PieceKind, unit: Unit): void {
    this.units = { ...this.units, [kind.id]: unit };
    try {
      writeFileDurably(this.path, `${JSON.stringify(this.units, null, 2)}\n`);
    } catch (e) {
      this.warn(`the learned weight of a ${kind.one} could not be kept (${fileTrouble(e)}): it lasts until the server stops`);
    }
  }
}
