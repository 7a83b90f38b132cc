// A deck's cards as a grid of pictures to tap: the virtual reader's cards, or a card picked on the tablet.
import type { CardFaces } from '../games/types.ts';
import './card-grid.css';

export function CardGrid({ faces, testId, onPick, dim = [] }: { faces: CardFaces; testId: string; onPick: (card: string) => void; dim?: string[] }) {
  const { Face } = faces;
  return (
    <div class="deck-grid" data-testid={testId}>
      {faces.cards.map((c) => (
        <Face key={c} card={c} size="sm" dim={dim.includes(c)} onClick={() => onPick(c)} />
      ))}
    </div>
  );
}
