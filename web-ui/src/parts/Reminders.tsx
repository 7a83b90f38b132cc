// What the table has to do by hand before it goes on (set-up, between rounds, R16, R18).
import { tableReminders } from '../../../games/seven-seize/guide.ts';
import type { GameView } from '../view.ts';

export function Reminders({ view }: { view: GameView }) {
  const items = tableReminders(view);
  if (items.length === 0) return null;
  return (
    <section class="panel reminders" data-testid="reminders" aria-label="at the table">
      <h3>At the table</h3>
      <ul>
        {items.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
    </section>
  );
}
