// What happens between two actions: the end of the game (L21), the next player (L7, L22) and
// the capture check at the start of their turn (L15, L16).
import { withPlayers } from '../core/by-player.ts';
import { leader } from './battle.ts';
import { goldOf, MERCHANT_IDS } from './cards.ts';
import { finish } from './score.ts';
import { type Capture, type LootState, partnerOf, sideOf } from './state.ts';

/** L22: in partnership, a player without cards sits out once the pile is empty. */
export function sittingOut(s: LootState): string[] {
  return s.partnership && s.drawPile === 0 ? s.players.filter((p) => s.hands[p] === 0) : [];
}

/** L21: the pile is empty and a player (partnership: both of a team) has no cards. */
function isOver(s: LootState): boolean {
  if (s.drawPile > 0) return false;
  if (s.teams) return s.teams.some(([a, b]) => s.hands[a] === 0 && s.hands[b] === 0);
  return s.players.some((p) => s.hands[p] === 0);
}

/** L15: captures for the current player's side every merchant that side leads. */
export function captureCheck(s: LootState): LootState {
  const player = s.current!;
  // L16: only the first partner of a pair to play checks; the very first turn checks.
  if (s.previous !== null && partnerOf(s, s.previous) === player) return { ...s, lastCaptures: [] };
  const side = sideOf(s, player);
  const won = s.atSea.filter((m) => leader(m).leader === side);
  if (won.length === 0) return { ...s, lastCaptures: [] };
  const lastCaptures: Capture[] = won.map((m) => ({ merchant: m.merchant, gold: m.gold, side }));
  const cardsOnThem = won.reduce((n, m) => n + cardsOn(m) - 1, 0);
  return {
    ...s,
    atSea: s.atSea.filter((m) => !won.includes(m)),
    lastCaptures,
    captured: withPlayers(s.captured, [side, [...(s.captured[side] ?? []), ...won.map((m) => m.merchant)]]),
    discard: { ...s.discard, cards: s.discard.cards + cardsOnThem },
    captureLog: [...s.captureLog, ...lastCaptures.map((c) => ({ turn: s.turn, player, side, merchant: c.merchant, gold: c.gold }))],
  };
}

/** The merchant and every card lying on it. */
export function cardsOn(m: LootState['atSea'][number]): number {
  return 1 + m.attacks.reduce((n, a) => n + a.cards.length + (a.captain ? 1 : 0), 0) + (m.admiral ? 1 : 0);
}

/** After an accepted action of the current player: the game ends, or the next turn begins. */
export function endTurn(s: LootState): LootState {
  if (isOver(s)) return endGame(s);
  const out = new Set(sittingOut(s));
  const n = s.players.length;
  const from = s.players.indexOf(s.current!);
  const firstSeat = s.players.indexOf(s.options.first);
  let i = from;
  let round = s.round;
  do {
    i = (i + 1) % n;
    if (i === firstSeat) round++;
  } while (out.has(s.players[i]!));
  return captureCheck({ ...s, round, turn: s.turn + 1, previous: s.current, current: s.players[i]! });
}

/** L21: what is still at sea goes to the discard pile; L23: who holds cards reports merchants. */
function endGame(s: LootState): LootState {
  const atSeaCards = s.atSea.reduce((n, m) => n + cardsOn(m), 0);
  const seenMerchants = new Set(s.seen.filter((id) => goldOf(id) > 0));
  const allSeen = MERCHANT_IDS.every((id) => seenMerchants.has(id));
  const ended: LootState = {
    ...s,
    phase: 'handMerchants',
    current: null,
    lastCaptures: [],
    atSea: [],
    discard: { cards: s.discard.cards + atSeaCards, merchants: [...s.discard.merchants, ...s.atSea.map((m) => m.merchant)] },
    toReport: allSeen ? [] : s.players.filter((p) => (s.hands[p] ?? 0) > 0),
  };
  return ended.toReport.length === 0 ? finish(ended) : ended;
}
