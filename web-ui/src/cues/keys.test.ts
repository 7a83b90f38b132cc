import { describe, expect, it } from 'vitest';
import { choiceIndex, isTyping } from './keys.ts';

describe('prompt keys', () => {
  it('1–9 pick a choice that exists; other keys pick nothing', () => {
    expect(choiceIndex('1', 3)).toBe(0);
    expect(choiceIndex('3', 3)).toBe(2);
    expect(choiceIndex('4', 3)).toBeNull();
    expect(choiceIndex('0', 3)).toBeNull();
    expect(choiceIndex('a', 3)).toBeNull();
    expect(choiceIndex('12', 20)).toBeNull();
  });
  it('leaves keys typed into a field, or with a modifier, alone', () => {
    const none = { altKey: false, ctrlKey: false, metaKey: false };
    expect(isTyping({ ...none, target: { tagName: 'INPUT' } as unknown as EventTarget })).toBe(true);
    expect(isTyping({ ...none, target: { tagName: 'BUTTON' } as unknown as EventTarget })).toBe(false);
    expect(isTyping({ ...none, ctrlKey: true, target: null })).toBe(true);
    expect(isTyping({ ...none, target: null })).toBe(false);
  });
});
