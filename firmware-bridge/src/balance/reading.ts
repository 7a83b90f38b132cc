// What a commercial single-pan balance says on one line of its serial output.
export type BalanceReading =
  | { kind: 'weight'; grams: number; stable: boolean }
  | { kind: 'overload' }
  | { kind: 'underload' }
  /** The balance answered a command with an error or "not now" (MT-SICS `ES`, `S I`, …). */
  | { kind: 'refused'; code: string };

export type ParsedReading = { ok: true; reading: BalanceReading } | { ok: false; reason: string };

const UNIT_GRAMS: Record<string, number> = { g: 1, kg: 1000, mg: 0.001 };

/** A decimal value with its unit, in grams; or why not. */
export function toGrams(value: string, unit: string): { grams: number } | { reason: string } {
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)$/.test(value)) return { reason: `'${value}' is not a number` };
  const factor = UNIT_GRAMS[unit];
  if (factor === undefined) return { reason: `unit '${unit}' is not a weight unit this bridge reads (set the balance to g, kg or mg)` };
  return { grams: Number(value) * factor };
}
