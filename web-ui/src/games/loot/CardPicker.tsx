// The cards a player may still hold, to pick on the tablet when there is no reader (or instead of it).
// Each fleet has its own colour (Okabe–Ito: told apart with colour-blindness too) and its own mark,
// and the button says the card in words with its code beside: "● Blue 3☠ · B3.2".
import { fleetOf, kindOf, label, shortWords } from './model.ts';

export function CardPicker({ cards, picked, onPick, testId }: { cards: string[]; picked: string[]; onPick: (card: string) => void; testId: string }) {
  return (
    <div class="loot-picker" data-testid={testId}>
      {cards.map((c) => {
        const fleet = fleetOf(c);
        return (
          <button
            type="button"
            key={c}
            class={`loot-card loot-${kindOf(c)}${picked.includes(c) ? ' is-selected' : ''}`}
            style={{ '--fleet': fleet.colour }}
            aria-pressed={picked.includes(c)}
            aria-label={`${shortWords(c)} ${c}: ${label(c)}`}
            title={label(c)}
            data-card={c}
            data-fleet={fleet.name}
            onClick={() => onPick(c)}
          >
            <span class="loot-mark" aria-hidden="true">
              {fleet.mark}
            </span>{' '}
            {shortWords(c)} <small class="loot-code">{c}</small>
          </button>
        );
      })}
    </div>
  );
}
