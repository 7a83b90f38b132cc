// The shell's catalogue of each language, compiled ahead from its .po (web-ui/src/locales, by
// `npm run i18n`): each is its own chunk, and a tablet fetches only its own language's. A game's
// catalogue will live with its screens and come down with their chunk (docs/translating.md).
import type { Messages } from '@lingui/core';
import type { Language } from './languages.ts';

type Catalogue = () => Promise<{ messages: Messages }>;

export const SHELL_CATALOGUES: Record<Language, Catalogue> = {
  en: () => import('../locales/en.ts'),
  de: () => import('../locales/de.ts'),
  fr: () => import('../locales/fr.ts'),
  es: () => import('../locales/es.ts'),
  pl: () => import('../locales/pl.ts'),
  'en-XA': () => import('../locales/en-XA.ts'),
};
