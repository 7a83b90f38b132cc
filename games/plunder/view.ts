// The state as `replay` prints it and the tablet shows it (docs/table-script/plunder.md).
import { byPlayer, withPlayers } from '../core/by-player.ts';
import { scores } from './score.ts';
import type { PlunderState } from './state.ts';

export function view(s: PlunderState): Record<string, unknown> {
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
  };
}
