// Loot on the tablet: the ships at sea, the sides, the draw pile, this turn's captures and what the
// game awaits; at the end the hand reports and the final scores.
import type { SessionState } from '#protocol';
import { UndoButton } from '../../parts/UndoButton.tsx';
import './loot.css';
import { ActionPrompt } from './ActionPrompt.tsx';
import { CaptureNews } from './CaptureNews.tsx';
import { EndNews } from './EndNews.tsx';
import { HandReport } from './HandReport.tsx';
import type { LastTap } from '../types.ts';
import type { LootView } from './model.ts';
import { Scores } from './Scores.tsx';
import { ShipsAtSea } from './ShipsAtSea.tsx';
import { SidesPanel } from './SidesPanel.tsx';
import '../../parts/game-table.css';
import { TeachHere } from '../../teach/slot.tsx';
import { t } from '../../i18n/i18n.ts';

export function LootTable({ view, session, tap = null }: { view: LootView; session: Pick<SessionState, 'inputs'>; tap?: LastTap | null }) {
  const a = view.awaiting;
  return (
    <div class="screen loot" data-testid="screen-loot" data-phase={view.phase} data-turn={view.turn}>
      <header class="round-head">
        <span class="round-no" data-testid="loot-round">
          {/* Loot has turns, not rounds: the engine's count of times round the table is its own. */}
          {t('Turn {turn}', { turn: view.turn })}
        </span>
        <span class="phase" data-testid="loot-current">
          {view.current ? t('{player} to play', { player: view.current }) : view.phase === 'finished' ? t('Game over') : t('Counting the hands')}
        </span>
        <span class="bag" data-testid="loot-pile" title={t('cards left in the draw pile')}>
          {t('Draw pile: {count}', { count: view.drawPile })}
        </span>
        <span class="bag" title={t('gold of merchant ships not yet seen')}>
          {t('Gold not yet played: {gold}', { gold: view.unplayedGold })}
        </span>
        <UndoButton canUndo={session.inputs > 0} inputs={session.inputs} />
      </header>
      <CaptureNews view={view} />
      {view.phase === 'finished' ? <EndNews view={view} /> : null}
      <div class="round-body">
        <div class="table-top">
          <TeachHere at="over" />
          {a?.type === 'action' ? (
            <ActionPrompt key={`${view.turn}`} view={view} player={a.player} options={a.options} tap={tap} />
          ) : a?.type === 'handMerchants' ? (
            // The question first, where the eye is; why the game ended under it.
            <>
              <HandReport key={a.players[0]} view={view} players={a.players} tap={tap} />
              <EndNews view={view} />
            </>
          ) : (
            <Scores view={view} />
          )}
          <TeachHere />
          <h3>{t('At sea')}</h3>
          <ShipsAtSea view={view} />
        </div>
        <aside class="side">
          <SidesPanel view={view} />
          <p class="hint" data-testid="loot-discard-pile">
            {t('Discard pile: {count, plural, one {# card} other {# cards}}', { count: view.discard.cards })}
          </p>
        </aside>
      </div>
    </div>
  );
}
