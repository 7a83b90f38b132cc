// L17: the captures made at the start of this turn, announced on the tablet with a short chime.
import { useEffect, useRef } from 'preact/hooks';
import { useTable } from '../../context.ts';
import type { LootView } from './model.ts';
import { t } from '../../i18n/i18n.ts';

export function CaptureNews({ view }: { view: LootView }) {
  const key = `${view.turn}:${view.lastCaptures.map((c) => c.merchant ?? c.side).join(',')}`;
  const announced = useRef('');
  const { cue } = useTable();
  useEffect(() => {
    // The table's own cue, so the mute holds for it too.
    if (view.lastCaptures.length > 0 && announced.current !== key) cue('news');
    announced.current = key;
  }, [key, view.lastCaptures.length, cue]);
  if (view.lastCaptures.length === 0) return null;
  return (
    <div class="banner loot-captures" role="status" data-testid="loot-captures">
      {view.lastCaptures.map((c, i) => (
        // While gold is hidden (L28) the view names only who captured a ship.
        <span key={c.merchant ?? i}>
          {c.merchant === undefined
            ? t('☠ {side} captures a merchant ship', { side: c.side })
            : t('☠ {side} captures {ship} ({gold} gold)', { side: c.side, ship: c.merchant, gold: c.gold ?? 0 })}
        </span>
      ))}
    </div>
  );
}
