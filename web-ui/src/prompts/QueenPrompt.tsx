// R12: a Queen seizes 1 from her stash or steals 1 from a same-colour participant.
// In a 2-player game the non-captain decides for the Interloper (R18): `decidedBy`.
import { useTable } from '../context.ts';
import { KeyHint } from '../cues/KeyHint.tsx';
import { useChoiceKeys } from '../cues/keys.ts';
import type { QueenOption } from '../view.ts';

export function QueenPrompt({ player, decidedBy, options }: { player: string; decidedBy: string; options: QueenOption[] }) {
  const { input, isHost } = useTable();
  const act = (o: QueenOption) =>
    input(o.action === 'seize' ? { type: 'queen', player, action: 'seize' } : { type: 'queen', player, action: 'steal', from: o.from });
  useChoiceKeys(options.length, (i) => act(options[i] as QueenOption), undefined, isHost);
  return (
    <section class="prompt" data-testid="prompt-queen">
      <p class="prompt-kicker">{player}'s Queen</p>
      <h2 class="prompt-title">{decidedBy === player ? `${player}, seize or steal?` : `${decidedBy}, choose for ${player}: seize or steal?`}</h2>
      <div class="choices">
        {options.map((o, i) => (
          <button type="button" key={o.action === 'seize' ? 'seize' : o.from} class="btn btn-big" disabled={!isHost} onClick={() => act(o)}>
            <KeyHint n={i + 1} />
            {o.action === 'seize' ? 'Seize 1 from the stash' : `Steal 1 from ${o.from}`}
          </button>
        ))}
      </div>
    </section>
  );
}
