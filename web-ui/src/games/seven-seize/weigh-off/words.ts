// 7 Seize's weigh-off in words (its contests' events, verdicts, refusals and lessons: the game's
// files named weigh-off, games/seven-seize/weigh-off*.ts and teach/weigh-off.ts), in each language:
// a catalogue of its own, fetched once the game comes to its last round (../weigh-off-words.ts), so
// that opening the game fetches only the rounds' words.
import type { Messages } from '@lingui/core';
import type { Catalogue } from '../../../i18n/catalogues.ts';

export const WORDS: Catalogue = import.meta.glob<{ messages: Messages }>('./locales/*.ts');
