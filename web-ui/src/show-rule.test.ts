// showRule, the "show me" of a prompt's panel: the rule asked for is held for the rules screen, which
// takes it once; the tablet hears that one was asked for (and opens the screen).
import { describe, expect, it } from 'vitest';
import { ruleAsked, showRule, takeShownRule } from './show-rule.ts';

describe('showRule', () => {
  it('holds the rule asked for until the rules screen takes it, once', () => {
    let heard = 0;
    const stop = ruleAsked.subscribe(() => {
      if (ruleAsked.get().asked) heard++;
    });
    showRule('a-game', 'L13');
    expect(heard).toBe(1);
    expect(takeShownRule()).toEqual({ game: 'a-game', rule: 'L13' });
    expect(takeShownRule()).toBeNull();
    stop();
  });
});
