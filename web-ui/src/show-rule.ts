// "Show me" a rule: any part of the tablet (a prompt's "How to play" panel, a line of the History)
// opens the rules screen on a game's rule, scrolled to it and focused. The tablet (app.tsx) opens the
// screen (screen.ts RULES) when a rule is asked for; the screen takes the request (`takeShownRule`)
// and shows it. A leaf beside the store: any part may import it, and it imports no screen.
import { createStore } from './store.ts';

/** A rule asked for: the game's id, the rule's id on its rules page (`R12`, or a part of the brief, `set-up`). */
export interface RuleAsked {
  readonly game: string;
  readonly rule: string;
}

/** The rule asked for and not yet shown (null: none). */
export const ruleAsked = createStore<{ asked: RuleAsked | null }>({ asked: null });

/** Opens the rules of the game `gameId` at its rule `ruleId`: the rules screen, scrolled to the rule,
 * which is focused (a screen reader reads it). An id the page does not hold opens the page at its top. */
export function showRule(gameId: string, ruleId: string): void {
  ruleAsked.set({ asked: { game: gameId, rule: ruleId } });
}

/** The rule asked for, once: the rules screen takes it to show it. */
export function takeShownRule(): RuleAsked | null {
  const { asked } = ruleAsked.get();
  if (asked) ruleAsked.set({ asked: null });
  return asked;
}
