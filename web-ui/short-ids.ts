// The tablet's build gives each message a short id: a message's id is its English text in the code
// and in the catalogues (readable, and what the unit tests and the dev tools read), and shipped so,
// every language would carry the English beside its own. This plugin, as Lingui's macro does,
// puts the message's six-character hash (Lingui's generateMessageId) in place of the English, in
// the shell's `t('…')` and `msg('…')` calls and in the keys of every compiled catalogue.
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';
import { CALL, unquoted } from '../scripts/i18n-used.ts';

/** A compiled catalogue's module (web-ui/src/locales/<lang>.ts, or a game's locales folder). */
const CATALOGUE = /\/locales\/[\w-]+\.ts$/;
const COMPILED = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

/** The message `id`'s short id. */
export const shortId = (id: string): string => generateMessageId(id);

/** `code` with its calls' literal ids replaced by their short ids. */
export function shortenCalls(code: string): string {
  return code.replace(CALL, (call, fn: string, single?: string, double?: string) => {
    const literal = single ?? double;
    return literal === undefined ? call : `${fn}(${JSON.stringify(shortId(unquoted(literal)))}`;
  });
}

/** A compiled catalogue's module with its messages keyed by their short ids. */
export function shortenCatalogue(code: string): string {
  const m = COMPILED.exec(code);
  if (!m?.[1]) throw new Error('a compiled catalogue without its JSON.parse("…") of messages');
  const messages = JSON.parse(JSON.parse(m[1]) as string) as Record<string, unknown>;
  const short = Object.fromEntries(Object.entries(messages).map(([id, v]) => [shortId(id), v]));
  return code.replace(COMPILED, () => `JSON.parse(${JSON.stringify(JSON.stringify(short))})`);
}

export function shortIds(): Plugin {
  return {
    name: 'quartermaster-short-message-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\/web-ui\/src\/.*\.tsx?$/.test(file)) return null;
      if (CATALOGUE.test(file)) return { code: shortenCatalogue(code), map: null };
      if (!/(?<![\w.$])(t|msg)\(/.test(code)) return null;
      return { code: shortenCalls(code), map: null };
    },
  };
}
