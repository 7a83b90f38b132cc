// The 52 cards as a grid of buttons: the virtual reader's cards, or a card picked on the tablet.
import { DECK } from '../deck.ts';
import { CardFace } from './CardFace.tsx';

export function CardGrid({ testId, onPick, dim = [] }: { testId: string; onPick: (card: string) => void; dim?: string[] }) {
  return (
    <div class="deck-grid" data-testid={testId}>
      {DECK.map((c) => (
        <CardFace key={c} card={c} size="sm" dim={dim.includes(c)} onClick={() => onPick(c)} />
      ))}
    </div>
  );
}
