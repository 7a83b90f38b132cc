// Vite's import.meta.glob, as the catalogues' loader uses it (i18n/catalogues.ts): each file a
// module fetched on demand. Vite and vitest both read it.
interface ImportMeta {
  glob<T>(patterns: string | readonly string[]): Record<string, () => Promise<T>>;
}
