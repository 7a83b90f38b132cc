// R12: a Queen seizes 1 from her stash or steals 1 from a same-colour participant.
// In a 2-player game the non-captain decides for the Interloper (R18): `decidedBy`.
import { useTable } from '../../../context.ts';
import type { QueenOption } from '../view.ts';

export function QueenPrompt({ player, decidedBy, options }: { player: string; decidedBy: string; options: QueenOption[] }) {
  const { input, isHost } = useTable();
  return (
    <section class="prompt" data-testid="prompt-queen">
      <p class="prompt-kicker">{player}'s Queen</p>
      <h2 class="prompt-title">{decidedBy === player ? `${player}, seize or steal?` : `${decidedBy}, choose for ${player}: seize or steal?`}</h2>
      <div class="choices">
        {options.map((o) =>
          o.action === 'seize' ? (
            <button type="button" key="seize" class="btn btn-big" disabled={!isHost} onClick={() => input({ type: 'queen', player, action: 'seize' })}>
              Seize 1 from the stash
            </button>
          ) : (
            <button
              type="button"
              key={o.from}
              class="btn btn-big"
              disabled={!isHost}
              onClick={() => input({ type: 'queen', player, action: 'steal', from: o.from })}
            >
              Steal 1 from {o.from}
            </button>
          ),
        )}
      </div>
    </section>
  );
}
