// Each side's players with their hand counts and captured ships; the gold only when shown (L28).
import { capturedCount, type LootView, sides } from './model.ts';
import { t } from '../../i18n/i18n.ts';

export function SidesPanel({ view }: { view: LootView }) {
  return (
    <ul class="collections loot-sides" data-testid="loot-sides">
      {sides(view).map((side) => {
        const members = view.teams?.[side] ?? [side];
        const gold = view.gold?.[side];
        return (
          <li key={side} class={`collection${members.includes(view.current ?? '') ? ' is-current' : ''}`} data-testid={`side-${side}`}>
            <b>{side}</b>
            <span data-testid={`captured-${side}`}>
              {gold === undefined || gold === null
                ? t('{count, plural, one {# ship} other {# ships}} captured', { count: capturedCount(view, side) })
                : t('{count, plural, one {# ship} other {# ships}} captured, {gold} gold', { count: capturedCount(view, side), gold })}
            </span>
            {members.map((p) => (
              <span key={p} class="loot-hand" data-testid={`hand-${p}`}>
                {view.sittingOut.includes(p)
                  ? t('{player}: {count, plural, one {# card} other {# cards}} (sits out)', { player: p, count: view.hands[p] ?? 0 })
                  : t('{player}: {count, plural, one {# card} other {# cards}}', { player: p, count: view.hands[p] ?? 0 })}
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
