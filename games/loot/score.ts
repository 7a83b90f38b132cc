// The books at the end: merchants reported from the hands (L23), scores (L24), winners (L25).
import { phrase } from '../core/phrase.ts';
import { type ByPlayer, byPlayer, eachPlayer, hasPlayer, withPlayers } from '../core/by-player.ts';
import { reject, type Outcome } from '../core/types.ts';
import { goldOf, MERCHANT_IDS } from './cards.ts';
import type { HandMerchantsInput } from './inputs.ts';
import { type LootState, membersOf, sides } from './state.ts';

const sum = (ids: readonly string[]) => ids.reduce((g, id) => g + goldOf(id), 0);

export interface SideScore {
  captured: number;
  inHand: number;
  score: number;
  members?: string[];
  inHandBy?: ByPlayer<number>;
}

/** L24: captured gold − gold of merchants reported in hand (both partners' hands for a team). */
export function scores(s: LootState): ByPlayer<SideScore> {
  const out = byPlayer<SideScore>();
  for (const side of sides(s)) {
    const members = membersOf(s, side);
    const inHandBy = eachPlayer(members, (p) => sum(s.handMerchants[p] ?? []));
    const captured = sum(s.captured[side] ?? []);
    const inHand = Object.values(inHandBy).reduce((a, b) => a + b, 0);
    out[side] = s.partnership ? { captured, inHand, score: captured - inHand, members, inHandBy } : { captured, inHand, score: captured - inHand };
  }
  return out;
}

/** L25: every player of the best side(s); ties share the win. */
export function finish(s: LootState): LootState {
  const sc = scores(s);
  const best = Math.max(...Object.values(sc).map((x) => x.score));
  const winners = Object.entries(sc)
    .filter(([, x]) => x.score === best)
    .flatMap(([side]) => membersOf(s, side));
  return { ...s, phase: 'finished', winners };
}

/** Merchants neither seen on the table nor reported from a hand. */
export function unplayedMerchants(s: LootState): string[] {
  const seen = new Set(s.seen);
  return MERCHANT_IDS.filter((id) => !seen.has(id));
}

/** L23: one report from each player asked; the books must close exactly. */
export function reportHand(s: LootState, input: HandMerchantsInput): Outcome<LootState> {
  const { player, cards } = input;
  if (s.phase !== 'handMerchants') return reject(phrase('handMerchants: merchants in hand are reported only after the end of the game (L23)'));
  if (!s.players.includes(player)) return reject(phrase('{input}: "{player}" is not at this table', { input: 'handMerchants', player }));
  if (hasPlayer(s.handMerchants, player)) return reject(phrase('handMerchants: {player} has already reported (undo to correct it) (L23)', { player }));
  if (!s.toReport.includes(player)) return reject(phrase('handMerchants: {player} holds no cards at the end and is not asked (L23)', { player }));
  const seen = new Set(s.seen);
  const known = cards.find((c) => seen.has(c));
  if (known) {
    const by = Object.entries(s.handMerchants).find(([, ids]) => ids.includes(known));
    return reject(
      by
        ? phrase('handMerchants: {card} was reported by {player} (L4, L23)', { card: known, player: by[0] })
        : phrase('handMerchants: {card} has already been seen on the table (L4, L23)', { card: known }),
    );
  }
  const holds = s.hands[player] ?? 0;
  if (cards.length > holds)
    return reject(
      phrase('handMerchants: {player} holds {holds, plural, one {# card} other {# cards}}, not {count} (L23)', { player, holds, count: cards.length }),
    );
  const handMerchants = withPlayers(s.handMerchants, [player, cards]);
  const next: LootState = { ...s, handMerchants, seen: [...s.seen, ...cards] };
  const still = s.toReport.filter((p) => !hasPlayer(handMerchants, p));
  const left = unplayedMerchants(next);
  const room = still.reduce((n, p) => n + (s.hands[p] ?? 0), 0);
  if (still.length === 0 && left.length > 0)
    return reject(
      phrase("handMerchants: {cards} {count, plural, one {is} other {are}} in nobody's report, yet every unplayed merchant is in a hand (L23)", {
        cards: left.join(', '),
        count: left.length,
      }),
    );
  if (left.length > room)
    return reject(
      phrase('handMerchants: {count} merchants are unaccounted for, but {players} hold only {room} cards (L23)', {
        count: left.length,
        players: still.join(', '),
        room,
      }),
    );
  return { ok: true, state: still.length === 0 ? finish(next) : next };
}
