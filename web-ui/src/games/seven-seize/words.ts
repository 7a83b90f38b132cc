// 7 Seize's words in each language (its catalogue: ./locales, its screens' words and its texts'
// from games/seven-seize), fetched with its screens.
import type { Messages } from '@lingui/core';
import type { Catalogue } from '../../i18n/catalogues.ts';

export const WORDS: Catalogue = import.meta.glob<{ messages: Messages }>('./locales/*.ts');
