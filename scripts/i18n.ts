// `npm run i18n`: the tablet's catalogues brought to its code, then compiled. A message the code
// now uses (`t('…')`, `msg('…')`) is added to its catalogue's .po in every language (English: its
// id; the others empty, for a translator to fill); one no code uses is taken out. Each
// pseudo-language catalogue is generated from its English one; then `lingui compile --strict`
// (which fails while a language lacks a message) writes the modules the tablet loads
// (<folder>/locales/<lang>.ts). Which folder's catalogue holds a message: scripts/i18n-used.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { NOT_YET, PSEUDO, pseudoPo, readPo, ROOT, SHELL, TRANSLATED, writePo } from './i18n-catalogues.ts';
import { catalogues } from './i18n-used.ts';

for (const { locales, used } of catalogues(SHELL, NOT_YET)) {
  const where = relative(ROOT, locales);
  for (const lang of TRANSLATED) {
    const path = join(locales, `${lang}.po`);
    const had = existsSync(path) ? readPo(path) : new Map<string, string>();
    const now = new Map([...used.keys()].map((id) => [id, had.get(id) || (lang === 'en' ? id : '')]));
    const added = [...now.keys()].filter((id) => !had.has(id));
    const dropped = [...had.keys()].filter((id) => !now.has(id));
    const text = writePo(lang, now);
    if (!existsSync(path) || text !== readFileSync(path, 'utf8')) writeFileSync(path, text);
    if (added.length || dropped.length) console.log(`${where}/${lang}.po: ${added.length} added, ${dropped.length} no longer used (taken out)`);
    if (lang !== 'en') for (const id of [...now].filter(([, s]) => s === '').map(([i]) => i)) console.log(`  ${where}/${lang}: to translate: ${id}`);
  }
  writeFileSync(join(locales, `${PSEUDO}.po`), pseudoPo(readPo(join(locales, 'en.po'))));
}
const lingui = spawnSync(join(ROOT, 'node_modules', '.bin', 'lingui'), ['compile', '--strict'], { cwd: ROOT, stdio: 'inherit' });
if (lingui.status !== 0) {
  console.error('npm run i18n: lingui compile --strict failed (above: the messages missing or wrong)');
  process.exit(1);
}
