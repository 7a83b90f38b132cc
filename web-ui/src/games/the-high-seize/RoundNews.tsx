// The round just settled: every pile's weight, which ship sank (ties all sink, H15) and that its
// cargo is out of the game (H16).
import { type HighSeizeView, lastRound, pileName } from './model.ts';
import { WaveIcon } from '../../parts/Icons.tsx';

export function RoundNews({ view }: { view: HighSeizeView }) {
  const last = lastRound(view);
  if (!last) return null;
  const sunk = last.sunk.map(pileName);
  return (
    <section class="panel hs-news" data-testid="hs-last-round" data-round={last.round}>
      <h3>
        Round {last.round}: {sunk.length === 0 ? 'no ship sank' : `${sunk.join(' and ')} sank`} <WaveIcon />
      </h3>
      <p>
        {Object.entries(last.weights).map(([pile, w]) => (
          <span key={pile} class={`hs-weighed${last.sunk.includes(pile) ? ' is-sunk' : ''}`} data-testid={`hs-last-${pile}`}>
            {pileName(pile)}: {w}
            {last.sunk.includes(pile) ? ' (sank)' : ''}
          </span>
        ))}
      </p>
    </section>
  );
}
