// H11: every pile is turned over and its cards tapped on the reader one after the other, pile by
// pile (the server gives each tap to the pile asked, `tapFor`), or picked here. A card that cannot
// lie on that pile is refused with the engine's reason (H1, H13), shown as a toast.
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { HighSeizeInput } from '#games';
import { CardChip } from './CardChip.tsx';
import { type HighSeizeView, knownWeight, type Numbers, pickable, pileName } from './model.ts';
import { useMove } from '../../parts/use-move.ts';
import { useTapOwner } from '../../parts/use-tap-owner.ts';
import { t } from '../../i18n/i18n.ts';
import { OtherFirst } from '../../parts/OtherFirst.tsx';

export function FlipPrompt({
  view,
  piles,
  tapFor,
  hasReader,
  numbers,
  children,
}: {
  view: HighSeizeView;
  /** The piles still waiting, with how many cards each. */
  piles: Record<string, number>;
  tapFor: string | null;
  hasReader: boolean;
  numbers: Record<string, Numbers>;
  /** The virtual reader's cards (simulated rig), under the pile being turned over. */
  children?: ComponentChildren;
}) {
  const { move, isHost } = useMove<HighSeizeInput>();
  const [picking, setPicking] = useState(!hasReader);
  const waiting = Object.keys(piles);
  const pile = useTapOwner(tapFor, waiting);
  if (!pile) return null;
  // A pile may be called "constructor": read only what the view holds.
  const left = Object.hasOwn(piles, pile) ? (piles[pile] ?? 0) : 0;
  return (
    <section class="prompt hs-flip" data-testid="hs-flip" data-pile={pile}>
      <p class="prompt-kicker">{t('Round {round} · turning the piles over', { round: view.round })}</p>
      <h2 class="prompt-title" data-testid="hs-tap-for">
        {hasReader
          ? t('Turn over {pile}: tap its {count, plural, one {# card} other {# cards}} on the reader, one after the other', {
              pile: pileName(pile),
              count: left,
            })
          : t('Turn over {pile}: pick its {count, plural, one {# card} other {# cards}} here, one after the other', { pile: pileName(pile), count: left })}
      </h2>
      {view.piles[pile] ? (
        <p class="hs-asked" data-testid="hs-asked">
          {view.piles[pile]!.revealed.map((c) => (
            <CardChip key={c} card={c} numbers={numbers} />
          ))}{' '}
          <b>{t('Weight so far: {weight}', { weight: knownWeight(view.piles[pile]!, numbers) })}</b>
        </p>
      ) : null}
      {children}
      {isHost && hasReader ? (
        <button type="button" class="btn btn-quiet" aria-pressed={picking} data-testid="hs-pick-here" onClick={() => setPicking(!picking)}>
          {picking ? t('Hide the cards') : t('No reader at hand? Pick the cards here')}
        </button>
      ) : null}
      {isHost && picking ? (
        <div class="hs-picker" data-testid="hs-picker">
          {pickable(view, pile).map((card) => (
            <button type="button" key={card} class="btn hs-pick" data-card={card} onClick={() => move({ type: 'reveal', pile, card })}>
              <CardChip card={card} numbers={numbers} />
            </button>
          ))}
        </div>
      ) : null}
      <OtherFirst
        ask={t('Another pile first?')}
        waiting={waiting}
        owner={pile}
        look={(p) => ({ label: `${pileName(p)} (${piles[p]})`, testId: `hs-ask-${p}` })}
      />
    </section>
  );
}
