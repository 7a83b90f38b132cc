// What the last step did, in plain words for the table ("Ann takes 2 from the red stash").
import { seatStyle } from './seat-colours.ts';
import type { SevenSeizeView } from './model.ts';
import { CardFace } from './CardFace.tsx';

export function Events({ view }: { view: SevenSeizeView }) {
  const last = view.lastReveal;
  if (!last && view.events.length === 0) return null;
  return (
    <section class="panel events" aria-label="what happened">
      {last ? (
        <div class="last-reveal">
          <h3>
            Round {last.round}, {last.phase === 'squabble' ? 'squabble' : 'seize'}: cards revealed
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
          {last?.phase === 'seize' ? <h3>Hand out the booty:</h3> : null}
          <ol class="event-list" data-testid="events">
            {view.events.map((e, i) => (
              <li key={i}>{e}</li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
