// Battles over a merchant at sea: who may add which card (L10–L12) and who leads (L13).
import { phrase } from '../core/phrase.ts';
import { reject, type Rejection } from '../core/types.ts';
import { ADMIRAL, type Card } from './cards.ts';
import type { AtSea } from './state.ts';

export type LeadBy = 'unattacked' | 'skulls' | 'captain' | 'admiral' | 'tie';

/** L13: the side that leads a merchant now (null on a tie of skulls) and why. */
export function leader(m: AtSea): { leader: string | null; leadBy: LeadBy } {
  const last = m.lastCaptainOrAdmiral;
  if (last === ADMIRAL) return { leader: m.side, leadBy: 'admiral' }; // L13a: the admiral is the owner's side's
  if (last !== null) {
    const a = m.attacks.find((x) => x.captain === last);
    return { leader: a ? a.side : null, leadBy: 'captain' };
  }
  if (m.attacks.length === 0) return { leader: m.side, leadBy: 'unattacked' }; // L13c
  const top = Math.max(...m.attacks.map((a) => a.strength));
  const best = m.attacks.filter((a) => a.strength === top);
  return best.length === 1 ? { leader: best[0]!.side, leadBy: 'skulls' } : { leader: null, leadBy: 'tie' }; // L13b
}

/** `who` names the side in a refusal: the player, or "team Ann+Bob". */
export function addToBattle(m: AtSea, c: Card, side: string, player: string, who: string): AtSea | Rejection {
  switch (c.kind) {
    case 'merchant':
      return reject(phrase('a merchant ship is played in front of you, with no target (L9)'));
    case 'pirate': {
      const own = m.attacks.find((a) => a.side === side);
      if (own) {
        if (own.colour !== c.colour)
          return reject(
            phrase(
              '{who} already attacks {merchant} with {colour, select, blue {blue} green {green} purple {purple} other {yellow}} and may only add {colour, select, blue {blue} green {green} purple {purple} other {yellow}} ships (L10)',
              { who, merchant: m.merchant, colour: own.colour },
            ),
          );
        const attacks = m.attacks.map((a) => (a === own ? { ...a, cards: [...a.cards, c.id], strength: a.strength + c.skulls } : a));
        return { ...m, attacks };
      }
      const taken = m.attacks.find((a) => a.colour === c.colour);
      if (taken)
        return reject(
          phrase(
            '{colour, select, blue {blue} green {green} purple {purple} other {yellow}} is already used against {merchant} by {side}; open with a colour not yet used on it (L10)',
            { colour: c.colour, merchant: m.merchant, side: taken.side },
          ),
        );
      return { ...m, attacks: [...m.attacks, { colour: c.colour, side, cards: [c.id], strength: c.skulls, captain: null }] };
    }
    case 'captain': {
      const own = m.attacks.find((a) => a.side === side && a.colour === c.colour);
      if (!own)
        return reject(
          phrase(
            'the {colour, select, blue {blue} green {green} purple {purple} other {yellow}} captain goes only onto a merchant that {who} already attacks with {colour, select, blue {blue} green {green} purple {purple} other {yellow}}, and {merchant} is not one (L11)',
            { colour: c.colour, who, merchant: m.merchant },
          ),
        );
      const attacks = m.attacks.map((a) => (a === own ? { ...a, captain: c.id } : a));
      return { ...m, attacks, lastCaptainOrAdmiral: c.id };
    }
    case 'admiral':
      if (m.side !== side)
        return reject(
          who === player
            ? phrase("the admiral defends only your own merchant ships, and {merchant} is {owner}'s (L12)", { merchant: m.merchant, owner: m.owner })
            : phrase("the admiral defends only your team's own merchant ships, and {merchant} is {owner}'s (L12)", { merchant: m.merchant, owner: m.owner }),
        );
      return { ...m, admiral: player, lastCaptainOrAdmiral: ADMIRAL };
  }
}

/** L18: a merchant at sea where this card could be played now by `side`, or null. */
export function wherePlayable(atSea: readonly AtSea[], c: Card, side: string): string | null {
  for (const m of atSea) if (!('ok' in addToBattle(m, c, side, '', ''))) return m.merchant;
  return null;
}
