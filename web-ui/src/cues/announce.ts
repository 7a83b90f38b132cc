// The question the table is waiting on, as one sentence for screen readers (an aria-live
// region reads it whenever it changes). Pure: from the session and the game's own words
// (its `announce` hook); the shell says only what every game shares.
import { weighMessage } from '../parts/weigh-words.ts';
import type { SessionState } from '#protocol';
import type { GameUi } from '../games/types.ts';
import { t } from '../i18n/i18n.ts';
import { list } from '../i18n/format.ts';

type Question = { type?: unknown; players?: unknown; contest?: { left: string; right: string } };
type AnyView = { game?: unknown; phase?: unknown; round?: unknown; winners?: unknown; awaiting?: Question | null };

const names = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** Who is asked for a card among `players`: the one the tablet asked (`tapFor`), else the first. */
export function askedToTap(session: Pick<SessionState, 'tapFor'>, players: readonly string[]): string {
  return session.tapFor !== null && players.includes(session.tapFor) ? session.tapFor : (players[0] ?? '');
}

export function announcement(session: SessionState, ui?: Pick<GameUi, 'announce'>): string {
  const view = session.view as AnyView;
  if (view.game === null) return t('New game: type the players in seat order, then Set sail.');
  const a = view.awaiting;
  if (view.phase === 'finished' || !a) {
    const winners = names(view.winners);
    if (winners.length === 1) return t('Game over: {winner} wins.', { winner: winners[0] ?? '' });
    return winners.length ? t('Game over: {winners} share the win.', { winners: list(winners) }) : t('Game over.');
  }
  const own = ui?.announce?.(session);
  if (own !== undefined && own !== null) return own;
  // What the table itself asks of every game: cards tapped by players, and a weigh-off's contest.
  const round = typeof view.round === 'number' ? `${t('Round {round}:', { round: view.round })} ` : '';
  if (a.type === 'reveal' && Array.isArray(a.players)) {
    const player = askedToTap(session, names(a.players));
    return (
      round + (session.device.hasReader ? t('{player}, tap your card on the reader.', { player }) : t('{player}, pick your card on the tablet.', { player }))
    );
  }
  if (a.type === 'verdict' && a.contest) {
    const { left, right } = a.contest;
    return session.weigh.message
      ? t('Weigh-off, {left} against {right}: {said}', { left, right, said: weighMessage(session.weigh) })
      : t('Weigh-off, {left} against {right}.', { left, right });
  }
  return '';
}
