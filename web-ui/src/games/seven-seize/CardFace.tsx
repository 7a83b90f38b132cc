// A playing card as a small picture: rank and suit, red or black (R1 notation in, e.g. `10H`).
import { playingCards } from '#games';
import type { CardFaceProps, CardFaces } from '../types.ts';
import './card-face.css';
import { type Msg, msg, t } from '../../i18n/i18n.ts';

const SUITS: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const SUIT_WORDS: Record<string, Msg> = { S: msg('spades'), H: msg('hearts'), D: msg('diamonds'), C: msg('clubs') };
const RANK_WORDS: Record<string, Msg> = { A: msg('ace'), J: msg('jack'), Q: msg('queen'), K: msg('king') };

/** A card's name for a screen reader, its face first (`A♠, ace of spades`): a button's name holds the words it shows. */
function spoken(card: string): string {
  const rank = card.slice(0, -1);
  const suit = suitOf(card);
  const r = RANK_WORDS[rank];
  const s = SUIT_WORDS[suit];
  return `${rank}${SUITS[suit] ?? suit}, ${t('{rank} of {suit}', { rank: r ? t(r) : rank, suit: s ? t(s) : suit })}`;
}

export function suitOf(card: string): string {
  return card.slice(-1);
}

export function CardFace({ card, size = 'md', onClick, dim }: CardFaceProps) {
  if (card === null) return <span class={`card card-${size} card-back`} role="img" aria-label={t('face-down card')} />;
  const suit = suitOf(card);
  const colour = suit === 'H' || suit === 'D' ? 'red' : 'black';
  const body = (
    <>
      <span class="rank">{card.slice(0, -1)}</span>
      <span class="suit">{SUITS[suit] ?? suit}</span>
    </>
  );
  const cls = `card card-${size} card-${colour}${dim ? ' card-dim' : ''}`;
  return onClick ? (
    <button type="button" class={cls} onClick={onClick} data-card={card} aria-label={spoken(card)}>
      {body}
    </button>
  ) : (
    <span class={cls} data-card={card} role="img" aria-label={card}>
      {body}
    </span>
  );
}

/** The 52 (R1) as pictures, suit by suit, ace to king: on the virtual reader, the Cards screen and the reveal picker. */
export const playingCardFaces: CardFaces = { deck: playingCards.id, cards: playingCards.cards, Face: CardFace };
