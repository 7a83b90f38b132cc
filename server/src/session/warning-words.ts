// A start-up warning (a torn log line, a card map not used) as its English and, remembered beside
// it, its id and values (protocol/said.ts), so that each tablet says it in its language: the
// producers keep handing on plain strings, and the state sends each warning's words beside it. A
// warning no one worded so (a part's own `warn`) goes as its English alone.
import type { Said } from '#protocol';

/** The warnings worded so far, by their English (the oldest forgotten past `KEPT`). */
const worded = new Map<string, Said>();
const KEPT = 500;

/** The warning `text`, remembered as `id` with `values`. */
export function warning(id: string, text: string, values?: Said['values']): string {
  if (worded.size >= KEPT) worded.delete(worded.keys().next().value ?? '');
  worded.set(text, { id: `warning/${id}`, ...(values ? { values } : {}), text });
  return text;
}

/** The words of warning `text`: its id and values where it was worded so, else its English alone. */
export const warningSaid = (text: string): Said => worded.get(text) ?? { id: 'warning/unworded', text };
