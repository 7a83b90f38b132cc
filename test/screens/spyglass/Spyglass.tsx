// The spyglass: a look at the table from afar, for the host. A screen of the tablet's registered in
// its test alone (docs/adding-a-screen.md walks through it), as Tally is a game registered in its
// tests alone: a component given the screens' props, its styles beside it, a line in a table.
import type { ScreenProps } from '../../../web-ui/src/screens/screen.ts';
import './spyglass.css';

export function Spyglass({ session }: ScreenProps) {
  return (
    <section class="panel spyglass" data-testid="screen-spyglass">
      <h2>The spyglass</h2>
      <p data-testid="spyglass-sighting">{session.game ? `${session.game.name} is on the table.` : 'No game is on the table.'}</p>
      <p class="hint">Seen from the host's tablet alone.</p>
    </section>
  );
}
