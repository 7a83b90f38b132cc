// The number key that picks a choice, shown on its button; hidden from screen readers (the
// button's name stays the choice, and the prompt's announcement says the keys).
export function KeyHint({ n }: { n: number }) {
  return n <= 9 ? (
    <span class="key-hint" aria-hidden="true">
      {n}
    </span>
  ) : null;
}
