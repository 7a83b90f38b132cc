// R12: a Queen seizes 1 from her stash or steals 1 from a same-colour participant.
// In a 2-player game the non-captain decides for the Interloper (R18): `decidedBy`.
// A spectator sees the choices as words; the buttons are the host's.
import { useTable } from '../../../context.ts';
import { KeyHint } from '../../../cues/KeyHint.tsx';
import { useChoiceKeys } from '../../../cues/keys.ts';
import { seatStyle } from '../seat-colours.ts';
import type { QueenOption } from '../model.ts';
import { t } from '../../../i18n/i18n.ts';

const say = (o: QueenOption): string => (o.action === 'seize' ? t('Seize 1 from the stash') : t('Steal 1 from {who}', { who: o.from }));

export function QueenPrompt({ player, decidedBy, options, seats }: { player: string; decidedBy: string; options: QueenOption[]; seats: string[] }) {
  const { input, isHost } = useTable();
  const act = (o: QueenOption) =>
    input(o.action === 'seize' ? { type: 'queen', player, action: 'seize' } : { type: 'queen', player, action: 'steal', from: o.from });
  useChoiceKeys(options.length, (i) => act(options[i] as QueenOption), undefined, isHost);
  return (
    <section class="prompt" data-testid="prompt-queen">
      <p class="prompt-kicker">{t("{player}'s Queen", { player })}</p>
      <h2 class="prompt-title">
        {decidedBy === player ? t('{player}, seize or steal?', { player }) : t('{decidedBy}, choose for {player}: seize or steal?', { decidedBy, player })}
      </h2>
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
        <p class="hint">{options.map(say).join(` · ${t('or')} · `)}</p>
      )}
    </section>
  );
}
