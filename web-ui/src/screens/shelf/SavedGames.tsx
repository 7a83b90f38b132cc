// The games put away, on the shelf: near its top the unfinished ones, newest first, to take up
// again where they stopped (a few shown, "Show more" for the rest); at its foot the finished ones
// with their standings and the damaged ones. The host deletes one for good (a damaged one, which
// the server cannot read, can only be deleted).
import { useState } from 'preact/hooks';
import type { SavedGameInfo, ShelfGame } from '#protocol';
import { useTable } from '../../context.ts';
import { useGameUi } from '../../game-loads.ts';
import { WithGame } from '../../parts/WithGame.tsx';
import { refreshShelf } from '../../shelf-data.ts';
import '../../parts/confirm.css';
import { t } from '../../i18n/i18n.ts';
import { dateTime } from '../../i18n/format.ts';
import { YesNo } from '../../parts/YesNo.tsx';

/** How many games to resume show before "Show more": the last evening's, without pushing the games down. */
export const RESUME_SHOWN = 3;

/** Newest first (an ISO time sorts as text). */
const newestFirst = (a: SavedGameInfo, b: SavedGameInfo): number => b.savedAt.localeCompare(a.savedAt);

/** The saved games a table can take up again: readable and unfinished, newest first. */
export function toResume(saved: readonly SavedGameInfo[]): SavedGameInfo[] {
  return saved.filter((s) => !s.damaged && !s.finished).sort(newestFirst);
}

/** The rest of the shelf's saved games: finished or damaged, newest first. */
export function putAway(saved: readonly SavedGameInfo[]): SavedGameInfo[] {
  return saved.filter((s) => s.damaged || s.finished).sort(newestFirst);
}

type ListProps = { saved: readonly SavedGameInfo[]; games: ShelfGame[]; inProgress: boolean; onResumed: () => void };

/** Near the top of the shelf: the unfinished games, newest first, a few of them until "Show more". */
export function GamesToResume({ saved, games, inProgress, onResumed }: ListProps) {
  const [all, setAll] = useState(false);
  const list = toResume(saved);
  if (!list.length) return null;
  const shown = all ? list : list.slice(0, RESUME_SHOWN);
  return (
    <section class="panel resume-list" data-testid="games-to-resume" aria-labelledby="games-to-resume">
      <h2 id="games-to-resume">{t('Games to resume')}</h2>
      <ul class="saved-games">
        {shown.map((s) => (
          <SavedRow key={s.id} saved={s} games={games} inProgress={inProgress} onResumed={onResumed} />
        ))}
      </ul>
      {list.length > shown.length ? (
        <button type="button" class="btn" onClick={() => setAll(true)}>
          {t('Show {count} more', { count: list.length - shown.length })}
        </button>
      ) : null}
    </section>
  );
}

/** At the foot of the shelf: the finished games and the damaged ones. */
export function GamesPutAway({ saved, games, inProgress, onResumed }: ListProps) {
  const list = putAway(saved);
  if (!list.length) return null;
  return (
    <section class="panel">
      <h2>{t('Games put away')}</h2>
      <ul class="saved-games">
        {list.map((s) => (
          <SavedRow key={s.id} saved={s} games={games} inProgress={inProgress} onResumed={onResumed} />
        ))}
      </ul>
    </section>
  );
}

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
        <span class="confirm" role="alertdialog" aria-label={t('confirm delete')}>
          <span>{t('Delete the {game} game put away {when} for good? It cannot be taken back.', { game: name, when })}</span>
          <YesNo yes={t('Yes, delete it')} yesClass="btn-danger" onYes={remove} no={t('No, keep it')} onNo={() => setAsking(false)} />
        </span>
      ) : (
        <button type="button" class="btn btn-quiet" onClick={() => setAsking(true)}>
          {t('Delete')}
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
  const name = games.find((g) => g.id === saved.game)?.name ?? saved.game ?? t('no game');
  const when = dateTime(new Date(saved.savedAt));
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
          <strong>{t('A damaged saved game')}</strong> ({saved.id}) · {when} · {t('it cannot be read: {why}', { why: saved.damaged })}
        </span>
        {isHost ? <DeleteSaved saved={saved} name={t('damaged')} when={when} /> : null}
      </li>
    );
  return (
    <li class="saved-game" data-testid={`saved-${saved.id}`}>
      <span>
        <strong>{name}</strong> · {saved.players.join(', ') || t('no players')} · {when} ·{' '}
        {saved.finished
          ? saved.winners.length
            ? t('won by {winners}', { winners: saved.winners.join(' & ') })
            : t('finished')
          : t('unfinished ({count, plural, one {# move} other {# moves}})', { count: saved.inputs })}
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
          {t('Final standings')}
        </button>
      ) : isHost ? (
        asking ? (
          <>
            <span>{t('Put the game on the table away and take this one up?')}</span>
            <YesNo yes={t('Yes, resume it')} yesClass="btn-go" onYes={resume} onNo={() => setAsking(false)} />
          </>
        ) : (
          <button type="button" class="btn btn-go" onClick={() => (inProgress ? setAsking(true) : resume())}>
            {t('Resume')}
          </button>
        )
      ) : null}
      {isHost ? <DeleteSaved saved={saved} name={name} when={when} /> : null}
      {problem ? <span class="field-problem">{problem}</span> : null}
      {view ? (
        <div class="saved-standings" data-testid="saved-standings">
          <WithGame id={saved.game ?? ''} name={name} load={load}>
            {(ui) =>
              ui?.Standings ? (
                <ui.Standings view={view} />
              ) : (
                <p>{t('Winners: {winners}', { winners: Array.isArray(view.winners) ? view.winners.join(' & ') : '—' })}</p>
              )
            }
          </WithGame>
          <button type="button" class="btn" onClick={() => setView(null)}>
            {t('Close')}
          </button>
        </div>
      ) : null}
    </li>
  );
}
