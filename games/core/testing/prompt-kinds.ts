// The kinds of prompt a game can put to the table, read off the referee's own state: what it awaits
// (its `awaiting` type) with the variants that change what the table is shown and asked (who is
// asked, which choices are open), and how it ended. Each game's testing/prompt-kinds.ts names them
// and plays random legal games to reach them; the screen catalogue holds an entry for every kind
// they reach (test/e2e/catalogue/kinds/).
export interface PromptKinds<S> {
  /** The game's id, as its `start` names it. */
  readonly game: string;
  /** The kind of prompt `state` is at: `<awaited type>: <variant>`, or `end: <how>` once over. */
  kindOf(state: S): string;
  /** A random legal game's inputs (the start first), its setup varied by `seed`, its names at their longest. */
  randomGame(seed: number): unknown[];
}

/** `xs` in words: "a", "a or b", "a, b or c". */
export const either = (xs: readonly string[]): string => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs.at(-1)}`);

/** "the last" when one is asked, else "several". */
export const howMany = (asked: readonly unknown[]): string => (asked.length > 1 ? 'several asked' : 'the last asked');
