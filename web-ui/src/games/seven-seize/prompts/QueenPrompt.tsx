// R12: a Queen seizes 1 from her stash or steals 1 from a same-colour participant.
// In a 2-player game the non-captain decides for the Interloper (R18): `decidedBy`.
// A spectator sees the choices as words; the buttons are the host's.
import { useTable } from '../../../context.ts';
import { KeyHint } from '../../../cues/KeyHint.tsx';
import { useChoiceKeys } from '../../../cues/keys.ts';
import { seatStyle } from '../seat-colours.ts';
import type { QueenOption } from '../model.ts';

const say = (o: QueenOption): string => (o.action === 'seize' ? 'Seize 1 from the stash' : `Steal 1 from ${o.from}`);

export function QueenPrompt({ player, decidedBy, options, seats }: { player: string; decidedBy: string; options: QueenOption[]; seats: string[] }) {
  const { input, isHost } = useTable();
  const act = (o: QueenOption) =>
    input(o.action === 'seize' ? { type: 'queen', player, action: 'seize' } : { type: 'queen', player, action: 'steal', from: o.from });
  useChoiceKeys(options.length, (i) => act(options[i] as QueenOption), undefined, isHost);
  return (
    <section class="prompt" data-testid="prompt-queen">
      <p class="prompt-kicker">{player}'s Queen</p>
      <h2 class="prompt-title">{decidedBy === player ? `${player}, seize or steal?` : `${decidedBy}, choose for ${player}: seize or steal?`}</h2>
      {isHost ? (
        <div class="choices queen-choices">
          {options.map((o, i) => (
            <button
              type="button"
              key={o.action === 'seize' ? 'seize' : o.from}
              class={`btn btn-big${o.action === 'steal' ? ' btn-name' : ''}`}
              style={o.action === 'steal' ? seatStyle(o.from, seats) : undefined}
              onClick={() => act(o)}
            >
              <KeyHint n={i + 1} />
              {say(o)}
            </button>
          ))}
        </div>
      ) : (
        <p class="hint">{options.map(say).join(' · or · ')}</p>
      )}
    </section>
  );
}
