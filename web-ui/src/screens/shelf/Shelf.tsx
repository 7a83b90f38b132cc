// The game shelf: every registered game with its picture, what it is, for how many, and its
// options; pick one to fill in its new-game form. Below, the games put away: the standings of a
// finished one, or take an unfinished one up again where it stopped; the host deletes one for good
// (a damaged one, which the server cannot read, can only be deleted).
import { useEffect, useState } from 'preact/hooks';
import type { SavedGameInfo, ShelfGame } from '#protocol';
import { useTable } from '../../context.ts';
import { useGames, useGameUi, useModule } from '../../game-loads.ts';
import { WithGame } from '../../parts/WithGame.tsx';
import { GenericNewGame } from './GenericNewGame.tsx';
import { TeachFormContext } from '../../teach/TeachSwitch.tsx';
import { usePlayed } from '../logbook/logbook-data.ts';
import { loadRulesPage } from '../rules/rules-page.ts';
import { HOME, type ScreenProps } from '../screen.ts';
import { refreshShelf } from '../../shelf-data.ts';
import { FirstGameButton } from '../../parts/FirstGame.tsx';
import '../../parts/confirm.css';
import './shelf.css';

function GenericPicture({ name }: { name: string }) {
  return (
    <svg viewBox="0 0 120 80" role="img" aria-label={name} class="shelf-picture">
      <rect width="120" height="80" rx="8" fill="#3b2a17" />
      <path d="M20 56 h80 l-10 14 h-60 z" fill="#8a5a2b" />
      <line x1="60" y1="10" x2="60" y2="56" stroke="#e8dcc0" stroke-width="3" />
      <path d="M62 14 L92 40 L62 40 Z" fill="#e8dcc0" />
      <text x="60" y="78" text-anchor="middle" font-size="9" fill="#e8dcc0">
        {name.slice(0, 22)}
      </text>
    </svg>
  );
}

const counts = (players: readonly number[]): string => {
  const min = Math.min(...players);
  const max = Math.max(...players);
  return min === max ? `${min} players` : `${min}–${max} players`;
};

/** The host deletes a saved game for good, after saying yes to a question naming it and its date. */
function DeleteSaved({ saved, name, when }: { saved: SavedGameInfo; name: string; when: string }) {
  const { request } = useTable();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async () => {
    setAsking(false);
    const r = await request({ type: 'deleteSaved', id: saved.id });
    if (r.ok) refreshShelf();
    else setProblem(r.message);
  };
  return (
    <>
      {asking ? (
        <span class="confirm" role="alertdialog" aria-label="confirm delete">
          <span>
            Delete the {name} game put away {when} for good? It cannot be taken back.
          </span>
          <button type="button" class="btn btn-danger" onClick={remove}>
            Yes, delete it
          </button>
          <button type="button" class="btn" onClick={() => setAsking(false)}>
            No, keep it
          </button>
        </span>
      ) : (
        <button type="button" class="btn btn-quiet" onClick={() => setAsking(true)}>
          Delete
        </button>
      )}
      {problem ? <span class="field-problem">{problem}</span> : null}
    </>
  );
}

function SavedRow({ saved, games, inProgress, onResumed }: { saved: SavedGameInfo; games: ShelfGame[]; inProgress: boolean; onResumed: () => void }) {
  const { request, isHost } = useTable();
  const [view, setView] = useState<Record<string, unknown> | null>(null);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = games.find((g) => g.id === saved.game)?.name ?? saved.game ?? 'no game';
  const when = new Date(saved.savedAt).toLocaleString();
  // Its game's screens come down when its standings are asked for.
  const load = useGameUi(view ? saved.game : null);
  const resume = async () => {
    setAsking(false);
    const r = await request({ type: 'resume', id: saved.id });
    // The game taken up is where the table goes next, not the shelf.
    if (r.ok) onResumed();
    else setProblem(r.message);
  };
  if (saved.damaged)
    return (
      <li class="saved-game damaged" data-testid={`saved-${saved.id}`}>
        <span>
          <strong>A damaged saved game</strong> ({saved.id}) · {when} · it cannot be read: {saved.damaged}
        </span>
        {isHost ? <DeleteSaved saved={saved} name="damaged" when={when} /> : null}
      </li>
    );
  return (
    <li class="saved-game" data-testid={`saved-${saved.id}`}>
      <span>
        <strong>{name}</strong> · {saved.players.join(', ') || 'no players'} · {when} ·{' '}
        {saved.finished ? (saved.winners.length ? `won by ${saved.winners.join(' & ')}` : 'finished') : `unfinished (${saved.inputs} moves)`}
      </span>
      {saved.finished ? (
        <button
          type="button"
          class="btn"
          onClick={async () => {
            const r = await fetch(`api/saved/${encodeURIComponent(saved.id)}`);
            if (r.ok) setView(((await r.json()) as { view: Record<string, unknown> }).view);
            else setProblem(`HTTP ${r.status}`);
          }}
        >
          Final standings
        </button>
      ) : isHost ? (
        asking ? (
          <>
            <span>Put the game on the table away and take this one up?</span>
            <button type="button" class="btn btn-go" onClick={resume}>
              Yes, resume it
            </button>
            <button type="button" class="btn" onClick={() => setAsking(false)}>
              No
            </button>
          </>
        ) : (
          <button type="button" class="btn btn-go" onClick={() => (inProgress ? setAsking(true) : resume())}>
            Resume
          </button>
        )
      ) : null}
      {isHost ? <DeleteSaved saved={saved} name={name} when={when} /> : null}
      {problem ? <span class="field-problem">{problem}</span> : null}
      {view ? (
        <div class="saved-standings" data-testid="saved-standings">
          <WithGame id={saved.game ?? ''} name={name} load={load}>
            {(ui) => (ui?.Standings ? <ui.Standings view={view} /> : <p>Winners: {Array.isArray(view.winners) ? view.winners.join(' & ') : '—'}</p>)}
          </WithGame>
          <button type="button" class="btn" onClick={() => setView(null)}>
            Close
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** A saved game taken up again shows the table; a form opened or closed is told (`pickForm`). */
export function Shelf({ shelf, shelfProblem: problem, session, startGame: onStart, open, pickForm: onPick, tap }: ScreenProps) {
  const onResumed = () => open(HOME);
  const { isHost } = useTable();
  const { games } = useGames();
  const [picked, setPickedHere] = useState<string | null>(null);
  const setPicked = (id: string | null) => {
    setPickedHere(id);
    onPick(id);
  };
  // Leaving the shelf closes its form.
  useEffect(() => () => onPick(null), [onPick]);
  const [reading, setReading] = useState<string | null>(null);
  // A game's screens (its rules, its new-game form) come down when it is picked.
  const readLoad = useGameUi(reading);
  const rulesPage = useModule('rules', loadRulesPage, reading !== null);
  const pickedLoad = useGameUi(picked);
  // Read again once the game on the table is over: it counts as played then.
  const played = usePlayed(picked, `${session.shelf}-${session.game?.id}-${session.view.awaiting === null}`, true);
  if (!shelf) return <div class="screen shelf">{problem ?? 'Reading the shelf…'}</div>;
  const read = reading ? shelf.games.find((g) => g.id === reading) : undefined;
  if (read)
    return (
      <WithGame id={read.id} name={read.name} load={readLoad}>
        {(ui) => (
          <WithGame id="module:rules" name="The rules page" load={rulesPage}>
            {(RulesHelp) =>
              RulesHelp ? (
                <RulesHelp name={read.name} rules={ui?.rules} teach={ui?.teach} blurb={read.blurb} back="← The shelf" onClose={() => setReading(null)} />
              ) : null
            }
          </WithGame>
        )}
      </WithGame>
    );
  const game = picked ? shelf.games.find((g) => g.id === picked) : undefined;
  if (game && isHost)
    return (
      <div class="screen">
        <button type="button" class="btn" data-testid="back-to-shelf" onClick={() => setPicked(null)}>
          ← The shelf
        </button>
        <WithGame id={game.id} name={game.name} load={pickedLoad}>
          {(ui) => (
            <TeachFormContext.Provider value={ui?.teach ? { game: game.id, played } : null}>
              {ui?.NewGame ? <ui.NewGame onStart={onStart} tap={tap} /> : <GenericNewGame game={game} onStart={onStart} />}
            </TeachFormContext.Provider>
          )}
        </WithGame>
      </div>
    );
  const inProgress = session.game !== null && (session.view as { awaiting?: unknown }).awaiting !== null;
  return (
    <div class="screen shelf" data-testid="screen-shelf">
      <h1>The game shelf</h1>
      {isHost ? null : session.game ? (
        <p class="hint" data-testid="shelf-under-way">
          A game of {session.game.name} is on the table: the Game tab shows it.
        </p>
      ) : (
        <p class="hint">Waiting for the host to start a game…</p>
      )}
      <ul class="shelf-games">
        {shelf.games.map((g) => {
          const Picture = games[g.id]?.Picture;
          return (
            <li key={g.id} class="shelf-game" data-testid={`shelf-game-${g.id}`}>
              {Picture ? <Picture /> : <GenericPicture name={g.name} />}
              <h2>{g.name}</h2>
              <p>{g.blurb}</p>
              <p class="hint">
                {counts(g.players)}
                {g.deck ? ` · ${g.deck.name} on the reader` : ''}
                {g.scale === 'contest' ? ' · weighs collections against each other' : g.scale === 'count' ? ' · counts pieces on the scale' : ''}
                {g.computer ? ` · the computer can play (${g.computer.levels.join(', ')})` : ''}
              </p>
              {g.options.length ? <p class="hint">Options: {g.options.map((o) => o.label).join(' · ')}</p> : null}
              <div class="choices">
                {isHost ? (
                  <button type="button" class="btn btn-go" onClick={() => setPicked(g.id)}>
                    New game of {g.name}
                  </button>
                ) : null}
                <button type="button" class="btn" onClick={() => setReading(g.id)}>
                  Rules of {g.name}
                </button>
              </div>
              <FirstGameButton game={g} underWay={inProgress} onStarted={onResumed} />
            </li>
          );
        })}
      </ul>
      {shelf.saved.length ? (
        <section class="panel">
          <h2>Games put away</h2>
          <ul class="saved-games">
            {shelf.saved.map((s) => (
              <SavedRow key={s.id} saved={s} games={shelf.games} inProgress={inProgress} onResumed={onResumed} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
