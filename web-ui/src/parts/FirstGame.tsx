// A first game for a table that has never played (games/core/first-game.ts): the button that starts
// a game's (on its shelf card and its rules page), and the line over the screen that says a first game
// is on the table: a guided game against the computer, or a scripted first round the table plays by
// itself on the virtual rig, step by step, with a Stop.
import { useState } from 'preact/hooks';
import type { FirstGameInfo, ShelfGame } from '#protocol';
import { useTable } from '../context.ts';
import './first-game.css';

/** The words of a first game's button. */
const startWords = (kind: 'guided' | 'watch'): string => (kind === 'guided' ? 'Learn with a first game' : 'Watch a first round');

/** Starts `game`'s first game (the host's tablet; a game under way is put away first, after a yes). */
export function FirstGameButton({ game, underWay, onStarted }: { game: ShelfGame; underWay: boolean; onStarted: () => void }) {
  const { request, isHost } = useTable();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const first = game.firstGame;
  if (!first || !isHost) return null;
  const start = async () => {
    setAsking(false);
    const r = await request({ type: 'firstGame', action: 'start', game: game.id });
    if (r.ok) onStarted();
    else setProblem(r.message);
  };
  return (
    <div class="first-game-start" data-testid={`first-game-${game.id}`}>
      <p class="hint">{first.about}</p>
      {asking ? (
        <div class="confirm" role="alertdialog" aria-label="confirm first game">
          <span>Put the game under way away (it stays on the shelf) and start?</span>
          <button type="button" class="btn btn-go" onClick={start}>
            Yes, start it
          </button>
          <button type="button" class="btn" onClick={() => setAsking(false)}>
            No
          </button>
        </div>
      ) : (
        <button type="button" class="btn btn-go" onClick={() => (underWay ? setAsking(true) : start())}>
          {startWords(first.kind)}
        </button>
      )}
      {problem ? (
        <p class="field-problem" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/** What the table says of the first game on it, under the header: what it is, and for a scripted
 * round the step being played, with a Stop while it plays. */
export function FirstGameBanner({ info }: { info: FirstGameInfo | undefined }) {
  const { request, isHost } = useTable();
  if (!info) return null;
  const playing = info.kind === 'watch' && info.state === 'playing';
  return (
    <section class="banner first-game-banner" aria-label="First game" data-testid="first-game-banner" data-state={info.state}>
      <p>
        <strong>{info.kind === 'guided' ? 'Your first game. ' : 'A practice round, played by the table. '}</strong>
        {info.kind === 'guided' || info.step === 0 ? info.about : null}
      </p>
      {info.kind === 'watch' ? (
        <p role="status" data-testid="first-game-step">
          {info.state === 'playing' && info.step > 0 ? `Step ${info.step} of ${info.steps}: ${info.said}` : info.state === 'over' ? info.said : ''}
          {info.state === 'stopped' ? (info.problem ?? 'Stopped: the game stays as it is. Start your own from the shelf.') : ''}
        </p>
      ) : null}
      {playing && isHost ? (
        <button type="button" class="btn" onClick={() => void request({ type: 'firstGame', action: 'stop' })}>
          Stop the practice round
        </button>
      ) : null}
    </section>
  );
}
