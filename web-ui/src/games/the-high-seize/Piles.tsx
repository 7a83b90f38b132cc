// This round's ships and their piles: who put how many cards of which colour on each (H8), and
// once the piles are turned over the cards tapped so far and the weight growing with them (H14).
// `onPick`: the piles are choices (where a card goes, or which pile is being turned over).
import { CardChip } from './CardChip.tsx';
import { colourWord, type HighSeizeView, knownWeight, NEUTRAL_SHIP, type Numbers, pileName, unknownByColour } from './model.ts';
import { t } from '../../i18n/i18n.ts';
import '../../parts/ship-cards.css';

export function Piles({
  view,
  numbers,
  pickFor,
  onPick,
  picked,
}: {
  view: HighSeizeView;
  numbers: Record<string, Numbers>;
  pickFor?: string[];
  onPick?: (pile: string) => void;
  picked?: string | null;
}) {
  const flipping = view.phase === 'flip';
  return (
    <ul class="ship-cards hs-piles" data-testid="hs-piles">
      {Object.entries(view.piles).map(([name, pile]) => {
        const pickable = onPick && pickFor?.includes(name);
        const weight = flipping ? knownWeight(pile, numbers) : null;
        const hidden = unknownByColour(pile);
        return (
          <li key={name} class={`ship-card hs-pile${name === picked ? ' is-in-play' : ''}`} data-testid={`hs-pile-${name}`} data-weight={weight ?? ''}>
            {/* A pile to choose: its button, which names it, is its heading (its name said once, the choice higher up). */}
            <h4>
              {pickable ? (
                <button type="button" class="btn btn-go" data-testid={`hs-onto-${name}`} onClick={() => onPick(name)}>
                  {view.phase === 'place' ? t('Onto {pile}', { pile: pileName(name) }) : t('Turn over {pile}', { pile: pileName(name) })}
                </button>
              ) : (
                pileName(name)[0]!.toUpperCase() + pileName(name).slice(1)
              )}{' '}
              {pile.ship && pile.ship !== NEUTRAL_SHIP ? (
                <CardChip card={pile.ship} numbers={numbers} />
              ) : pile.ship === null ? (
                <em>{t('no ship yet')}</em>
              ) : null}
            </h4>
            <p class="hs-facedown">
              {pile.cards === 0
                ? t('no cargo')
                : Object.entries(flipping ? hidden : pile.byColour).map(([c, n]) => (
                    <span key={c} class={`hs-back hs-${c}`} title={t('{count} {colour} face down', { count: n, colour: colourWord(c) })}>
                      {n} {colourWord(c)}
                    </span>
                  ))}
              {flipping && Object.keys(hidden).length === 0 && pile.cards > 0 ? t('all cards turned over') : null}
            </p>
            {pile.revealed.length ? (
              <p class="hs-revealed" data-testid={`hs-revealed-${name}`}>
                {pile.revealed.map((c) => (
                  <CardChip key={c} card={c} numbers={numbers} />
                ))}
              </p>
            ) : null}
            {weight !== null ? (
              <p class="hs-weight" data-testid={`hs-weight-${name}`}>
                {pile.weight === null ? t('Weight so far: {weight}', { weight }) : t('Weight: {weight}', { weight: pile.weight })}
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
