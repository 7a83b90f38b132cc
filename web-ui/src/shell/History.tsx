// The History panel, the same for every game: who did what, step by step, grouped by round or
// turn as the game tells it (GameUi.tell), newest at the bottom, scrolled to it. Closed, it reads
// nothing; open, it reads the history again at every step.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { SessionState } from '../../../server/src/protocol.ts';
import type { GameUi } from '../games/types.ts';
import './history.css';
import { toldHistory } from '../parts/history-lines.ts';
import { useHistory } from '../parts/use-history.ts';

export function History({ session, ui }: { session: SessionState; ui: GameUi | undefined }) {
  const [open, setOpen] = useState(false);
  const { history, problem } = useHistory(open ? `${session.shelf}-${session.game?.id}-${session.inputs}-${session.position}` : null);
  const list = useRef<HTMLDivElement>(null);
  const game = session.game?.name ?? 'the game';
  const parts = history ? toldHistory(history.steps, game, ui?.tell) : [];
  useEffect(() => {
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
  }, [open, history]);
  return (
    <section class="panel history" data-testid="history">
      <button type="button" class="btn btn-quiet" aria-expanded={open} data-testid="history-toggle" onClick={() => setOpen(!open)}>
        {open ? 'Hide the history' : 'History: who did what'}
      </button>
      {open ? (
        problem ? (
          <p class="hint" data-testid="history-problem">
            {problem}
          </p>
        ) : (
          <div class="history-list" ref={list} role="log" data-testid="history-list" aria-label={`history of ${game}`}>
            {parts.map((p, i) => (
              <div key={i} class="history-part" data-part={p.part}>
                {p.part ? <h3>{p.part}</h3> : null}
                <ol>
                  {p.lines.map((l, j) => (
                    <li key={j}>{l}</li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        )
      ) : null}
    </section>
  );
}
