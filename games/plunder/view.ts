// The state as `replay` prints it and the tablet shows it (docs/table-script/plunder.md).
import { byPlayer, withPlayers } from '../core/by-player.ts';
import { awaiting, type PlunderAwaiting } from './flow.ts';
import { type Score, scores } from './score.ts';
import type { Colour, PlunderState, Treasures } from './state.ts';

/** A player's holdings as everyone sees them: treasures and crew on the table, cards in hand and kept. */
export type PlunderPlayerView = { treasures: Treasures; crew: number; hand: number; kept: number };

/** What a Plunder! game shows (everything on the table is public; cards in hand only by number). */
export type PlunderView = Pick<
  PlunderState,
  'phase' | 'turn' | 'finalRound' | 'turnsLeft' | 'harbour' | 'lost' | 'removedCrew' | 'stack' | 'discard' | 'removedCards'
> & {
  game: 'plunder';
  current: string | null;
  /** Each player's colour, in seat order. */
  colours: Record<string, Colour>;
  players: Record<string, PlunderPlayerView>;
  pending: { player: string | null; card: string | null; reaction: { player: string | null; card: string | null } | null } | null;
  scores: Record<string, Score>;
  reactionsShown: Record<string, number>;
  winners: string[];
  awaiting: PlunderAwaiting | null;
};

export function view(s: PlunderState): PlunderView {
  const name = (seat: number | null | undefined) => (seat === null || seat === undefined ? null : (s.players[seat]?.name ?? null));
  return {
    game: 'plunder',
    phase: s.phase,
    turn: s.turn,
    current: name(s.current),
    finalRound: s.finalRound,
    turnsLeft: s.turnsLeft,
    colours: byPlayer(s.players.map((p) => [p.name, p.colour])),
    players: byPlayer(s.players.map((p) => [p.name, { treasures: { ...p.treasures }, crew: p.crew, hand: p.hand, kept: p.kept }])),
    harbour: { treasures: { ...s.harbour.treasures }, crew: s.harbour.crew },
    lost: { treasures: { ...s.lost.treasures }, crew: s.lost.crew },
    removedCrew: s.removedCrew,
    stack: s.stack,
    discard: s.discard,
    removedCards: s.removedCards,
    pending: s.pending
      ? {
          player: name(s.pending.seat),
          card: s.pending.card,
          reaction: s.pending.reaction ? { player: name(s.pending.reaction.seat), card: s.pending.reaction.card } : null,
        }
      : null,
    scores: scores(s.players, s.options),
    reactionsShown: withPlayers(s.reactionsShown),
    winners: [...s.winners],
    // Last, where the table would add it: the printed view is unchanged.
    awaiting: awaiting(s),
  };
}
