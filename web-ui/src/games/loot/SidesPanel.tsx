// Each side's players with their hand counts and captured ships; the gold only when shown (L28).
import { capturedCount, type LootView, sides } from './model.ts';

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
              {capturedCount(view, side)} ship{capturedCount(view, side) === 1 ? '' : 's'} captured
              {gold === undefined || gold === null ? '' : `, ${gold} gold`}
            </span>
            {members.map((p) => (
              <span key={p} class="loot-hand" data-testid={`hand-${p}`}>
                {p}: {view.hands[p]} card{view.hands[p] === 1 ? '' : 's'}
                {view.sittingOut.includes(p) ? ' (sits out)' : ''}
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
