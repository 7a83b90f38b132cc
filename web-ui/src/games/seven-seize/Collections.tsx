// Every participant's collection, captain marked, with who still has to reveal.
import { seatStyle } from './seat-colours.ts';
import type { SevenSeizeView } from './model.ts';

export function Collections({ view, toReveal }: { view: SevenSeizeView; toReveal: string[] }) {
  return (
    <ul class="collections" aria-label="collections">
      {view.participants.map((p) => {
        const revealed = view.revealedBy.includes(p);
        const waiting = toReveal.includes(p);
        return (
          <li key={p} class={`collection${p === view.captain ? ' is-captain' : ''}`} data-player={p} style={seatStyle(p, view.players)}>
            <span class="who seat">
              {p === view.captain ? (
                <span class="captain-hat" title="captain">
                  ☠
                </span>
              ) : null}
              {p}
            </span>
            <span class="pieces" role="img" aria-label={`${view.collections[p] ?? 0} pieces`}>
              {view.collections[p] ?? 0}
            </span>
            <span class={`reveal-state${revealed ? ' done' : waiting ? ' waiting' : ''}`}>{revealed ? 'card down' : waiting ? 'to reveal' : ''}</span>
          </li>
        );
      })}
    </ul>
  );
}
