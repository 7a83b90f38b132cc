// The game on the table: its own screens once they have come down (the generic table for a game
// that has none), the game's teaching beside them or by its prompt (a game that teaches:
// teach/slot.tsx), what to do when it is over, and the History panel over it when it is open.
import { WithGame } from '../../parts/WithGame.tsx';
import { useModule } from '../../game-loads.ts';
import { loadTeaching } from '../../teach/load.ts';
import { type Slot, TeachAfter, TeachSlot, useLessonPlace } from '../../teach/slot.tsx';
import { useTeaching } from '../../teach/teach-choice.ts';
import { usePlayed } from '../logbook/logbook-data.ts';
import type { ScreenProps } from '../screen.ts';
import { GameOver } from './GameOver.tsx';
import { GenericTable } from './GenericTable.tsx';
import { History } from './History.tsx';
import './game.css';
import { t } from '../../i18n/i18n.ts';

export function Game({ session, feed, reader, tap, gameLoad, historyOpen, closeHistory, startGame, showRule }: ScreenProps) {
  // The teaching's screens come down only with a game that teaches (no part of the shelf's first load).
  const teaches = gameLoad?.state === 'ready' && gameLoad.value.teach !== undefined;
  const teaching = useModule('teach', loadTeaching, teaches);
  const Teaching = teaching?.state === 'ready' ? teaching.value : null;
  const played = usePlayed(teaches ? (session.game?.id ?? null) : null, String(session.shelf), false);
  // Teaching, the lesson goes by the prompt or beside the game; not teaching, the switch goes after it.
  const placeNow = useLessonPlace();
  const place = useTeaching(session.game?.id ?? '', played).on ? placeNow : 'after';
  const game = session.game;
  if (!game) return null;
  const underWay = session.view.awaiting !== null;
  return (
    <WithGame id={game.id} name={game.name} load={gameLoad}>
      {(ui) => {
        const GameTable = ui?.Table;
        // The first view came before the game's own check of it had loaded (session-check.ts).
        const problem = ui?.viewProblem?.(session.view);
        // The teaching goes beside the game on a wide screen, else where the game's screen has its
        // place (under its prompt, over it on a phone: teach/slot.tsx), else after it.
        const taught = ui?.teach && Teaching && !problem ? { Teaching, teach: ui.teach } : null;
        const teaching = taught ? <taught.Teaching session={session} teach={taught.teach} played={played} showRule={showRule} /> : null;
        // A game over on a screen too narrow to put it beside: the lesson first, over the scores.
        const under = place === 'beside' && ui?.lessonBeside === false ? 'under' : place === 'under' && ui?.lessonOver ? 'over' : place;
        const placed = !underWay && (under === 'under' || under === 'over') ? 'first' : under;
        const slot: Slot = { teaching, place: placed, placedBy: null };
        const beside = teaching !== null && placed === 'beside';
        const table = (
          <TeachSlot.Provider value={slot}>
            {problem ? (
              <p class="problem">{t('The Quartermaster sent a state this tablet cannot read ({why}).', { why: problem })}</p>
            ) : GameTable ? (
              <GameTable session={session} feed={feed} reader={reader} tap={tap} />
            ) : (
              <GenericTable session={session} />
            )}
          </TeachSlot.Provider>
        );
        return (
          <>
            {/* Before the first move: what to lay out is what the screen shows first. */}
            {taught ? <taught.Teaching part="setup" session={session} teach={taught.teach} played={played} showRule={showRule} /> : null}
            {placed === 'first' ? teaching : null}
            {/* The same elements round the game's screen whether or not the lesson is beside it: the
                lesson coming down (or the logbook saying where it goes) restyles them, and never
                draws the game's screen afresh, which would drop what a player had chosen on it (a
                fleet opened) or replace the button being tapped. */}
            <div class={beside ? 'game-beside' : undefined}>
              <div class={beside ? 'game-main' : undefined}>{table}</div>
              {beside ? <div class="game-lesson">{teaching}</div> : null}
            </div>
            {beside ? null : <TeachAfter slot={slot} />}
            {!underWay ? <GameOver session={session} onRematch={startGame} /> : null}
            {historyOpen ? <History session={session} ui={ui} onClose={closeHistory} showRule={showRule} /> : null}
          </>
        );
      }}
    </WithGame>
  );
}
