// The Plunder! ledger at the table: every player's treasures, crew and cards, the harbour and the
// stack, the move the game awaits (the four actions, a reaction, the card's result), and every
// point explained. Card effects are entered as the rulings' primitives (EffectsEditor.tsx).
import { useState } from 'preact/hooks';
import type { SessionState } from '#protocol';
import type { ScaleFeed } from '../types.ts';
import { UndoButton } from '../../parts/UndoButton.tsx';
import { CountPanel } from './CountPanel.tsx';
import { EffectsEditor } from './EffectsEditor.tsx';
import type { PlunderInput } from '#games';
import { COLOURS, type PlunderView, payKey, payments, payWords, scoreLines, seats, stealSources } from './model.ts';
import { useMove } from '../../parts/use-move.ts';
import './plunder.css';
import '../../parts/game-table.css';
import { FlagIcon } from '../../parts/Icons.tsx';
import { TeachHere } from '../../teach/slot.tsx';

function Ledger({ view }: { view: PlunderView }) {
  const lines = scoreLines(view);
  return (
    <table class="plunder-ledger" data-testid="plunder-ledger">
      <thead>
        <tr>
          <th>pirate</th>
          {/* On a phone the headers shrink to a letter, so the ledger fits 360 px. */}
          {COLOURS.map((c) => (
            <th key={c} class={`treasure-${c}`} aria-label={c}>
              <span class="long">{c}</span>
              <span class="short" aria-hidden="true">
                {c.charAt(0).toUpperCase()}
              </span>
            </th>
          ))}
          <th>crew</th>
          <th aria-label="cards">
            <span class="long">cards</span>
            <span class="short" aria-hidden="true">
              🂠
            </span>
          </th>
          <th aria-label="points">
            <span class="long">points</span>
            <span class="short" aria-hidden="true">
              pts
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {seats(view).map((name) => {
          const p = view.players[name];
          if (!p) return null;
          return (
            <tr key={name} data-testid={`ledger-${name}`} class={view.current === name ? 'current' : ''}>
              <td>
                <span class="ledger-name">{name}</span> <small>({view.colours[name]})</small>
              </td>
              {COLOURS.map((c) => (
                <td key={c} data-testid={`ledger-${name}-${c}`}>
                  {p.treasures[c]}
                </td>
              ))}
              <td data-testid={`ledger-${name}-crew`}>{p.crew}</td>
              <td>
                {p.hand}
                {p.kept ? ` +${p.kept} kept` : ''}
              </td>
              <td title={(lines[name] ?? []).map((l) => `${l.points > 0 ? '+' : ''}${l.points} ${l.why} (${l.ruling})`).join('\n')}>
                <b data-testid={`points-${name}`}>{view.scores[name]?.total}</b>
              </td>
            </tr>
          );
        })}
        <tr data-testid="ledger-harbour">
          <td>harbour</td>
          {COLOURS.map((c) => (
            <td key={c}>{view.harbour.treasures[c]}</td>
          ))}
          <td>{view.harbour.crew}</td>
          <td data-testid="stack">stack {view.stack}</td>
          <td />
        </tr>
      </tbody>
    </table>
  );
}

function Actions({ view }: { view: PlunderView }) {
  const { move } = useMove<PlunderInput>();
  const a = view.awaiting;
  if (!a) return null;
  if (a.type === 'action') {
    const player = a.player;
    const pays = payments(view, player);
    return (
      <section class="panel plunder-actions" data-testid="plunder-actions">
        <h2>
          {player}'s turn {view.finalRound ? `(final round, ${view.turnsLeft} more)` : ''}
        </h2>
        {a.options.includes('discardDraw') && (
          <button type="button" class="btn" data-testid="plunder-discardDraw" onClick={() => move({ type: 'discardDraw', player })}>
            Discard and draw
          </button>
        )}
        {a.options.includes('play') && (
          <button type="button" class="btn" data-testid="plunder-play" onClick={() => move({ type: 'play', player })}>
            Play a card
          </button>
        )}
        {a.options.includes('recruit') && pays.length > 0 && (
          <div class="plunder-recruit" data-testid="plunder-recruit">
            Recruit 1 crew, paying (P10: {player} chooses):
            {pays.map((pay) => (
              <button type="button" key={payKey(pay)} class="btn" data-testid={`recruit-${payKey(pay)}`} onClick={() => move({ type: 'recruit', player, pay })}>
                {payWords(pay)}
              </button>
            ))}
          </div>
        )}
        {a.options.includes('pass') && (
          <button type="button" class="btn" data-testid="plunder-pass" onClick={() => move({ type: 'pass', player })}>
            Pass
          </button>
        )}
        {a.options.includes('steal') && (
          <div class="plunder-steal">
            Steal 1:
            {stealSources(view, player).flatMap((s) =>
              s.colours.map((colour) => (
                <button
                  type="button"
                  key={`${s.from}-${colour}`}
                  class={`btn treasure-${colour}`}
                  data-testid={`steal-${s.from}-${colour}`}
                  onClick={() => move({ type: 'steal', player, from: s.from, colour })}
                >
                  {colour} from {s.from}
                </button>
              )),
            )}
          </div>
        )}
      </section>
    );
  }
  if (a.type === 'resolve') {
    const reactors = seats(view).filter((n) => n !== a.player && (view.players[n]?.hand ?? 0) > 0);
    return (
      <section class="panel plunder-actions" data-testid="plunder-resolve">
        <h2>{a.player} played a card</h2>
        {a.reactionOpen ? (
          // One row of names, the question said once: the card's result below comes up the screen.
          <fieldset class="plunder-reactors">
            <legend>Who reacts?</legend>
            {reactors.map((n) => (
              <button type="button" key={n} class="btn" data-testid={`react-${n}`} onClick={() => move({ type: 'react', player: n })}>
                {n}
              </button>
            ))}
          </fieldset>
        ) : (
          <p>{view.pending?.reaction?.player} reacted.</p>
        )}
        <EffectsEditor key={view.turn} view={view} seats={seats(view)} cardPlayer={a.player} />
      </section>
    );
  }
  return (
    <section class="panel plunder-actions" data-testid="plunder-tiebreak">
      <h2>Tied for the most points: reaction cards in hand (P30)</h2>
      {a.players.map((n) => (
        <span key={n}>
          {n}:
          {Array.from({ length: (view.players[n]?.hand ?? 0) + 1 }, (_, k) => (
            <button type="button" key={k} class="btn" data-testid={`reactions-${n}-${k}`} onClick={() => move({ type: 'reactions', player: n, n: k })}>
              {k}
            </button>
          ))}
        </span>
      ))}
    </section>
  );
}

export function PlunderTable({ view, session, feed }: { view: PlunderView; session: SessionState; feed: ScaleFeed }) {
  const [counting, setCounting] = useState(false);
  const count = session.count;
  // A count under way stays open; otherwise the panel opens when asked. At the end the scores
  // come first, right under the winners, and the count (to check the ledger) waits after them; while
  // a tie for the most points awaits its count of reaction cards (P30), that question comes first.
  const busy = count !== undefined && (count.cup !== null || count.stage === 'learn' || count.stage === 'counting' || count.stage === 'checked');
  const over = view.phase === 'finished' || view.phase === 'tiebreak';
  // An open count during the game is what the table is doing: it comes first, over the ledger it checks.
  const countOpen = count !== undefined && (counting || busy);
  const panel = count ? <CountPanel view={view} count={count} feed={feed} cups={session.device.cups} /> : null;
  return (
    <div class="screen plunder-table" data-testid="screen-plunder" data-phase={view.phase} data-turn={view.turn}>
      {view.winners.length > 0 && (
        <h2 data-testid="plunder-winners">
          <FlagIcon /> Winner{view.winners.length > 1 ? 's' : ''}: {view.winners.join(', ')}
        </h2>
      )}
      {view.phase === 'finished' ? <PlunderScores view={view} /> : null}
      {countOpen && !over ? panel : null}
      <Ledger view={view} />
      <TeachHere at="over" />
      <Actions view={view} />
      <TeachHere />
      <UndoButton canUndo={session.inputs > 0} inputs={session.inputs} />
      {view.phase === 'tiebreak' ? <PlunderScores view={view} /> : null}
      {countOpen ? (
        over ? (
          panel
        ) : null
      ) : count ? (
        <button type="button" class="btn" data-testid="open-count" onClick={() => setCounting(true)}>
          ⚖ {over ? 'Check the scores: count pieces on the scale' : 'Count pieces on the scale'}
        </button>
      ) : null}
    </div>
  );
}

/** Why the game ended, or why it waits still (P24, P30). */
function endWhy(view: PlunderView): string {
  // Only the players tied for the most points show their reaction cards.
  const shown = Object.entries(view.reactionsShown).map(([p, n]) => `${p} ${n}`);
  const tie =
    view.phase === 'tiebreak'
      ? ' A tie for the most points: the tied players show how many reaction cards they hold (P30).'
      : shown.length
        ? ` A tie for the most points went to the reaction cards shown (P30): ${shown.join(', ')}.`
        : '';
  return `The game is over (P24): the last card of the stack was drawn, and every other player played one more turn.${tie}`;
}

export function PlunderScores({ view }: { view: PlunderView }) {
  const lines = scoreLines(view);
  return (
    <section class="panel plunder-scores" data-testid="plunder-scores">
      <p data-testid="plunder-why">{endWhy(view)}</p>
      {seats(view).map((n) => (
        <div key={n}>
          <h3>
            {n}: {view.scores[n]?.total}
          </h3>
          <ul>
            {(lines[n] ?? []).map((l) => (
              <li key={l.why}>
                +{l.points} {l.why} ({l.ruling})
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
