// The game shelf: near its top the unfinished games to resume (SavedGames.tsx); then every
// registered game with its picture, what it is, for how many, and its options: pick one to fill in
// its new-game form; at its foot the finished games put away, with their standings.
import { useEffect, useState } from 'preact/hooks';
import { useTable } from '../../context.ts';
import { useGames, useGameUi, useModule } from '../../game-loads.ts';
import { WithGame } from '../../parts/WithGame.tsx';
import { loadGenericForm } from './generic-form.ts';
import { TeachFormContext } from '../../teach/TeachSwitch.tsx';
import { usePlayed } from '../logbook/logbook-data.ts';
import { loadRulesPage } from '../rules/rules-page.ts';
import { HOME, type ScreenProps } from '../screen.ts';
import { SetupLink } from '../../parts/SetupLink.tsx';
import { FirstGameButton } from '../../parts/FirstGame.tsx';
import '../../parts/confirm.css';
import { GamesPutAway, GamesToResume } from './SavedGames.tsx';
import { JoinQr } from '../../parts/JoinQr.tsx';
import './shelf.css';
import { t } from '../../i18n/i18n.ts';
import { sayMessage } from '../../i18n/said-phrase.ts';
import { levelWord } from '../../parts/level-words.ts';

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
  return min === max ? t('{count, plural, one {# player} other {# players}}', { count: min }) : t('{min}–{max} players', { min, max });
};

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
  const genericForm = useModule('new-game', loadGenericForm, picked !== null);
  // Read again once the game on the table is over: it counts as played then.
  const played = usePlayed(picked, `${session.shelf}-${session.game?.id}-${session.view.awaiting === null}`, true);
  if (!shelf) return <div class="screen shelf">{problem ?? t('Reading the shelf…')}</div>;
  const read = reading ? shelf.games.find((g) => g.id === reading) : undefined;
  if (read)
    return (
      <WithGame id={read.id} name={read.name} load={readLoad}>
        {(ui) => (
          <WithGame id="module:rules" name={t('The rules page')} load={rulesPage}>
            {(RulesHelp) =>
              RulesHelp ? (
                <RulesHelp
                  game={read.id}
                  name={read.name}
                  rules={ui?.rules}
                  teach={ui?.teach}
                  blurb={read.blurb}
                  back={t('← The shelf')}
                  onClose={() => setReading(null)}
                />
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
          {t('← The shelf')}
        </button>
        <WithGame id={game.id} name={game.name} load={pickedLoad}>
          {(ui) => (
            <TeachFormContext.Provider value={ui?.teach ? { game: game.id, played } : null}>
              {ui?.NewGame ? (
                <ui.NewGame onStart={onStart} tap={tap} />
              ) : (
                <WithGame id="module:new-game" name={game.name} load={genericForm}>
                  {(Form) => (Form ? <Form game={game} onStart={onStart} /> : null)}
                </WithGame>
              )}
            </TeachFormContext.Provider>
          )}
        </WithGame>
      </div>
    );
  const inProgress = session.game !== null && (session.view as { awaiting?: unknown }).awaiting !== null;
  return (
    <div class="screen shelf" data-testid="screen-shelf">
      <h1>{t('The game shelf')}</h1>
      {isHost ? (
        <div class="shelf-join">
          <JoinQr />
        </div>
      ) : session.game ? (
        <p class="hint" data-testid="shelf-under-way">
          {t('A game of {game} is on the table: the Game tab shows it.', { game: session.game.name })}
        </p>
      ) : (
        <p class="hint">{t('Waiting for the host to start a game…')}</p>
      )}
      <SetupLink open={open} on="shelf" kind={session.device.kind} />
      <GamesToResume saved={shelf.saved} games={shelf.games} inProgress={inProgress} onResumed={onResumed} />
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
                {g.deck ? ` · ${t('{deck} on the reader', { deck: g.deck.name })}` : ''}
                {g.scale === 'contest'
                  ? ` · ${t('weighs collections against each other')}`
                  : g.scale === 'count'
                    ? ` · ${t('counts pieces on the scale')}`
                    : ''}
                {g.computer ? ` · ${t('the computer can play ({levels})', { levels: g.computer.levels.map(levelWord).join(', ') })}` : ''}
              </p>
              {g.options.length ? <p class="hint">{t('Options: {options}', { options: g.options.map((o) => sayMessage(o.label)).join(' · ') })}</p> : null}
              <div class="choices">
                {isHost ? (
                  <button type="button" class="btn btn-go" onClick={() => setPicked(g.id)}>
                    {t('New game of {game}', { game: g.name })}
                  </button>
                ) : null}
                <button type="button" class="btn" onClick={() => setReading(g.id)}>
                  {t('Rules of {game}', { game: g.name })}
                </button>
              </div>
              <FirstGameButton game={g} underWay={inProgress} onStarted={onResumed} />
            </li>
          );
        })}
      </ul>
      <GamesPutAway saved={shelf.saved} games={shelf.games} inProgress={inProgress} onResumed={onResumed} />
    </div>
  );
}
