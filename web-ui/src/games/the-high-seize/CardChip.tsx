// One card as the tablet shows it: its colour, its id, and its weight and value in this game.
import { cardLabel, colourOf, NEUTRAL_SHIP, type Numbers } from './model.ts';
import { t } from '../../i18n/i18n.ts';

export function CardChip({ card, numbers }: { card: string; numbers: Record<string, Numbers> }) {
  const n = numbers[card];
  const colour = card === NEUTRAL_SHIP ? 'black' : colourOf(card);
  return (
    <span
      class={`hs-card hs-${colour}`}
      data-card={card}
      title={n ? t('{card}: weight {weight}, value {value}', { card: cardLabel(card), weight: n.weight, value: n.value }) : cardLabel(card)}
    >
      {card}
      {n ? <small>{` ${t('wt {weight} · val {value}', { weight: n.weight, value: n.value })}`}</small> : null}
    </span>
  );
}
