// The History panel, the same for every game: who did what, step by step, grouped by round or
// turn as the game tells it (GameUi.tell), newest at the bottom, scrolled to it. Opened from the
// header as a modal dialog over the game, where the eye is; Close or Escape go back to the game.
// While open it reads the history again at every step. A step that did something a newcomer would
// not expect has its "why" line under it (the game's teaching), its ruling a link to the rules page.
import { useEffect, useRef } from 'preact/hooks';
import type { SessionState } from '#protocol';
import type { GameUi } from '../../games/types.ts';
import './history.css';
import { toldHistory } from '../../parts/history-lines.ts';
import { useHistory } from '../../parts/use-history.ts';
import { whyOf } from '../../teach/why.ts';
import { Cited, type ShowRule } from '../../teach/RuleLink.tsx';
import { t } from '../../i18n/i18n.ts';

export function History({ session, ui, onClose, showRule }: { session: SessionState; ui: GameUi | undefined; onClose(): void; showRule?: ShowRule }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { history, problem } = useHistory(`${session.shelf}-${session.game?.id}-${session.position}`);
  const list = useRef<HTMLDivElement>(null);
  const game = session.game?.name ?? t('the game');
  const teach = ui?.teach;
  const parts = history ? toldHistory(history.steps, game, ui?.tell, teach ? (step) => whyOf(teach, step) : undefined) : [];
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [history]);
  return (
    <dialog ref={dialog} class="panel history" data-testid="history" aria-labelledby="history-title" onClose={onClose}>
      <div class="history-head">
        <h2 id="history-title">{t('History')}</h2>
        <button type="button" class="btn" data-testid="history-close" onClick={() => dialog.current?.close()}>
          {t('Close')}
        </button>
      </div>
      {problem ? (
        <p class="hint" data-testid="history-problem">
          {problem}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls, and a keyboard must reach it to scroll it (WCAG 2.1.1).
        <div class="history-list" ref={list} role="log" tabIndex={0} data-testid="history-list" aria-label={t('history of {game}', { game })}>
          {parts.map((p, i) => (
            <div key={i} class="history-part" data-part={p.part}>
              {p.part ? <h3>{p.part}</h3> : null}
              <ol style={`--digits: ${String(p.lines.length).length}`}>
                {p.lines.map((l, j) => {
                  const why = p.whys[j];
                  return (
                    <li key={j}>
                      {l}
                      {why ? (
                        <span class="history-why" data-testid="history-why">
                          <Cited text={why.text} rules={why.rules} showRule={showRule} />
                        </span>
                      ) : null}
                    </li>
                  );
                })}
              </ol>
            </div>
          ))}
        </div>
      )}
    </dialog>
  );
}
