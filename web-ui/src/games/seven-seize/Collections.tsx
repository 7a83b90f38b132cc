// Every participant's collection, captain marked, with who still has to reveal.
import { seatStyle } from './seat-colours.ts';
import type { SevenSeizeView } from './model.ts';
import { t } from '../../i18n/i18n.ts';

export function Collections({ view, toReveal }: { view: SevenSeizeView; toReveal: string[] }) {
  return (
    <ul class="collections" aria-label={t('collections')}>
      {view.participants.map((p) => {
        const revealed = view.revealedBy.includes(p);
        const waiting = toReveal.includes(p);
        return (
          <li key={p} class={`collection${p === view.captain ? ' is-captain' : ''}`} data-player={p} style={seatStyle(p, view.players)}>
            <span class="who seat">
              {p === view.captain ? (
                <span class="captain-hat" title={t('Captain')}>
                  ☠
                </span>
              ) : null}
              {p}
            </span>
            <span class="pieces" role="img" aria-label={t('{count, plural, one {# piece} other {# pieces}}', { count: view.collections[p] ?? 0 })}>
              {view.collections[p] ?? 0}
            </span>
            <span class={`reveal-state${revealed ? ' done' : waiting ? ' waiting' : ''}`}>{revealed ? t('card down') : waiting ? t('to reveal') : ''}</span>
          </li>
        );
      })}
    </ul>
  );
}
