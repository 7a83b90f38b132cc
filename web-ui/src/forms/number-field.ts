// A number typed into a form field, read as the table meant it: an empty or garbled field is a
// problem to show beside it, never a silent default.

export type NumberField = { value: number; problem: null } | { value: null; problem: string };

/** Reads `text` (a comma counts as a decimal point) and checks it with `check` (a range, say). */
export function readNumber(text: string, what: string, check: (n: number) => string | null): NumberField {
  const t = text.trim().replace(',', '.');
  if (t === '') return { value: null, problem: `Enter the ${what}.` };
  const n = Number(t);
  if (!Number.isFinite(n)) return { value: null, problem: `"${text.trim().slice(0, 12)}" is not a number: enter the ${what}.` };
  const problem = check(n);
  return problem ? { value: null, problem } : { value: n, problem: null };
}
