// Vite's import.meta.glob, as the catalogues' loader (i18n/catalogues.ts) and the translated rules
// pages (screens/rules/translated-pages.ts) use it: each file a module fetched on demand, a page as
// its raw text. Vite and vitest both read it.
interface ImportMeta {
  glob<T>(patterns: string | readonly string[]): Record<string, () => Promise<T>>;
  glob<T>(patterns: string | readonly string[], options: { query: '?raw'; import: 'default' }): Record<string, () => Promise<T>>;
}
