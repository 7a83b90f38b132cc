// The logbook's record of a finished game (games/core/result.ts): each captain's total (P26–P28).
import type { GameResult } from '../core/result.ts';
import { scores } from './score.ts';
import type { PlunderState } from './state.ts';

export function result(s: PlunderState): GameResult {
  const sc = scores(s.players, s.options);
  return { seats: s.players.map((p) => ({ player: p.name, seat: p.colour, score: sc[p.name]?.total ?? null })), winners: [...s.winners] };
}
