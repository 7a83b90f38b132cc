// The game on the table: its own screens once they have come down (the generic table for a game
// that has none), the game's teaching under them (a game that teaches), what to do when it is over,
// and the History panel over it when it is open.
import { WithGame } from '../../parts/WithGame.tsx';
import { useModule } from '../../game-loads.ts';
import { loadTeaching } from '../../teach/load.ts';
import { usePlayed } from '../logbook/logbook-data.ts';
import type { ScreenProps } from '../screen.ts';
import { GameOver } from './GameOver.tsx';
import { GenericTable } from './GenericTable.tsx';
import { History } from './History.tsx';
import './game.css';

export function Game({ session, feed, reader, tap, gameLoad, historyOpen, closeHistory, startGame, showRule }: ScreenProps) {
  // The teaching's screens come down only with a game that teaches (no part of the shelf's first load).
  const teaches = gameLoad?.state === 'ready' && gameLoad.value.teach !== undefined;
  const teaching = useModule('teach', loadTeaching, teaches);
  const Teaching = teaching?.state === 'ready' ? teaching.value : null;
  const played = usePlayed(teaches ? (session.game?.id ?? null) : null, String(session.shelf), false);
  const game = session.game;
  if (!game) return null;
  const underWay = session.view.awaiting !== null;
  return (
    <WithGame id={game.id} name={game.name} load={gameLoad}>
      {(ui) => {
        const GameTable = ui?.Table;
        // The first view came before the game's own check of it had loaded (session-check.ts).
        const problem = ui?.viewProblem?.(session.view);
        return (
          <>
            {problem ? (
              <p class="problem">The Quartermaster sent a state this tablet cannot read ({problem}).</p>
            ) : GameTable ? (
              <GameTable session={session} feed={feed} reader={reader} tap={tap} />
            ) : (
              <GenericTable session={session} />
            )}
            {ui?.teach && Teaching && !problem ? <Teaching session={session} teach={ui.teach} played={played} showRule={showRule} /> : null}
            {!underWay ? <GameOver session={session} onRematch={startGame} /> : null}
            {historyOpen ? <History session={session} ui={ui} onClose={closeHistory} showRule={showRule} /> : null}
          </>
        );
      }}
    </WithGame>
  );
}
