// Tally's side of the tablet (a test-only game, test/games/tally/): its own new-game form (who
// plays, and whether the computer takes the second seat), and the table: whose turn, the beads,
// a private tap sent as the hide or guess it was for, and the count of a player's beads.
import { useEffect, useState } from 'preact/hooks';
import type { ClientMsg, CountMsg, CountStatus, SessionState, TableInput } from '#protocol';
import { useTable } from '../../../../web-ui/src/context.ts';
import type { GameUi, LastTap, NewGameProps } from '../../../../web-ui/src/games/types.ts';
import { nums, strs, viewGuard } from '../../../../web-ui/src/games/view-check.ts';
import type { TallyView } from '../rules.ts';

/** Why a view from the wire is not one Tally's screens can show, or null. */
function viewProblem(v: Record<string, unknown>): string | null {
  if (!Array.isArray(v.players) || v.players.length !== 2 || !v.players.every((p) => typeof p === 'string')) return 'Tally is for 2 named players';
  if (typeof v.round !== 'number' || typeof v.rounds !== 'number') return 'the view lacks its rounds';
  if (!nums(v.beads) || !strs(v.events) || !strs(v.winners)) return 'the beads, events or winners are malformed';
  return null;
}

const isTallyView = viewGuard<TallyView>('tally', viewProblem);

export function Picture() {
  return (
    <svg viewBox="0 0 64 48" width="64" height="48" role="img" aria-label="three shells">
      <circle cx="16" cy="28" r="9" fill="#e9c46a" />
      <circle cx="32" cy="28" r="9" fill="#f4a261" />
      <circle cx="48" cy="28" r="9" fill="#e76f51" />
    </svg>
  );
}

function NewGame({ onStart }: NewGameProps) {
  const [names, setNames] = useState(['', '']);
  const [computer, setComputer] = useState(false);
  const name = (i: number) => (
    <input
      data-testid={`tally-name-${i}`}
      value={names[i]}
      onInput={(e) => setNames(names.map((n, j) => (j === i ? (e.target as HTMLInputElement).value : n)))}
    />
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onStart({ type: 'start', game: 'tally', players: names, options: { rounds: 2 } }, computer ? { computer: { second: 'steady' } } : {});
      }}
    >
      <h1>New game of Tally</h1>
      {name(0)}
      {name(1)}
      <label>
        <input type="checkbox" data-testid="tally-computer" checked={computer} onChange={(e) => setComputer((e.target as HTMLInputElement).checked)} />
        The computer plays the second seat
      </label>
      <button type="submit" class="btn btn-go" data-testid="tally-start">
        Start
      </button>
    </form>
  );
}

type CountAction = Omit<CountMsg, 'type' | 'ref'>;

/** The counting scale, from what the game declared (`count.pieces`): tare, a player's cup, count, done, decide. */
function Count({ count, players }: { count: CountStatus; players: string[] }) {
  const { request } = useTable();
  const [problem, setProblem] = useState<string | null>(null);
  const act = (a: CountAction) => void request({ type: 'count', ...a } as ClientMsg).then((r) => setProblem(r.ok ? null : r.message));
  const pieces = count.pieces[0]?.id ?? '';
  const button = (id: string, label: string, a: CountAction) => (
    <button type="button" key={id} class="btn" data-testid={id} onClick={() => act(a)}>
      {label}
    </button>
  );
  return (
    <section data-testid="tally-count" data-stage={count.stage}>
      <p data-testid="tally-count-message">{count.message}</p>
      {button('tally-tare', `Tare the empty cup (${count.kinds.map((k) => k.many).join(', ')})`, { action: 'tare' })}
      {players.map((p, i) => button(`tally-cup-${i}`, `Count ${p}'s ${count.pieces[0]?.words}`, { action: 'cup', holder: p, pieces }))}
      {button('tally-count-pour', 'Count this pour', { action: 'count' })}
      {button('tally-done', `Done: ${count.total}`, { action: 'done' })}
      {count.check && !count.check.agrees ? button('tally-stands', `The count stands: ${count.check.counted}`, { action: 'decide', stands: 'count' }) : null}
      {problem ? <p class="problem">{problem}</p> : null}
    </section>
  );
}

/** The seat the computer plays for `player`, if it does. */
const computerPlays = (session: SessionState, view: TallyView, player: string): boolean =>
  Object.keys(session.computer?.seats ?? {}).includes(view.players[0] === player ? 'first' : 'second');

function Table({ session, tap }: { session: SessionState; tap?: LastTap | null }) {
  const { input, isHost } = useTable();
  const view = session.view;
  const a = isTallyView(view) ? view.awaiting : null;
  const person = isTallyView(view) && a !== null && !computerPlays(session, view, a.player);
  // A private tap is heard by the host's tablet alone: it becomes the hide (or guess) it was for.
  useEffect(() => {
    if (isHost && person && a && tap?.outcome === 'picked' && tap.card) input({ type: a.type, player: a.player, card: tap.card } as unknown as TableInput);
  }, [tap?.at]);
  if (!isTallyView(view)) return <p class="problem">This table is not playing Tally.</p>;
  return (
    <div class="screen" data-testid="tally-table">
      <h1>
        Tally, round {view.round} of {view.rounds}
      </h1>
      <p data-testid="tally-prompt">
        {a ? `${a.player}: tap a shell on the reader to ${a.type} it${person ? '' : ' (the computer)'}` : `Over: ${view.winners.join(' & ')} won`}
      </p>
      <ul data-testid="tally-beads">
        {view.players.map((p) => (
          <li key={p}>
            {p}: {view.beads[p] ?? 0} beads
          </li>
        ))}
      </ul>
      <ol>
        {view.events.map((e, i) => (
          <li key={i}>{e}</li>
        ))}
      </ol>
      {session.count ? <Count count={session.count} players={view.players} /> : null}
    </div>
  );
}

export const tallyUi: GameUi = { NewGame, Table, viewProblem };
