// Reveals are simultaneous and the reader cannot tell who tapped: the tablet asks the players in
// turn and the server attributes the next tap to the player asked (`tapFor`). Anyone else may
// step forward first by tapping their name.
import { useEffect } from 'preact/hooks';
import { useTable } from '../context.ts';
import { INTERLOPER } from '../view.ts';

export function RevealPrompt({ players, tapFor, phase, captain }: { players: string[]; tapFor: string | null; phase: string; captain: string | null }) {
  const { send, isHost } = useTable();
  const asked = tapFor !== null && players.includes(tapFor) ? tapFor : null;
  const first = players[0] ?? null;

  // Keep someone asked while cards are awaited, so a tap always has an owner.
  useEffect(() => {
    if (isHost && asked === null && first !== null) send({ type: 'attributeTap', player: first });
  }, [isHost, asked, first]);

  const who = asked ?? first;
  const interloper = who === INTERLOPER;
  return (
    <section class="prompt prompt-reveal" data-testid="prompt-reveal">
      <p class="prompt-kicker">{phase === 'squabble' ? 'Squabble for Captain' : 'Seize the Booty'}</p>
      {who ? (
        <h2 class="prompt-title" data-testid="tap-for">
          {interloper ? "Interloper's card: tap the top card of the draw deck" : `${who}, tap your card on the reader`}
        </h2>
      ) : null}
      {interloper && captain ? <p class="hint">(Whoever is not {captain} taps it.)</p> : null}
      {players.length > 1 ? (
        <div class="choices">
          <span class="hint">Someone else first?</span>
          {players.map((p) => (
            <button
              type="button"
              key={p}
              class={`btn btn-name${p === who ? ' is-selected' : ''}`}
              disabled={!isHost}
              aria-pressed={p === who}
              onClick={() => send({ type: 'attributeTap', player: p })}
            >
              {p}
            </button>
          ))}
        </div>
      ) : null}
      <p class="hint">Cards stay hidden until everyone has revealed.</p>
    </section>
  );
}
