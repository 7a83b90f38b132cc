// The High Seize on the tablet: whose turn, the ships and their face-down piles, the flip with
// each pile's weight growing as its cards are tapped, the ship that sank, every player's saved
// cargo, and at the end the values round by round.
import type { ComponentChildren } from 'preact';
import type { SessionState } from '#protocol';
import { UndoButton } from '../../parts/UndoButton.tsx';
import type { LastTap } from '../types.ts';
import './high-seize.css';
import { Crews } from './Crews.tsx';
import { FinalScores } from './FinalScores.tsx';
import { FlipPrompt } from './FlipPrompt.tsx';
import { gameNumbers, type HighSeizeView } from './model.ts';
import { Piles } from './Piles.tsx';
import { PlacePrompt } from './PlacePrompt.tsx';
import { RoundNews } from './RoundNews.tsx';
import { ShipsPrompt } from './ShipsPrompt.tsx';
import '../../parts/game-table.css';
import { TeachHere } from '../../teach/slot.tsx';
import { type Msg, msg, t } from '../../i18n/i18n.ts';

const PHASE: Record<HighSeizeView['phase'], Msg> = {
  ships: msg('ships going down'),
  place: msg('loading the ships'),
  flip: msg('turning the piles over'),
  finished: msg('game over'),
};

export function HighSeizeTable({
  view,
  session,
  reader,
  tap,
}: {
  view: HighSeizeView;
  session: Pick<SessionState, 'inputs' | 'start' | 'tapFor' | 'device'>;
  reader?: ComponentChildren;
  /** The last card tap: a private one (H12) goes with the placement. */
  tap?: LastTap | null;
}) {
  const numbers = gameNumbers(session.start);
  const a = view.awaiting;
  const own = Object.keys((session.start?.options as { cards?: object } | undefined)?.cards ?? {}).length;
  return (
    <div class="screen high-seize" data-testid="screen-high-seize" data-phase={view.phase} data-round={view.round}>
      <header class="round-head">
        <span class="round-no" data-testid="hs-round">
          {t('Round {round} of 4 · {phase}', { round: view.round, phase: t(PHASE[view.phase]) })}
        </span>
        <span class="phase">{view.turn ? t('{player} to place', { player: view.turn }) : t('{player} starts', { player: view.startPlayer })}</span>
        <span class="bag" data-testid="hs-deck-kind">
          {own ? t('Your card numbers ({count} entered)', { count: own }) : t('House deck')}
        </span>
        <UndoButton canUndo={session.inputs > 0} inputs={session.inputs} />
      </header>
      {a?.type !== 'reveal' ? <RoundNews view={view} /> : null}
      <div class="round-body">
        <div class="table-top">
          <TeachHere at="over" />
          {a?.type === 'ship' ? (
            <ShipsPrompt view={view} players={a.players} numbers={numbers} />
          ) : a?.type === 'place' ? (
            <PlacePrompt key={`${view.round}-${a.player}-${session.inputs}`} view={view} player={a.player} numbers={numbers} tap={tap} />
          ) : a?.type === 'reveal' ? (
            <FlipPrompt view={view} piles={a.piles} tapFor={session.tapFor} hasReader={session.device.hasReader} numbers={numbers}>
              {reader}
            </FlipPrompt>
          ) : (
            <FinalScores view={view} numbers={numbers} />
          )}
          <TeachHere />
          {a?.type !== 'place' && view.phase !== 'finished' ? (
            <>
              <h3>{t('The ships')}</h3>
              <Piles view={view} numbers={numbers} picked={a?.type === 'reveal' ? session.tapFor : null} />
            </>
          ) : null}
        </div>
        <aside class="side">
          <Crews view={view} numbers={numbers} />
          <p class="hint" data-testid="hs-discarded">
            {t('Out of the game: {count, plural, one {# card} other {# cards}}', { count: view.discarded.length })}
          </p>
        </aside>
      </div>
    </div>
  );
}
