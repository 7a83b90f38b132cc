// Blackbeard's Booty's words in each language (its catalogue: ./locales), fetched with its screens.
import type { Messages } from '@lingui/core';
import type { Catalogue } from '../../i18n/catalogues.ts';

export const WORDS: Catalogue = import.meta.glob<{ messages: Messages }>('./locales/*.ts');
