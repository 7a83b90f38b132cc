// What the catalogue holds of a game's kinds of prompt: the seeds of its random games that reach
// every kind (kinds.test.ts sweeps many more and fails on a kind these miss), and how each awaited
// type is shown (its screen) and answered (the action that must be in view). Type-only imports:
// the unit project reads this file too.
import type { Locator, Page } from 'playwright-core';
import type { PromptKinds } from '../../../../games/core/testing/prompt-kinds.ts';

export interface KindView {
  /** The test id of the game's screen that shows the prompt. */
  screen: string;
  /** What the table is asked to do there (every element it matches must be in view). */
  action(page: Page): Locator;
}

export interface HeldKinds<S> {
  /** The catalogue's group the entries join (index.ts). */
  group: string;
  kinds: PromptKinds<S>;
  /** Seeds whose random games reach every kind the sweep reaches. */
  seeds: readonly number[];
  /** Games built to reach the kinds random games never do (an end by repetition), by what they are. */
  built?: Readonly<Record<string, () => unknown[]>>;
  /** By awaited type (the kind's part before its colon), `end` for a finished game. */
  views: Readonly<Record<string, KindView>>;
}

/** A kind's awaited type: `action: steal` is an `action`. */
export const typeOf = (kind: string): string => kind.slice(0, kind.indexOf(':'));

/** A kind as a part of an entry's id: `action: steal or recruit` → `action-steal-or-recruit`. */
export const slug = (kind: string): string =>
  kind
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
