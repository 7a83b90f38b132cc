// H7, H8: the player whose turn it is puts one card face down on a ship; the companion records
// who put it where, never which card it is.
import { Piles } from './Piles.tsx';
import type { HighSeizeView, Numbers } from './model.ts';
import { useMove } from './use-move.ts';

export function PlacePrompt({ view, player, numbers }: { view: HighSeizeView; player: string; numbers: Record<string, Numbers> }) {
  const { move, isHost } = useMove();
  const left = view.hands[player] ?? 0;
  return (
    <section class="prompt hs-place" data-testid="hs-place" data-player={player}>
      <p class="prompt-kicker">Round {view.round} · loading the ships</p>
      <h2 class="prompt-title" data-testid="hs-turn">
        {player}'s turn: put one card face down on a ship
      </h2>
      <p class="hint">
        {player} has {left} {left === 1 ? 'card' : 'cards'} in hand. Only who loaded which ship is recorded, not the card.
      </p>
      {isHost ? <Piles view={view} numbers={numbers} pickFor={Object.keys(view.piles)} onPick={(pile) => move({ type: 'place', player, pile })} /> : null}
    </section>
  );
}
