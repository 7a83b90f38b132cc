// Lingui's configuration: the tablet's catalogues, one .po per language in each folder that has a
// catalogue of its own (its `locales/en.po`: the shell's in web-ui/src/locales, a screen loaded on
// demand in its folder's, a game's in web-ui/src/games/<id>/locales), compiled by
// `lingui compile --strict` (`npm run i18n`) into modules beside them. scripts/i18n-used.ts says
// which messages each catalogue holds.
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const root = dirname(fileURLToPath(import.meta.url));
const shell = join(root, 'web-ui', 'src');
/** The folders under the shell with a catalogue of their own. */
const folders = readdirSync(shell, { withFileTypes: true, recursive: true })
  .filter((e) => e.isFile() && e.name === 'en.po' && e.parentPath.endsWith('/locales') && dirname(e.parentPath) !== shell)
  .map((e) => relative(root, dirname(e.parentPath)));

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'pl', 'en-XA'],
  catalogs: [
    { path: '<rootDir>/web-ui/src/locales/{locale}', include: ['<rootDir>/web-ui/src'], exclude: ['<rootDir>/web-ui/src/games/**'] },
    ...folders.map((dir) => ({ path: `<rootDir>/${dir}/locales/{locale}`, include: [`<rootDir>/${dir}`] })),
  ],
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  compileNamespace: 'ts',
});
