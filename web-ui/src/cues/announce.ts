// The question the table is waiting on, as one sentence for screen readers (an aria-live
// region reads it whenever it changes). Pure: from the session and the game's own words
// (its `announce` hook); the shell says only what every game shares.
import type { SessionState } from '#protocol';
import type { GameUi } from '../games/types.ts';

type Question = { type?: unknown; players?: unknown; contest?: { left: string; right: string } };
type AnyView = { game?: unknown; phase?: unknown; round?: unknown; winners?: unknown; awaiting?: Question | null };

const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Who is asked for a card among `players`: the one the tablet asked (`tapFor`), else the first. */
export function askedToTap(session: Pick<SessionState, 'tapFor'>, players: readonly string[]): string {
  return session.tapFor !== null && players.includes(session.tapFor) ? session.tapFor : (players[0] ?? '');
}

export function announcement(session: SessionState, ui?: Pick<GameUi, 'announce'>): string {
  const view = session.view as AnyView;
  if (view.game === null) return 'New game: type the players in seat order, then Set sail.';
  const a = view.awaiting;
  if (view.phase === 'finished' || !a) {
    const winners = names(view.winners);
    return winners.length ? `Game over: ${winners.join(' and ')} ${winners.length > 1 ? 'share the win' : 'wins'}.` : 'Game over.';
  }
  const own = ui?.announce?.(session);
  if (own !== undefined && own !== null) return own;
  // What the table itself asks of every game: cards tapped by players, and a weigh-off's contest.
  const round = typeof view.round === 'number' ? `Round ${view.round}: ` : '';
  if (a.type === 'reveal' && Array.isArray(a.players)) {
    const how = session.device.hasReader ? 'tap your card on the reader' : 'pick your card on the tablet';
    return `${round}${askedToTap(session, names(a.players))}, ${how}.`;
  }
  if (a.type === 'verdict' && a.contest) {
    const vs = `${a.contest.left} against ${a.contest.right}`;
    return session.weigh.message ? `Weigh-off, ${vs}: ${session.weigh.message}` : `Weigh-off, ${vs}.`;
  }
  return '';
}
