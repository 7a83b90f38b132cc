// Numbers, weights and lists as the tablet's language writes them, through Intl: "12,5 g" in
// German, "Anne, Bonny und Read". Counts inside a sentence go through the message's own plural
// (`{count, plural, …}`), which Lingui answers with Intl.PluralRules (Polish: one, few, many).
import { language } from './i18n.ts';
import { intlTag } from './languages.ts';

const tag = (): string => intlTag(language());

/** `n` in the tablet's digits and separators. */
export function number(n: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(tag(), options).format(n);
}

/** A weight in grams, to `digits` decimals: "12.5 g", "12,5 g". */
export function grams(g: number, digits = 1): string {
  return `${number(g, { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false })} g`;
}

/** Names joined as a sentence joins them: "Anne, Bonny and Read". */
export function list(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return new Intl.ListFormat(tag(), { style: 'long', type }).format(items);
}

/** A moment as the tablet's language writes a date and time. */
export function dateTime(at: Date | number): string {
  return new Date(at).toLocaleString(tag());
}

/** A moment's hour and minute. */
export function clock(at: Date | number): string {
  return new Date(at).toLocaleTimeString(tag(), { hour: '2-digit', minute: '2-digit' });
}

/** A moment as a log writes it: the date in short words and the hour ("2 Dec 2026, 01:10"). */
export function logDate(at: Date | number): string {
  return new Date(at).toLocaleString(tag(), { dateStyle: 'medium', timeStyle: 'short' });
}
