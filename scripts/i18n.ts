// `npm run i18n`: the shell's catalogues brought to its code, then compiled. A message the code now
// uses (`t('…')`, `msg('…')`) is added to every language's .po (English: its id; the others empty,
// for a translator to fill); one no code uses is taken out. The pseudo-language's catalogue is
// generated from the English one; then `lingui compile --strict` (which fails while a language
// lacks a message) writes the modules the tablet loads (web-ui/src/locales/<lang>.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PSEUDO, pseudoPo, readPo, ROOT, SHELL_LOCALES, TRANSLATED, writePo } from './i18n-catalogues.ts';
import { codeFiles, usedIds } from './i18n-used.ts';

const used = usedIds(codeFiles(join(ROOT, 'web-ui', 'src'), ['games']));
for (const lang of TRANSLATED) {
  const path = join(SHELL_LOCALES, `${lang}.po`);
  const had = readPo(path);
  const now = new Map([...used.keys()].map((id) => [id, had.get(id) || (lang === 'en' ? id : '')]));
  const added = [...now.keys()].filter((id) => !had.has(id));
  const dropped = [...had.keys()].filter((id) => !now.has(id));
  const text = writePo(lang, now);
  if (text !== readFileSync(path, 'utf8')) writeFileSync(path, text);
  if (added.length || dropped.length) console.log(`${lang}.po: ${added.length} added, ${dropped.length} no longer used (taken out)`);
  if (lang !== 'en') for (const id of [...now].filter(([, s]) => s === '').map(([i]) => i)) console.log(`  ${lang}: to translate: ${id}`);
}
writeFileSync(join(SHELL_LOCALES, `${PSEUDO}.po`), pseudoPo(readPo(join(SHELL_LOCALES, 'en.po'))));
const lingui = spawnSync(join(ROOT, 'node_modules', '.bin', 'lingui'), ['compile', '--strict'], { cwd: ROOT, stdio: 'inherit' });
if (lingui.status !== 0) {
  console.error('npm run i18n: lingui compile --strict failed (above: the messages missing or wrong)');
  process.exit(1);
}
