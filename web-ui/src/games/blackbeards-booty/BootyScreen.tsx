// The tablet screen of a game of Blackbeard's Booty: the bag draw (B6), the score race to the
// target (B20–B22), the turning board, and the result.
import type { TableInput } from '../../../../server/src/protocol.ts';
import { useTable } from '../../context.ts';
import { Board } from './Board.tsx';
import type { BootyView } from './model.ts';
import './booty.css';

const RESULT: Record<string, string> = {
  target: 'reached the target (B21)',
  repetition: 'the same position came back a third time (B25)',
  'no-moves': 'neither pirate could move (B24)',
};

export function BootyScreen({ view }: { view: BootyView }) {
  const { input: send, isHost } = useTable();
  // The protocol's input type lists 7 Seize's inputs until the shelf opens it to every game.
  const input = (i: { type: string } & Record<string, unknown>) => send(i as TableInput);
  const target = view.options.targetScore;
  return (
    <section class="bb-screen" data-testid="booty">
      <div class="bb-race">
        {(['gold', 'silver'] as const).map((c) => (
          <div key={c} class={`bb-racer bb-racer-${c}${view.toMove === c ? ' is-turn' : ''}`} data-testid={`bb-score-${c}`}>
            <span class="bb-racer-name">{view.players[c]}</span>
            <span class="bb-racer-score">
              {view.scores[c]} / {target}
            </span>
            <span class="bb-bar">
              <span style={{ width: `${Math.min(100, (100 * view.scores[c]) / target)}%` }} />
            </span>
          </div>
        ))}
      </div>
      {view.phase === 'first' ? (
        <div class="prompt" data-testid="prompt-first">
          <p class="prompt-kicker">The bag draw (B6)</p>
          <h2 class="prompt-title">Who drew their own colour first?</h2>
          <div class="choices">
            {(['gold', 'silver'] as const).map((c) => (
              <button type="button" key={c} class="btn btn-big" disabled={!isHost} onClick={() => input({ type: 'first', colour: c })}>
                {view.players[c]} ({c})
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {view.phase === 'move' && view.toMove ? (
        <p class="bb-turn" data-testid="bb-turn">
          {view.players[view.toMove]} ({view.toMove}) to move{view.passed ? ` — ${view.players[view.passed]} had no move and passed (B23)` : ''}
        </p>
      ) : null}
      {view.phase === 'finished' ? (
        <h2 class="bb-result" data-testid="bb-result">
          {view.winners.length > 1 ? 'A shared win' : `${view.winners[0]} wins`}: {RESULT[view.result ?? ''] ?? ''}
        </h2>
      ) : null}
      <Board view={view} canMove={isHost && view.phase === 'move'} onMove={(from, to) => input({ type: 'move', from, to })} />
      {view.lastMove ? (
        <p class="bb-last" data-testid="bb-last">
          Last: {view.players[view.lastMove.by]} {view.lastMove.from}
          {view.lastMove.capture ? '×' : '→'}
          {view.lastMove.to} ({view.lastMove.top}
          {view.lastMove.leap ? ', leap' : ''}) · turn the board a quarter clockwise
        </p>
      ) : null}
    </section>
  );
}
