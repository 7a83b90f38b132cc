// The "why" line of one step (pure): the game's teaching says which rule made it turn out so. Apart
// from the lessons (lesson.ts, which come down with the teaching), as the History needs only this.
import type { Teaching, TeachStep, WhyLine } from '#games';

/** The "why" line of one step, or null for an ordinary one (or where the game's code threw on it:
 * the table loses the line, not its History). */
export function whyOf(teach: Teaching | undefined, step: TeachStep): WhyLine | null {
  if (!teach) return null;
  try {
    return teach.why(step.before, step.input, step.after);
  } catch {
    return null;
  }
}
