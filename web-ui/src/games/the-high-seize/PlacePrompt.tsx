// H7, H8: the player whose turn it is puts one card face down on a ship; the companion records
// who put it where. H12: a card tapped on the reader first is sent with the placement, known to
// the engine and shown nowhere (not on this tablet either, which the whole table sees).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { HighSeizeInput } from '#games';
import type { LastTap } from '../types.ts';
import { Piles } from './Piles.tsx';
import type { HighSeizeView, Numbers } from './model.ts';
import { useMove } from '../../parts/use-move.ts';
import { t } from '../../i18n/i18n.ts';

/** The card read privately for this placement (the last one since the prompt appeared), and a way to forget it. */
function usePrivateTap(tap: LastTap | null | undefined): [string | null, () => void] {
  // A tap from before this prompt appeared belongs to an earlier placement.
  const since = useRef(Date.now());
  const [card, setCard] = useState<string | null>(null);
  useEffect(() => {
    if (tap?.outcome !== 'picked' || !tap.private || !tap.card || tap.at < since.current) return;
    since.current = tap.at + 1;
    setCard(tap.card);
  }, [tap?.at]);
  return [card, () => setCard(null)];
}

export function PlacePrompt({ view, player, numbers, tap }: { view: HighSeizeView; player: string; numbers: Record<string, Numbers>; tap?: LastTap | null }) {
  const { move, isHost } = useMove<HighSeizeInput>();
  const [held, forget] = usePrivateTap(tap);
  const left = view.hands[player] ?? 0;
  const place = (pile: string) => move({ type: 'place', player, pile, ...(held ? { card: held } : {}) });
  return (
    <section class="prompt hs-place" data-testid="hs-place" data-player={player}>
      <p class="prompt-kicker">{t('Round {round} · loading the ships', { round: view.round })}</p>
      <h2 class="prompt-title" data-testid="hs-turn">
        {t("{player}'s turn: put one card face down on a ship", { player })}
      </h2>
      <p class="hint">
        {t(
          '{count, plural, one {# card} other {# cards}} in hand. Only who loaded which ship is recorded, unless the card is tapped on the reader first: the table then knows it, shows it nowhere until the piles are turned over, and it is not tapped again (H12).',
          { count: left },
        )}
      </p>
      {isHost && held ? (
        <p class="hs-held" data-testid="hs-private-tap">
          <span>{t('A card was read privately (not shown): put it face down and choose its ship.')}</span>
          <button type="button" class="btn btn-quiet" data-testid="hs-forget-tap" onClick={forget}>
            {t('Forget the tap')}
          </button>
        </p>
      ) : null}
      {isHost ? <Piles view={view} numbers={numbers} pickFor={Object.keys(view.piles)} onPick={place} /> : null}
    </section>
  );
}
