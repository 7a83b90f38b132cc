import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'fr', 'es', 'pl', 'en-XA'],
  catalogs: [{ path: '<rootDir>/web-ui/src/locales/{locale}', include: ['<rootDir>/web-ui/src'], exclude: ['<rootDir>/web-ui/src/games/**'] }],
  format: formatter({ explicitIdAsDefault: true, origins: false }),
  compileNamespace: 'ts',
});
