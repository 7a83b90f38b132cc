// A game under way that has no screens of its own yet: what it awaits, its events, its view.
import type { SessionState } from '#protocol';
import { UndoButton } from '../../parts/UndoButton.tsx';
import '../../parts/game-table.css';
import { t } from '../../i18n/i18n.ts';

export function GenericTable({ session }: { session: SessionState }) {
  const v = session.view as { awaiting?: { type?: string } | null; events?: unknown; winners?: unknown };
  const events = Array.isArray(v.events) ? v.events.filter((e): e is string => typeof e === 'string') : [];
  const winners = Array.isArray(v.winners) ? v.winners.filter((e): e is string => typeof e === 'string') : [];
  return (
    <div class="screen generic-table" data-testid="screen-generic">
      <h1>{session.game?.name}</h1>
      {v.awaiting ? (
        <p class="prompt-title">{t('Waiting for: {what}', { what: v.awaiting.type ?? '' })}</p>
      ) : (
        <p class="headline" data-testid="winners">
          {winners.length ? t('{winners} won', { winners: winners.join(' & ') }) : t('Game over')}
        </p>
      )}
      <UndoButton canUndo={session.inputs > 0} inputs={session.inputs} />
      {events.length ? (
        <ol class="events" data-testid="events">
          {events.slice(-12).map((e, i) => (
            <li key={i}>{e}</li>
          ))}
        </ol>
      ) : null}
      <details>
        <summary>{t('Everything the game says')}</summary>
        <pre class="view-json">{JSON.stringify(session.view, null, 1)}</pre>
      </details>
    </div>
  );
}
