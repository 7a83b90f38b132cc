// The Logbook screen: every finished game (recent first), per player, head to head and per game,
// with bars where a picture says it quicker; renames and merges for the host, each undone by a button;
// CSV and BG Stats exports.
import { useState } from 'preact/hooks';
import type { LogbookReply } from '#protocol';
import { renamePlayer, undoRename, useLogbook } from './logbook-data.ts';
import './logbook.css';
import type { ScreenProps } from '../screen.ts';
import { TrophyIcon } from '../../parts/Icons.tsx';
import { t } from '../../i18n/i18n.ts';
import { logDate } from '../../i18n/format.ts';

type Game = LogbookReply['games'][number];
/** What each game's score counts, by game id (the shelf's `score`), where a bare number would mislead. */
type Scores = ReadonlyMap<string, { unit: string; means: string }>;
const withUnit = (score: number, game: string, scores: Scores): string => {
  const unit = scores.get(game)?.unit;
  return unit ? `${score} ${unit}` : String(score);
};

const when = (iso: string): string => logDate(new Date(iso));
const together = (n: number): string => t('{count, plural, one {# game together} other {# games together}}', { count: n });
const pct = (n: number, of: number): string => `${of === 0 ? 0 : Math.round((100 * n) / of)}%`;

/** A bar `n` of `of` long, with its words for those who do not look. */
function Bar({ n, of, label }: { n: number; of: number; label: string }) {
  return (
    <span class="lb-bar" role="img" aria-label={label} title={label}>
      <span class="lb-fill" style={{ width: pct(n, of) }} />
    </span>
  );
}

function Recent({ games, scores }: { games: Game[]; scores: Scores }) {
  if (games.length === 0) return <p class="muted">{t('No game has finished yet: the logbook fills in as games end.')}</p>;
  return (
    <ol class="lb-games" data-testid="logbook-games">
      {games.map((g) => (
        <li key={g.id} class={g.undone ? 'lb-undone' : ''} data-testid="logbook-game">
          <span class="lb-when">{when(g.at)}</span> <strong>{g.name}</strong>
          {g.minutes !== null ? ` · ${t('{minutes} min', { minutes: g.minutes })}` : ''} ·{' '}
          {t('{count, plural, one {# move} other {# moves}}', { count: g.inputs })}
          {g.undone ? <em> · {t('undone (its last step was taken back: it does not count)')}</em> : null}
          <div class="lb-seats">
            {g.seats.map((s) => (
              <span key={s.seat} class={s.winner ? 'lb-winner' : ''}>
                {s.winner ? (
                  <>
                    <TrophyIcon />{' '}
                  </>
                ) : null}
                {s.player}
                {s.seatName ? <span class="muted"> {t('as {seat}', { seat: s.seatName })}</span> : null}
                {s.score !== null ? `: ${withUnit(s.score, g.game, scores)}` : ''}
              </span>
            ))}
          </div>
          {g.log ? (
            <a class="lb-log" href={'table' in g.log ? 'api/log' : `api/saved/${encodeURIComponent(g.log.saved)}/log`} target="_blank" rel="noreferrer">
              {t('its log')}
            </a>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Players({ book, scores }: { book: LogbookReply; scores: Scores }) {
  const most = Math.max(1, ...book.players.map((p) => p.games));
  const name = (id: string | null) => book.perGame.find((g) => g.game === id)?.name ?? id ?? '—';
  return (
    <table class="lb-table" data-testid="logbook-players">
      <thead>
        <tr>
          <th>{t('Player')}</th>
          <th>{t('Games')}</th>
          <th>{t('Wins')}</th>
          <th>{t('Best scores')}</th>
          <th>{t('Favourite')}</th>
        </tr>
      </thead>
      <tbody>
        {book.players.map((p) => (
          <tr key={p.name}>
            <th scope="row">{p.name}</th>
            <td data-label={t('Games')}>{p.games}</td>
            <td data-label={t('Wins')}>
              {p.wins}{' '}
              <Bar
                n={p.wins}
                of={most}
                label={t('{wins, plural, one {# win} other {# wins}} in {games, plural, one {# game} other {# games}}', { wins: p.wins, games: p.games })}
              />
            </td>
            <td data-label={t('Best scores')}>{p.best.map((b) => `${b.name} ${withUnit(b.score, b.game, scores)}`).join(' · ') || '—'}</td>
            <td data-label={t('Favourite')}>{name(p.favourite)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HeadToHead({ book }: { book: LogbookReply }) {
  if (book.headToHead.length === 0) return null;
  return (
    <ul class="lb-h2h" data-testid="logbook-h2h">
      {book.headToHead.map((h) => (
        <li key={`${h.a}-${h.b}`}>
          {h.a} {h.aWins} – {h.bWins} {h.b} <span class="muted">({together(h.games)})</span>
        </li>
      ))}
    </ul>
  );
}

function PerGame({ book, scores }: { book: LogbookReply; scores: Scores }) {
  return (
    <div class="lb-per-game" data-testid="logbook-per-game">
      {book.perGame.map((g) => (
        <section key={g.game} class="lb-game">
          <h4>
            {g.name} <span class="muted">· {t('{plays} played', { plays: g.plays })}</span>
          </h4>
          {g.scores.length ? (
            <p>
              {t('Scores from {low} to {high}, middle {median}', {
                low: g.scores[0] ?? 0,
                high: withUnit(g.scores.at(-1) ?? 0, g.game, scores),
                median: g.median ?? '',
              })}
              {scores.get(g.game) ? ` (${scores.get(g.game)?.means})` : ''}
            </p>
          ) : null}
          <ul class="lb-seat-wins">
            {g.seats.map((s) => (
              <li key={`${s.seat}-${s.seatName ?? ''}`}>
                <span class="lb-seat">{s.seatName ?? t('Seat {n}', { n: s.seat })}</span>
                <Bar n={s.wins} of={s.plays} label={t('won {wins} of {plays}', { wins: s.wins, plays: s.plays })} /> {s.wins}/{s.plays}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function Names({ book, onDone }: { book: LogbookReply; onDone: () => void }) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const done = (why: string | null) => {
    setProblem(why);
    if (!why) onDone();
  };
  const submit = async (e: Event) => {
    e.preventDefault();
    const why = await renamePlayer(from, to.trim().normalize('NFC'));
    if (!why) {
      setFrom('');
      setTo('');
    }
    done(why);
  };
  return (
    <form class="lb-names" data-testid="logbook-names" onSubmit={submit}>
      <label>
        {t('Player')}{' '}
        <select value={from} onChange={(e) => setFrom((e.target as HTMLSelectElement).value)} aria-label={t('Player to rename')}>
          <option value="">{t('choose…')}</option>
          {book.players.map((p) => (
            <option key={p.name} value={p.name}>
              {p.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t('counts as')}{' '}
        <input
          value={to}
          onInput={(e) => setTo((e.target as HTMLInputElement).value)}
          aria-label={t('New name')}
          placeholder={t("a new name, or another player's")}
        />
      </label>{' '}
      <button type="submit" class="btn" disabled={!from || !to.trim()}>
        {t('Rename / merge')}
      </button>
      {problem ? <p class="problem">{problem}</p> : null}
      {book.names?.length ? (
        <div class="lb-in-force" data-testid="logbook-renames">
          {t('In force:')}
          <ul>
            {book.names.map((n) => (
              <li key={n.from}>
                {n.from} → {n.to}{' '}
                <button
                  type="button"
                  class="btn btn-quiet"
                  aria-label={t('Undo {from} → {to}', { from: n.from, to: n.to })}
                  onClick={async () => done(await undoRename(n.from))}
                >
                  {t('Undo')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}

/** Read again as the table moves: the shelf changes, a step is played or taken back, a game ends. */
export function Logbook({ session, shelf }: ScreenProps) {
  const isHost = session.role === 'host';
  const scores: Scores = new Map((shelf?.games ?? []).flatMap((g) => (g.score ? [[g.id, g.score] as const] : [])));
  const { book, problem, reread } = useLogbook(`${session.shelf}-${session.inputs}-${session.view.awaiting === null}`);
  if (problem) return <p class="problem">{problem}</p>;
  if (!book) return <p class="muted">{t('Opening the logbook…')}</p>;
  return (
    <section class="panel logbook" data-testid="logbook">
      <h2>{t('Logbook')}</h2>
      {book.problems?.length ? (
        <div class="banner banner-warn" data-testid="logbook-problems">
          {book.problems.join(' · ')}
        </div>
      ) : null}
      <p class="lb-exports">
        <a class="btn btn-quiet" href="api/logbook.csv" download="logbook.csv">
          {t('Export CSV')}
        </a>{' '}
        <a class="btn btn-quiet" href="api/logbook/bgstats.json" download="logbook-bgstats.json">
          {t('Export for BG Stats')}
        </a>
      </p>
      <h3>{t('Recent games')}</h3>
      <Recent games={book.games} scores={scores} />
      {book.players.length ? (
        <>
          <h3>{t('Players')}</h3>
          <Players book={book} scores={scores} />
          {isHost ? <Names book={book} onDone={reread} /> : null}
          <h3>{t('Head to head')}</h3>
          <HeadToHead book={book} />
          <h3>{t('Per game: who wins from which seat')}</h3>
          <PerGame book={book} scores={scores} />
        </>
      ) : null}
    </section>
  );
}
