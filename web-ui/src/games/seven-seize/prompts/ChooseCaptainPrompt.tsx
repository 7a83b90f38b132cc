// R5: a squabble tie in rounds 2–7 is decided by the previous captain.
// A spectator sees who may be chosen, not buttons they cannot press.
import { useTable } from '../../../context.ts';
import { KeyHint } from '../../../cues/KeyHint.tsx';
import { useChoiceKeys } from '../../../cues/keys.ts';
import { seatStyle } from '../seat-colours.ts';
import { t } from '../../../i18n/i18n.ts';

export function ChooseCaptainPrompt({ player, among, seats }: { player: string; among: string[]; seats: string[] }) {
  const { input, isHost } = useTable();
  const choose = (p: string) => input({ type: 'chooseCaptain', player: p });
  useChoiceKeys(among.length, (i) => choose(among[i] as string), undefined, isHost);
  return (
    <section class="prompt" data-testid="prompt-chooseCaptain">
      <p class="prompt-kicker">{t('A tie for Captain')}</p>
      <h2 class="prompt-title">{t('{player}, choose the new Captain', { player })}</h2>
      <div class="choices">
        {among.map((p, i) =>
          isHost ? (
            <button type="button" key={p} class="btn btn-big btn-name" style={seatStyle(p, seats)} onClick={() => choose(p)}>
              <KeyHint n={i + 1} />
              {p}
            </button>
          ) : (
            <span key={p} class="seat" style={seatStyle(p, seats)}>
              {p}
            </span>
          ),
        )}
      </div>
    </section>
  );
}
