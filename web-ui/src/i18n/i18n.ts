// The tablet's words in its own language, through Lingui. A message's id is its English text
// (ICU MessageFormat: `{count, plural, one {# cup} other {# cups}}`); each language's .po gives it
// in that language (web-ui/src/locales), compiled ahead so that no message parser ships. Every word
// a screen shows goes through `t`, or through `msg` where it is named before it is shown (a table of
// tabs), then `t` when shown. A test reads every `t('…')` and `msg('…')` of the shell and holds
// them to the catalogues (catalogues.test.ts).
import { i18n, type Messages } from '@lingui/core';
import { useEffect, useState } from 'preact/hooks';
import { intlTag, type Language } from './languages.ts';

declare const MSG: unique symbol;
/** A message id named ahead (by `msg`), to be shown through `t`. */
export type Msg = string & { readonly [MSG]: true };

/** Values a message is given: names, counts, weights, ruling ids, each already a string or a number. */
export type Values = Record<string, string | number>;

/** Names message `id` where it is listed ahead of being shown (`t(id)` shows it). */
export function msg(id: string): Msg {
  return id as Msg;
}

/** Message `id` in the tablet's language, given `values`. A literal id or a `msg`: never a string
 * built at run time, which no catalogue could hold. */
export function t<const S extends string>(id: S & (string extends S ? Msg : S), values?: Values): string {
  return i18n._(id, values);
}

/** A message named ahead by `msg` in a table whose field is a plain string (the screens' tabs, which
 * a test's own screen may label in its own words): shown in the tablet's language. */
export function said(id: string): string {
  return i18n._(id);
}

// Until a catalogue is loaded (the unit tests load none), a message reads as its id: English.
i18n.loadAndActivate({ locale: 'en', locales: ['en'], messages: {} });

let current: Language = 'en';

/** The language the tablet speaks now. */
export function language(): Language {
  return current;
}

/** Speaks `l` from now on, with its catalogue `messages`: every `useLanguage` re-renders. */
export function activate(l: Language, messages: Messages): void {
  current = l;
  i18n.loadAndActivate({ locale: l, locales: [intlTag(l)], messages });
}

/** More of the language now spoken: a folder's catalogue come down with its code. */
export function add(messages: Messages): void {
  if (Object.keys(messages).length) i18n.load(current, messages);
}

/** The language the tablet speaks, re-rendering the component when it changes. */
export function useLanguage(): Language {
  const [l, setL] = useState(current);
  useEffect(() => {
    setL(current);
    return i18n.on('change', () => setL(current));
  }, []);
  return l;
}
