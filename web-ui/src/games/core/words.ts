// The words every game's table says (games/core: the refusals of an input's form and of the table's
// own checks), in each language, fetched with whichever game's screens come down first.
import type { Messages } from '@lingui/core';
import type { Catalogue } from '../../i18n/catalogues.ts';

export const WORDS: Catalogue = import.meta.glob<{ messages: Messages }>('./locales/*.ts');
