// A table-script input in a few plain words, for the question before an undo: "Bart's recruit
// (pay 1 blue, 1 yellow)". The same for every game: its input's type and fields, as they are.

const words = (camel: string): string => camel.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

function value(v: unknown): string {
  if (Array.isArray(v)) return v.map(value).join(', ');
  if (typeof v === 'object' && v !== null)
    return Object.entries(v)
      .map(([k, x]) => (typeof x === 'number' ? `${x} ${k}` : `${k} ${value(x)}`))
      .join(', ');
  return String(v);
}

export function stepWords(input: Record<string, unknown>): string {
  const { type, player, ...rest } = input;
  const what = words(String(type ?? 'step'));
  const fields = Object.entries(rest)
    .filter(([k, v]) => k !== 'game' && v !== undefined && v !== null)
    .map(([k, v]) => `${words(k)} ${value(v)}`);
  const who = typeof player === 'string' ? `${player}'s ${what}` : what;
  return fields.length ? `${who} (${fields.join('; ')})` : who;
}

/** The last line of the host's log (GET /api/log), when it holds all `inputs` (a step kept hidden, a
 * card face down, is not in it: then null, and the question names no step). */
export function lastStep(log: string, inputs: number): Record<string, unknown> | null {
  const lines = log.split('\n').filter((l) => l.trim() !== '');
  if (lines.length !== inputs) return null;
  try {
    const last: unknown = JSON.parse(lines.at(-1) ?? '');
    return typeof last === 'object' && last !== null && !Array.isArray(last) ? (last as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
