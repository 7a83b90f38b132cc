// What the last step did, in plain words for the table ("Ann takes 2 from the red stash").
import { seatStyle } from './seat-colours.ts';
import type { SevenSeizeView } from './model.ts';
import { CardFace } from './CardFace.tsx';
import { t } from '../../i18n/i18n.ts';
import { saidEvents } from './said-events.ts';

export function Events({ view }: { view: SevenSeizeView }) {
  const last = view.lastReveal;
  if (!last && view.events.length === 0) return null;
  return (
    <section class="panel events" aria-label={t('what happened')}>
      {last ? (
        <div class="last-reveal">
          <h3>
            {last.phase === 'squabble'
              ? t('Round {round}, squabble: cards revealed', { round: last.round })
              : t('Round {round}, seize: cards revealed', { round: last.round })}
          </h3>
          <ul class="revealed-cards">
            {Object.entries(last.cards).map(([p, c]) => (
              <li key={p} style={seatStyle(p, view.players)}>
                <CardFace card={c} size="md" />
                <span class="seat">{p}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.events.length ? (
        <>
          {last?.phase === 'seize' ? <h3>{t('Hand out the booty:')}</h3> : null}
          <ol class="event-list" data-testid="events">
            {saidEvents(view).map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
