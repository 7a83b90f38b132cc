// A card's net result (P16–P23), applied in order on a working copy: the first impossible effect
// refuses the whole `resolve`, naming the effect.
import { phrase } from '../core/phrase.ts';
import { HARBOUR, type Effect } from './inputs.ts';
import { describe, draw, held, lacks, move, type Holder } from './ledger.ts';
import { sumTreasures, type PlayerState, type PlunderState, type Treasures } from './state.ts';

export interface Resolved {
  /** P23: the played card stays in front of its player. */
  keep: boolean;
}

/** P17: the treasures a card may steal from `from`: halved (rounded down) when the victim's crew is
 * at least twice the thief's, at the moment the effect applies; steals from the harbour never are (P18). */
export function stealLimit(thief: PlayerState, from: PlayerState | 'harbour', n: number): { limit: number; halved: boolean } {
  if (from === HARBOUR || from.crew < 2 * thief.crew) return { limit: n, halved: false };
  return { limit: Math.floor(n / 2), halved: true };
}

/** `first`: the index of `effects[0]` in the card's result, which a refusal numbers from (the tablet checks one effect at a time). */
export function applyEffects(s: PlunderState, actor: PlayerState, effects: readonly Effect[], first = 0): Resolved | string {
  let keep = false;
  for (let i = 0; i < effects.length; i++) {
    const e = effects[i] as Effect;
    const problem = applyOne(s, actor, e, () => {
      if (keep) return phrase('the card is kept once');
      keep = true;
      return null;
    });
    if (problem) return phrase('effect {n} ({do}): {problem}', { n: first + i + 1, do: e.do, problem });
  }
  return { keep };
}

function player(s: PlunderState, name: string | undefined, actor: PlayerState): PlayerState | string {
  if (name === undefined) return actor;
  return s.players.find((p) => p.name === name) ?? phrase('no player "{player}"', { player: name });
}

function source(s: PlunderState, name: string): PlayerState | 'harbour' | string {
  if (name === HARBOUR) return HARBOUR;
  return s.players.find((p) => p.name === name) ?? phrase('no player "{player}" (or "{harbour}")', { player: name, harbour: HARBOUR });
}

const holderOf = (s: PlunderState, src: PlayerState | 'harbour'): Holder => (src === HARBOUR ? s.harbour : src);
const label = (src: PlayerState | 'harbour'): string => (src === HARBOUR ? phrase('the harbour') : src.name);

function applyOne(s: PlunderState, actor: PlayerState, e: Effect, keep: () => string | null): string | null {
  if (e.do === 'keep') return keep();
  const who = player(s, e.player, actor);
  if (typeof who === 'string') return who;
  switch (e.do) {
    case 'steal': {
      const from = source(s, e.from);
      if (typeof from === 'string' && from !== HARBOUR) return from;
      const src = from as PlayerState | 'harbour';
      if (src === who) return phrase('{player} cannot steal from themselves (P9)', { player: who.name });
      const { limit, halved } = stealLimit(who, src, e.n);
      const h = holderOf(s, src);
      const available = e.colour ? h.treasures[e.colour] : held(h);
      const need = Math.min(limit, available);
      if (e.colour && Object.keys(e.take).some((c) => c !== e.colour))
        return phrase(
          'the card steals {colour, select, red {red} blue {blue} green {green} yellow {yellow} other {purple}} only: take {colour, select, red {red} blue {blue} green {green} yellow {yellow} other {purple}} only',
          { colour: e.colour },
        );
      const why = halved
        ? phrase("{victim}'s {crew} crew is at least twice {thief}'s {thiefCrew}, so the steal of {n} is halved to {limit} (P17)", {
            victim: label(src),
            crew: src === HARBOUR ? 0 : (src as PlayerState).crew,
            thief: who.name,
            thiefCrew: who.crew,
            n: e.n,
            limit,
          })
        : phrase('the card steals up to {n}', { n: e.n });
      const got = sumTreasures(e.take);
      if (got !== need) {
        const exactly = { why, holder: label(src), available, need, got };
        return e.colour
          ? phrase(
              '{why}; {holder} holds {available} {colour, select, red {red} blue {blue} green {green} yellow {yellow} other {purple}}: take exactly {need, plural, one {# treasure} other {# treasures}}, not {got}',
              { ...exactly, colour: e.colour },
            )
          : phrase('{why}; {holder} holds {available}: take exactly {need, plural, one {# treasure} other {# treasures}}, not {got}', exactly);
      }
      const short = lacks(h, e.take, label(src));
      if (short) return short;
      move(h, who, e.take);
      return null;
    }
    case 'stealCrew': {
      const from = source(s, e.from);
      if (typeof from === 'string' && from !== HARBOUR) return from;
      const src = from as PlayerState | 'harbour';
      if (src === who) return phrase('{player} cannot steal from themselves', { player: who.name });
      const h = src === HARBOUR ? s.harbour : src;
      const k = Math.min(e.n, h.crew); // P19: crew steals are not halved
      h.crew -= k;
      who.crew += k;
      return null;
    }
    case 'lose': {
      const need = Math.min(e.n, held(who));
      const got = sumTreasures(e.take);
      if (got !== need)
        return phrase('{player} loses {need, plural, one {# treasure} other {# treasures}} (of {held} held, P20): "take" names {got}', {
          player: who.name,
          need,
          held: held(who),
          got,
        });
      const short = lacks(who, e.take, who.name);
      if (short) return short;
      move(who, s.lost, e.take); // P20: lost treasures leave play, not back to the harbour
      return null;
    }
    case 'loseCrew': {
      const k = Math.min(e.n, who.crew);
      who.crew -= k;
      s.lost.crew += k;
      return null;
    }
    case 'recruit': {
      if (s.harbour.crew === 0) return phrase('the harbour has no crew left to recruit (P21)');
      const pay = e.pay ?? {};
      const short = lacks(who, pay, who.name);
      if (short) return phrase('{short}: cannot pay {pay}', { short, pay: describe(pay) });
      move(who, s.harbour, pay);
      s.harbour.crew -= 1;
      who.crew += 1;
      return null;
    }
    case 'give': {
      const to = source(s, e.to);
      if (typeof to === 'string' && to !== HARBOUR) return to;
      const dst = to as PlayerState | 'harbour';
      if (dst === who) return phrase('{player} cannot give to themselves', { player: who.name });
      if (sumTreasures(e.treasures) === 0) return phrase('give at least one treasure');
      const short = lacks(who, e.treasures, who.name);
      if (short) return short;
      move(who, holderOf(s, dst), e.treasures);
      return null;
    }
    case 'draw':
      draw(s, who, e.n);
      return null;
    case 'discard':
      if (who.hand < e.n)
        return phrase('{player} holds {hand, plural, one {# card} other {# cards}}, cannot discard {n} (P22)', { player: who.name, hand: who.hand, n: e.n });
      who.hand -= e.n;
      s.discard += e.n;
      return null;
  }
}

export type { Treasures };
