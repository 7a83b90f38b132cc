// The tablet's catalogues as files: each folder's .po per language (the shell's in
// web-ui/src/locales), the pseudo-language's generated from the English one, and what
// `lingui compile` makes of them. Used by `npm run i18n` (scripts/i18n.ts) and by the test that
// holds the catalogues to the code (web-ui/src/i18n/catalogues.test.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import { parse, type Token } from '@messageformat/parser';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The shell's folder: its catalogue in web-ui/src/locales, a screen's loaded on demand in its folder's. */
export const SHELL = join(ROOT, 'web-ui', 'src');
/** The shell's own catalogue's folder. */
export const SHELL_LOCALES = join(SHELL, 'locales');
/** Folders of the shell whose words are not translated yet (none: every game's screens have their catalogue). */
export const NOT_YET: readonly string[] = [];
/** The languages translated by hand, English first (the source: a message's id is its English). */
export const TRANSLATED = ['en', 'de', 'fr', 'es', 'pl'] as const;
export const PSEUDO = 'en-XA';

const po = formatter({ explicitIdAsDefault: true, origins: false });

/** A .po file's messages: id → translation. */
export function readPo(path: string): Map<string, string> {
  const catalog = po.parse(readFileSync(path, 'utf8'), { locale: null, sourceLocale: 'en', filename: path });
  const out = new Map<string, string>();
  for (const [id, m] of Object.entries(catalog)) out.set(id, m.translation ?? '');
  return out;
}

// Accented look-alikes: the text stays readable, and a word that skipped the catalogue shows plain.
const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'aàbƀcçdďeéfƒgĝhĥiíjĵkķlĺmɱnñoópþqǫrŕsštţuúvṽwŵxẋyýzž', ...'AÀBßCÇDĎEÉFƑGĜHĤIÍJĴKĶLĹMṀNÑOÓPÞQǪRŔSŠTŢUÚVṼWŴXẊYÝZŽ']
    .join('')
    .match(/../gu)!
    .map((pair) => [pair[0]!, pair.slice(1)]),
);

/** One run of words in the pseudo-language: accented, each word 40 % longer (a line still breaks
 * between words, as a real language's would), between ⟦ and ⟧ (spaces at its ends kept outside). */
function pseudoText(text: string): string {
  const m = /^(\s*)(.*?)(\s*)$/su.exec(text)!;
  const [, lead, body, trail] = m;
  if (!/\p{L}/u.test(body!)) return text;
  const longer = body!.replace(/\S+/g, (word) => [...word].map((c) => ACCENTS[c] ?? c).join('') + '·'.repeat(Math.ceil(word.length * 0.4)));
  return `${lead}⟦${longer}⟧${trail}`;
}

function quoted(text: string): string {
  return /[{}]/.test(text) ? text.replace(/[{}]+/g, (s) => `'${s}'`) : text;
}

function print(tokens: readonly Token[]): string {
  return tokens
    .map((tok) => {
      switch (tok.type) {
        case 'content':
          return quoted(pseudoText(tok.value));
        case 'argument':
          return `{${tok.arg}}`;
        case 'function': {
          // A style (`{grams, number, grams}`) is a name, kept as it is.
          const style = tok.param
            ?.map((p) => (p.type === 'content' ? p.value : ''))
            .join('')
            .trim();
          return `{${tok.arg}, ${tok.key}${style ? `, ${style}` : ''}}`;
        }
        case 'octothorpe':
          return '#';
        default: {
          const offset = tok.pluralOffset ? ` offset:${tok.pluralOffset}` : '';
          return `{${tok.arg}, ${tok.type},${offset} ${tok.cases.map((c) => `${c.key} {${print(c.tokens)}}`).join(' ')}}`;
        }
      }
    })
    .join('');
}

/** An English message in the pseudo-language: its words marked and lengthened, its placeholders and plural forms untouched. */
export function pseudo(message: string): string {
  return print(parse(message));
}

/** A .po file of `messages` (id → translation) in `locale`, in the ids' order, `note` its first comment. */
export function writePo(locale: string, messages: Map<string, string>, note = ''): string {
  const ids = [...messages.keys()].sort();
  const catalog = Object.fromEntries(ids.map((id) => [id, { message: id, translation: messages.get(id) ?? '', comments: [], origin: [] }]));
  const text = po.serialize(catalog, { locale, sourceLocale: 'en', filename: `${locale}.po`, existing: null });
  if (typeof text !== 'string') throw new Error('the .po formatter wrote asynchronously');
  // The header's creation date would change the file at every run: left out.
  return note + text.replace(/^"POT-Creation-Date: .*\n/m, '');
}

/** The pseudo-language's .po: every English message, pseudo-localized. */
export function pseudoPo(english: Map<string, string>): string {
  const note = '# Generated from en.po by `npm run i18n` (scripts/i18n-catalogues.ts): never edited by hand.\n';
  return writePo(PSEUDO, new Map([...english].map(([id, text]) => [id, pseudo(text)])), note);
}
