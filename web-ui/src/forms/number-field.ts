// A number typed into a form field, read as the table meant it: an empty or garbled field is a
// problem to show beside it, never a silent default.
import { t } from '../i18n/i18n.ts';

export type NumberField = { value: number; problem: null } | { value: null; problem: string };

/** Reads `text` (a comma counts as a decimal point) and checks it with `check` (a range, say);
 * `what`: the field's words, in the tablet's language ("weight in grams"). */
export function readNumber(text: string, what: string, check: (n: number) => string | null): NumberField {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return { value: null, problem: t('Enter the {what}.', { what }) };
  const n = Number(typed);
  if (!Number.isFinite(n)) return { value: null, problem: t('"{typed}" is not a number: enter the {what}.', { typed: text.trim().slice(0, 12), what }) };
  const problem = check(n);
  return problem ? { value: null, problem } : { value: n, problem: null };
}
