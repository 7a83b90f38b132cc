// R5: a squabble tie in rounds 2–7 is decided by the previous captain.
import { useTable } from '../../../context.ts';

export function ChooseCaptainPrompt({ player, among }: { player: string; among: string[] }) {
  const { input, isHost } = useTable();
  return (
    <section class="prompt" data-testid="prompt-chooseCaptain">
      <p class="prompt-kicker">A tie for Captain</p>
      <h2 class="prompt-title">{player}, choose the new Captain</h2>
      <div class="choices">
        {among.map((p) => (
          <button type="button" key={p} class="btn btn-big" disabled={!isHost} onClick={() => input({ type: 'chooseCaptain', player: p })}>
            {p}
          </button>
        ))}
      </div>
    </section>
  );
}
