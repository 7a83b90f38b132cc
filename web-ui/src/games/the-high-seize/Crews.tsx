// Every player: their colour, ships not yet sailed, cards in deck and hand, and the cargo they
// saved (the cards, or only how many while set-aside piles lie face down, H20).
import { CardChip } from './CardChip.tsx';
import { colourStyle, colourWord, type HighSeizeView, type Numbers, seats } from './model.ts';
import { t } from '../../i18n/i18n.ts';

export function Crews({ view, numbers }: { view: HighSeizeView; numbers: Record<string, Numbers> }) {
  const players = seats(view);
  return (
    <section class="panel hs-crews">
      <h3>{t('Saved cargo')}</h3>
      <ul>
        {players.map((p) => {
          const kept = view.setAside[p];
          return (
            <li key={p} data-testid={`hs-player-${p}`} style={colourStyle(view, p)}>
              <span class={`btn-name hs-swatch hs-${view.colours[p]}`}>{p}</span> <small>{colourWord(view.colours[p] ?? '')}</small>
              {view.turn === p ? <b> · {t('to place')}</b> : null}
              <br />
              <small>
                {t('ships left {ships} · hand {hand} · deck {deck}', {
                  ships: view.shipsLeft[p]?.length ?? 0,
                  hand: view.hands[p] ?? 0,
                  deck: view.deck[p] ?? 0,
                })}
              </small>
              <div class="hs-kept" data-testid={`hs-kept-${p}`}>
                {Array.isArray(kept) ? (
                  kept.length ? (
                    kept.map((c) => <CardChip key={c} card={c} numbers={numbers} />)
                  ) : (
                    <small>{t('nothing saved yet')}</small>
                  )
                ) : (
                  <small>{t('{count, plural, one {# card} other {# cards}} saved, face down', { count: kept ?? 0 })}</small>
                )}
              </div>
              {view.scores ? (
                <span class="hs-score" data-testid={`hs-score-${p}`}>
                  {t('worth {value}', { value: view.scores[p] ?? 0 })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
