// A refused card tap (7 Seize's R27) on a German tablet: the game's refusal said from the phrase the table sends
// with it, the reader's own news in the tablet's words rather than the server's English.
import { afterEach, describe, expect, it } from 'vitest';
import { messages as shellDe } from '../../locales/de.ts';
import { messages as gameDe } from './locales/de.ts';
import { activate } from '../../i18n/i18n.ts';
import { tapText } from '../../parts/Toasts.tsx';

afterEach(() => activate('en', {}));

describe('a tap refused, on a German tablet', () => {
  it("says the game's refusal and the reader's news in German", () => {
    const at = Date.now();
    const message = '9H was already revealed this deck cycle: a mis-tap? (R27)';
    const phrase = { message: '{card} was already revealed this deck cycle: a mis-tap? (R27)', values: { card: '9H' } };
    const rejected = { type: 'tap', outcome: 'rejected', player: 'Bob', message, phrase, at } as const;
    const ignored = { type: 'tap', outcome: 'ignored', message: 'the game is not waiting for a card', at } as const;
    expect([tapText(rejected)?.text, tapText(ignored)?.text]).toEqual([message, 'the game is not waiting for a card']);
    activate('de', { ...shellDe, ...gameDe });
    const german = [tapText(rejected)?.text, tapText(ignored)?.text];
    expect(german[0]).toMatch(/^9H .*\(R27\)$/);
    expect(german).not.toContain(message);
    expect(german).not.toContain('the game is not waiting for a card');
  });
});
