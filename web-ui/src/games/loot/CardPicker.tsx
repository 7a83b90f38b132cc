// The cards a player may still hold, to pick on the tablet when there is no reader (or instead of it).
import { colourOf, kindOf, label } from './model.ts';

export function CardPicker({ cards, picked, onPick, testId }: { cards: string[]; picked: string[]; onPick: (card: string) => void; testId: string }) {
  return (
    <div class="deck-grid loot-picker" data-testid={testId}>
      {cards.map((c) => (
        <button
          type="button"
          key={c}
          class={`loot-card loot-${kindOf(c)} loot-${colourOf(c) ?? 'plain'}${picked.includes(c) ? ' is-selected' : ''}`}
          aria-pressed={picked.includes(c)}
          title={label(c)}
          data-card={c}
          onClick={() => onPick(c)}
        >
          {c}
        </button>
      ))}
    </div>
  );
}
