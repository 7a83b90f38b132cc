// A first game for a table that has never played (games/core/first-game.ts): the button that starts
// a game's (on its shelf card and its rules page), and the line over the screen that says a first game
// is on the table: a guided game against the computer, or a scripted first round the table plays by
// itself on the virtual rig, step by step, with Back, Pause, Play, Next and Stop.
import { useState } from 'preact/hooks';
import type { FirstGameInfo, ShelfGame } from '#protocol';
import { useTable } from '../context.ts';
import './first-game.css';
import { t } from '../i18n/i18n.ts';
import { sayMessage } from '../i18n/said-phrase.ts';
import { useFirstGameWords } from './first-game-words.ts';
import { YesNo } from './YesNo.tsx';

/** The words of a first game's button. */
const startWords = (kind: 'guided' | 'watch'): string => (kind === 'guided' ? t('Learn with a first game') : t('Watch a first round'));

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
      <p class="hint">{sayMessage(first.about)}</p>
      {asking ? (
        <div class="confirm" role="alertdialog" aria-label={t('confirm first game')}>
          <span>{t('Put the game under way away (it stays on the shelf) and start?')}</span>
          <YesNo yes={t('Yes, start it')} yesClass="btn-go" onYes={start} onNo={() => setAsking(false)} />
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

/** What the step line says of a scripted round. */
function stepWords(info: FirstGameInfo): string {
  // The table's last words of a round, said here in the tablet's (the server's are English).
  if (info.state === 'over') return t('That was the first round: start a game of your own from the shelf.');
  if (info.state === 'stopped') return info.problem ?? t('Stopped: the game stays as it is. Start your own from the shelf.');
  return t('Step {step} of {steps}: {said}', { step: info.step, steps: info.steps, said: sayMessage(info.said) });
}

/** A guided first game, under the header: what it is (on a phone, only that it is one: the board comes first). */
export function FirstGameBanner({ info, game }: { info: FirstGameInfo | undefined; game: string | undefined }) {
  useFirstGameWords(game, info?.kind === 'guided');
  if (info?.kind !== 'guided') return null;
  return (
    <section class="banner first-game-banner" aria-label={t('First game')} data-testid="first-game-banner" data-state={info.state}>
      <p>
        <strong>{t('Your first game.')} </strong>
        <span class="first-game-about">{sayMessage(info.about)}</span>
      </p>
    </section>
  );
}

/** A scripted first round, at the foot of the page and held at the screen's bottom edge while the
 * page scrolls, so that its step is always in view: the step shown, and on the host's tablet Back,
 * Pause or Play, Next and Stop. */
export function FirstRoundBar({ info, game }: { info: FirstGameInfo | undefined; game: string | undefined }) {
  const { request, isHost } = useTable();
  useFirstGameWords(game, info?.kind === 'watch');
  if (info?.kind !== 'watch') return null;
  const live = info.state === 'playing' || info.state === 'paused';
  const act = (action: 'pause' | 'play' | 'next' | 'back' | 'stop') => void request({ type: 'firstGame', action });
  return (
    <section class="banner first-game-banner first-round" aria-label={t('Practice round')} data-testid="first-game-banner" data-state={info.state}>
      <p>
        <strong>{t('A practice round, played by the table.')} </strong>
        <span role="status" data-testid="first-game-step">
          {stepWords(info)}
        </span>
      </p>
      {info.state === 'paused' ? <p class="hint">{t('Held on this step: Next plays it, Play goes on by itself.')}</p> : null}
      {isHost ? (
        <div class="first-round-controls">
          <button type="button" class="btn" disabled={!info.back} onClick={() => act('back')}>
            {t('Back')}
          </button>
          {info.state === 'playing' ? (
            <button type="button" class="btn" onClick={() => act('pause')}>
              {t('Pause')}
            </button>
          ) : (
            <button type="button" class="btn" disabled={!live} onClick={() => act('play')}>
              {t('Play')}
            </button>
          )}
          <button type="button" class="btn btn-go" disabled={!live} onClick={() => act('next')}>
            {t('Next')}
          </button>
          {live ? (
            <button type="button" class="btn" onClick={() => act('stop')}>
              {t('Stop the practice round')}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
