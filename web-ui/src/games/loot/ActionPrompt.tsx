// The current player's one action: draw (the deck tile), play a card (a merchant at once; any other
// card onto the ship tapped next, L9–L12), or, with the pile empty, discard (L18).
import { useState } from 'preact/hooks';
import type { LastTap } from '../types.ts';
import { useMove } from '../../parts/use-move.ts';
import { useTapPick } from './use-tap-pick.ts';
import { CardPicker } from './CardPicker.tsx';
import type { LootInput } from '#games';
import { kindOf, label, type LootView, pickableCards, targetsFor } from './model.ts';
import { ShipsAtSea } from './ShipsAtSea.tsx';
import { t } from '../../i18n/i18n.ts';

export function ActionPrompt({ view, player, options, tap }: { view: LootView; player: string; options: string[]; tap?: LastTap | null }) {
  const { move: input, isHost } = useMove<LootInput>();
  const [card, setCard] = useState<string | null>(null);
  const targets = card ? targetsFor(view, player, card) : [];
  const play = (c: string, target?: string) => {
    input(target ? { type: 'play', player, card: c, target } : { type: 'play', player, card: c });
    setCard(null);
  };
  const pick = (c: string) => (kindOf(c) === 'merchant' ? play(c) : setCard(c === card ? null : c));
  useTapPick(isHost && options.includes('play') ? tap : null, pickableCards(view), (c) => (kindOf(c) === 'merchant' ? play(c) : setCard(c)));
  return (
    <section class="prompt loot-action" data-testid="loot-action" data-player={player}>
      <span class="prompt-kicker">{t('Turn {turn}', { turn: view.turn })}</span>
      <h2 class="prompt-title">{t("{player}'s turn", { player })}</h2>
      {isHost && options.includes('draw') ? (
        <button type="button" class="btn btn-big loot-deck" data-testid="loot-draw" onClick={() => input({ type: 'draw', player })}>
          🂠 {t('Draw')} <small>{t('({count} left)', { count: view.drawPile })}</small>
        </button>
      ) : (
        <p class="hint">{t('The draw pile is empty: play a card, or discard one that cannot be played.')}</p>
      )}
      {isHost && options.includes('play') ? (
        <>
          <p class="hint">
            {card
              ? targets.length > 0
                ? t('{card}: tap the merchant ship it attacks or defends.', { card: label(card) })
                : t('{card} has no ship to go onto now.', { card: label(card) })
              : t('Tap the card on the reader, or pick it here. A merchant ship sails at once.')}
          </p>
          {card ? <ShipsAtSea view={view} pickFor={targets} onPick={(m) => play(card, m)} /> : null}
          {card && options.includes('discard') && targets.length === 0 ? (
            <button
              type="button"
              class="btn btn-danger"
              data-testid="loot-discard"
              onClick={() => {
                input({ type: 'discard', player, card });
                setCard(null);
              }}
            >
              {t('Discard {card}', { card })}
            </button>
          ) : null}
          <CardPicker cards={pickableCards(view)} picked={card ? [card] : []} onPick={pick} testId="loot-pick" />
        </>
      ) : null}
    </section>
  );
}
