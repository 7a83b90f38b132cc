// The round just settled: every pile's weight, which ship sank (ties all sink, H15) and that its
// cargo is out of the game (H16).
import { type HighSeizeView, lastRound, pileName } from './model.ts';
import { WaveIcon } from '../../parts/Icons.tsx';
import { t } from '../../i18n/i18n.ts';
import { list } from '../../i18n/format.ts';

export function RoundNews({ view }: { view: HighSeizeView }) {
  const last = lastRound(view);
  if (!last) return null;
  const sunk = last.sunk.map(pileName);
  return (
    <section class="panel hs-news" data-testid="hs-last-round" data-round={last.round}>
      <h3>
        {sunk.length === 0
          ? t('Round {round}: no ship sank', { round: last.round })
          : t('Round {round}: {count, plural, one {{sunk} sank} other {{sunk} sank}}', { round: last.round, count: sunk.length, sunk: list(sunk) })}{' '}
        <WaveIcon />
      </h3>
      <p>
        {Object.entries(last.weights).map(([pile, w]) => (
          <span key={pile} class={`hs-weighed${last.sunk.includes(pile) ? ' is-sunk' : ''}`} data-testid={`hs-last-${pile}`}>
            {last.sunk.includes(pile) ? t('{pile}: {weight} (sank)', { pile: pileName(pile), weight: w }) : `${pileName(pile)}: ${w}`}
          </span>
        ))}
      </p>
    </section>
  );
}
