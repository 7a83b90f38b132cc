// A weigh trace (docs/weigh-trace.md) as plain data: the rows the two cups reported,
// and the moment the players confirmed "All in, weigh!" (`#loaded`).

/** One row: `left`/`right` absent when that channel had no new sample at `t` (ms). */
export interface TraceRow {
  t: number;
  left?: number;
  right?: number;
}

export interface Trace {
  rows: TraceRow[];
  /** `#loaded` mark in ms, or null when the trace has none. */
  loadedAt: number | null;
}

export type Side = 'left' | 'right';
export type Heavier = Side | 'none';
