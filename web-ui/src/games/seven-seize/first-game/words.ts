// 7 Seize's first round in words (its scripted steps: games/seven-seize/first-game.ts), in each
// language: a catalogue of its own, fetched when a first round is on the table
// (parts/first-game-words.ts), so that opening the game does not fetch the practice round's lines.
import type { Messages } from '@lingui/core';
import type { Catalogue } from '../../../i18n/catalogues.ts';

export const WORDS: Catalogue = import.meta.glob<{ messages: Messages }>('./locales/*.ts');
