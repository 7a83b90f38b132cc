// R5: a squabble tie in rounds 2–7 is decided by the previous captain.
import { useTable } from '../context.ts';
import { KeyHint } from '../cues/KeyHint.tsx';
import { useChoiceKeys } from '../cues/keys.ts';

export function ChooseCaptainPrompt({ player, among }: { player: string; among: string[] }) {
  const { input, isHost } = useTable();
  const choose = (p: string) => input({ type: 'chooseCaptain', player: p });
  useChoiceKeys(among.length, (i) => choose(among[i] as string), undefined, isHost);
  return (
    <section class="prompt" data-testid="prompt-chooseCaptain">
      <p class="prompt-kicker">A tie for Captain</p>
      <h2 class="prompt-title">{player}, choose the new Captain</h2>
      <div class="choices">
        {among.map((p, i) => (
          <button type="button" key={p} class="btn btn-big" disabled={!isHost} onClick={() => choose(p)}>
            <KeyHint n={i + 1} />
            {p}
          </button>
        ))}
      </div>
    </section>
  );
}
