// The computer waits for a lesson (web-ui/src/teach/): while a host tablet teaches the game on the
// table, the computer answers a position only once a teaching tablet says its lesson was seen (its
// player pressed "Got it", or it had nothing new to read), so that the lesson of a player's own move
// is never replaced by the computer's reply before it was read. Bounded by the tablets themselves:
// with no teaching host tablet connected, the computer answers at once.
import type { LessonMsg } from '#protocol';
import { OK, type Result } from './result.ts';

export class LessonGate {
  private readonly teaching = new Set<object>();
  private seenAt: number | null = null;

  /** `opened`: the computer may have a position to answer now. */
  constructor(private readonly opened: () => void) {}

  /** A host tablet's `lesson` message. */
  tell(tablet: object, msg: LessonMsg): Result {
    if (msg.teaching) this.teaching.add(tablet);
    else this.teaching.delete(tablet);
    if (msg.seen !== undefined) this.seenAt = msg.seen;
    this.opened();
    return OK;
  }

  /** A tablet left, or is no longer host: it teaches no more. */
  left(tablet: object): void {
    if (this.teaching.delete(tablet)) this.opened();
  }

  /** Whether the computer may answer the game's `position` (the state's `position`). */
  mayAnswer(position: number): boolean {
    return this.teaching.size === 0 || this.seenAt === position;
  }
}
