// L21: why the game ended, and the merchant ships still at sea then, which went to the discard pile
// with every card on them and score for nobody.
import { endWords, type LootView } from './model.ts';

export function EndNews({ view }: { view: LootView }) {
  const { why, discarded } = endWords(view);
  return (
    <section class="panel loot-end" data-testid="loot-end" aria-live="polite">
      <p>{why}</p>
      <p>{discarded}</p>
    </section>
  );
}
