// The tablet's catalogues held to its code and to each other, folder by folder (the shell's, each
// screen's loaded on demand): a message the code uses is in its catalogue, a catalogue's message is
// used, every language says every message with the English one's placeholders and its own plural
// forms (Polish: one, few, many), the pseudo-language is the English one generated afresh, and each
// compiled module is its .po compiled now.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createCompiledCatalog } from '@lingui/cli/api';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { NOT_YET, PSEUDO, pseudo, readPo, ROOT, SHELL, TRANSLATED } from '../../../scripts/i18n-catalogues.ts';
import { catalogues, usedIn } from '../../../scripts/i18n-used.ts';

const CATALOGUES = catalogues(SHELL, NOT_YET);
const files = [...new Set(CATALOGUES.flatMap((c) => [...c.used.values()].flat()))];

/** A message's placeholders and, for each plural, its forms: `count:plural[few,many,one,other]`. */
function shape(message: string): { args: string[]; plurals: Map<string, string[]> } {
  const args = new Set<string>();
  const plurals = new Map<string, string[]>();
  const walk = (tokens: readonly Token[]): void => {
    for (const tok of tokens) {
      if (tok.type === 'argument' || tok.type === 'function') args.add(tok.arg);
      if (tok.type === 'plural' || tok.type === 'select' || tok.type === 'selectordinal') {
        args.add(tok.arg);
        if (tok.type === 'plural')
          plurals.set(
            tok.arg,
            tok.cases.map((c) => c.key).filter((k) => !k.startsWith('=')),
          );
        for (const c of tok.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return { args: [...args].sort(), plurals };
}

/** The plural forms a count of things takes in `lang` (whole counts to 1000, and "other"): French's
 * "many" of millions is not asked for, Polish's few and many are. */
function countForms(lang: string): string[] {
  const rules = new Intl.PluralRules(lang);
  return [...new Set([...Array.from({ length: 1001 }, (_, n) => rules.select(n)), 'other'])].sort();
}

describe("the tablet's catalogues", () => {
  it("are the shell's, those of the screens loaded on demand and each translated game's, each with its words", () => {
    const games = readdirSync(join(SHELL, 'games'), { withFileTypes: true })
      .filter((e) => e.isDirectory() && !NOT_YET.includes(`games/${e.name}`))
      .map((e) => `games/${e.name}`);
    expect(games.length).toBeGreaterThan(0);
    // A part of a game with words of its own, fetched when the game comes to it (a weigh-off).
    const parts = games.flatMap((g) =>
      readdirSync(join(SHELL, g), { withFileTypes: true })
        .filter((e) => e.isDirectory() && existsSync(join(SHELL, g, e.name, 'locales', 'en.po')))
        .map((e) => `${g}/${e.name}`),
    );
    expect(parts.length).toBeGreaterThan(0);
    expect(CATALOGUES.map((c) => relative(SHELL, c.dir)).sort()).toEqual(
      ['', ...games, ...parts, 'parts/join', 'screens/cards', 'screens/check-rig', 'screens/device', 'screens/scale', 'screens/setup'].sort(),
    );
    for (const c of CATALOGUES) expect(c.used.size, relative(ROOT, c.dir)).toBeGreaterThan(0);
  });

  it('find a message by its id in t and msg, and refuse an id built at run time', () => {
    expect(usedIn(`t('Shelf'); msg("New game"); t('Ann\\'s {count}', { count }); t(label); t(\`\${x}\`)`)).toEqual({
      ids: ['Shelf', 'New game', "Ann's {count}"],
      templates: 1,
    });
    expect(usedIn("setTab(t); tabs.map((t) => t.id); format(n)\n// a comment that names t('Shelf')").ids).toEqual([]);
    expect(files.flatMap((f) => (usedIn(readFileSync(f, 'utf8')).templates ? [relative(ROOT, f)] : []))).toEqual([]);
  });

  it('have Polish plurals of four forms, as Intl counts them', () => {
    expect(countForms('pl')).toEqual(['few', 'many', 'one', 'other']);
    expect(countForms('fr')).toEqual(['one', 'other']);
    expect(['pl', 'en'].map((l) => new Intl.PluralRules(l).select(5))).toEqual(['many', 'other']);
  });

  it('make the pseudo-language from English: every word marked and longer, placeholders kept', () => {
    expect(pseudo('Shelf')).toBe('⟦Šĥéĺƒ··⟧');
    expect(pseudo('{count, plural, one {# cup} other {# cups}}')).toBe('{count, plural, one {# ⟦çúþ··⟧} other {# ⟦çúþš··⟧}}');
    expect(pseudo('Seat {n}: {name}')).toBe('⟦Šéàţ··⟧ {n}: {name}');
  });

  it("say a message held by two screens' catalogues alike in both", () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const c of CATALOGUES)
      for (const lang of TRANSLATED)
        for (const [id, said] of readPo(join(c.locales, `${lang}.po`))) {
          const before = seen.get(`${lang} ${id}`);
          if (before !== undefined && before !== said) problems.push(`${lang} "${id}": "${before}" and "${said}"`);
          seen.set(`${lang} ${id}`, said);
        }
    expect(problems).toEqual([]);
  });

  for (const c of CATALOGUES) {
    const where = relative(ROOT, c.locales);
    const english = readPo(join(c.locales, 'en.po'));
    describe(where, () => {
      it('holds every message its code uses, and only those', () => {
        const missing = [...c.used].filter(([id]) => !english.has(id)).map(([id, at]) => `"${id}" (${at.map((f) => relative(ROOT, f)).join(', ')})`);
        const unused = [...english.keys()].filter((id) => !c.used.has(id));
        expect({ missing, unused }).toEqual({ missing: [], unused: [] });
      });

      for (const lang of TRANSLATED.slice(1))
        it(`${lang}: every message, with English's placeholders and ${lang}'s plural forms`, () => {
          const catalogue = readPo(join(c.locales, `${lang}.po`));
          const forms = countForms(lang);
          const problems: string[] = [];
          for (const id of catalogue.keys()) if (!english.has(id)) problems.push(`not in English: "${id}"`);
          for (const [id, en] of english) {
            const said = catalogue.get(id);
            if (!said) {
              problems.push(`missing: "${id}"`);
              continue;
            }
            const want = shape(en);
            const got = shape(said);
            if (want.args.join() !== got.args.join()) problems.push(`"${id}": placeholders ${got.args.join(', ')}, not ${want.args.join(', ')}`);
            for (const [arg, cases] of got.plurals)
              if (!forms.every((f) => cases.includes(f))) problems.push(`"${id}": ${arg}'s forms ${cases.join(', ')}, not ${forms.join(', ')}`);
          }
          expect(problems).toEqual([]);
        });

      it('has its pseudo-language generated from its English', () => {
        expect([...readPo(join(c.locales, `${PSEUDO}.po`))]).toEqual([...english].map(([id, en]) => [id, pseudo(en)]));
      });

      for (const lang of [...TRANSLATED, PSEUDO])
        it(`${lang}: the compiled module is its .po compiled now (npm run i18n)`, () => {
          const messages = Object.fromEntries(readPo(join(c.locales, `${lang}.po`)));
          const { source, errors } = createCompiledCatalog(lang, messages, { strict: true, namespace: 'ts' });
          expect(errors).toEqual([]);
          expect(readFileSync(join(c.locales, `${lang}.ts`), 'utf8')).toBe(source);
        });
    });
  }
});
