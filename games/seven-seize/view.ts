// What `replay` prints and the tablet shows (docs/table-script/7-seize.md). Cards of the
// current reveal stay hidden until everyone has revealed: only who has revealed is shown.
import { hasPlayer, withPlayers } from '../core/by-player.ts';
import type { Shown, Viewer } from '../core/types.ts';
import { awaiting, revealers, type SevenSeizeAwaiting } from './flow.ts';
import { eventText, type SeizeEvent } from './narrate.ts';
import { actingOrder } from './seize.ts';
import { BOOTY, type ContestResult, type Options, type Phase, type SevenSeizeState } from './state.ts';

export function setAsideTotal(s: SevenSeizeState): number {
  const w = s.weighOff;
  if (!w) return 0;
  const inContest = w.contest ? Object.values(w.contest.setAside).reduce((a, b) => a + b, 0) : 0;
  return inContest + Object.values(w.keptOut).reduce((a, b) => a + b, 0);
}

/** R28: bag + stashes + collections + set-aside pieces = 49. */
export function bootyCount(s: SevenSeizeState): number {
  const collections = Object.values(s.collections).reduce((a, b) => a + b, 0);
  return s.bag + s.stashes.red + s.stashes.black + collections + setAsideTotal(s);
}

/** The cards of the current phase once every one is in (a tie, an order or a Queen is being asked), else null. */
function resolving(s: SevenSeizeState): { phase: 'squabble' | 'seize'; cards: Record<string, string> } | null {
  return (s.phase === 'squabble' || s.phase === 'seize') && revealers(s).every((p) => hasPlayer(s.revealed, p))
    ? { phase: s.phase, cards: withPlayers(s.revealed) }
    : null;
}

/** The weigh-off as it stands (R19–R24): who is still in, the contest on the scale, the contests decided. */
export type WeighOffView = {
  remaining: string[];
  eliminated: string[];
  contest: { left: string; right: string; setAside: Record<string, number> } | null;
  results: ContestResult[];
  keptOut: Record<string, number>;
};

/** What a 7 Seize game shows (the cards of a reveal under way stay hidden until everyone has revealed). */
export type SevenSeizeView = {
  game: '7-seize';
  round: number;
  phase: Phase;
  captain: string | null;
  bag: number;
  stashes: { red: number; black: number };
  collections: Record<string, number>;
  awaiting: SevenSeizeAwaiting | null;
  weighOff: WeighOffView | null;
  winners: string[];
  players: string[];
  participants: string[];
  options: Options;
  revealedBy: string[];
  /** The cards of the reveal being resolved, once everyone has revealed (public then), else null. */
  revealed: Record<string, string> | null;
  actingOrder: string[] | null;
  lastReveal: { round: number; phase: 'squabble' | 'seize'; cards: Record<string, string> } | null;
  /** What the last step did, in English (replay, the terminal). */
  events: string[];
  /** The same events as data, for each tablet to say in its language. */
  told: SeizeEvent[];
  /** The physical deck as far as the companion knows it (R16); the discards are public (R27). */
  deck: { draw: number; discards: number; reshuffles: number; seen: string[] };
  booty: { total: number; expected: number };
};

export function view(s: SevenSeizeState): SevenSeizeView {
  const w = s.weighOff;
  const resolved = resolving(s);
  const revealed = resolved?.cards ?? null;
  return {
    game: '7-seize',
    round: s.round,
    phase: s.phase,
    captain: s.captain,
    bag: s.bag,
    stashes: { ...s.stashes },
    collections: withPlayers(s.collections),
    awaiting: awaiting(s),
    weighOff: w
      ? {
          remaining: w.remaining,
          eliminated: w.eliminated,
          contest: w.contest ? { left: w.contest.left, right: w.contest.right, setAside: w.contest.setAside } : null,
          results: w.results,
          keptOut: w.keptOut,
        }
      : null,
    winners: s.winners,
    players: s.players,
    participants: s.participants,
    options: s.options,
    revealedBy: Object.keys(s.revealed),
    // Once everyone has revealed (captain's tie choice, acting order, Queens), the cards are public.
    revealed,
    actingOrder: s.seize ? actingOrder(s) : null,
    // What the tablet shows as "cards revealed" (and fades on the virtual reader): the cards being
    // resolved while the game asks about them (R5, R8, R12), else the last completed reveal.
    lastReveal: resolved ? { round: s.round, ...resolved } : s.lastReveal,
    events: s.events.map(eventText),
    told: s.events,
    // The discards were revealed face up: public, and refused as a reveal until a reshuffle (R27).
    deck: { draw: s.deck.draw, discards: s.deck.discard.length, reshuffles: s.deck.reshuffles, seen: [...s.deck.discard] },
    booty: { total: bootyCount(s), expected: BOOTY },
  };
}

/**
 * Reveals are simultaneous: while the game still awaits cards, a tap says only that a card went
 * down, never which (not even to the host's tablet, which the whole table sees). The view already
 * keeps the cards back (`revealed` is null until everyone has revealed).
 */
export function hideTapsWhileRevealing(s: SevenSeizeState, _viewer: Viewer, shown: Shown<SevenSeizeView>): Shown<SevenSeizeView> {
  if (shown.kind !== 'tap' || shown.outcome !== 'revealed' || awaiting(s)?.type !== 'reveal') return shown;
  const { uid: _uid, card: _card, ...rest } = shown;
  return rest;
}
