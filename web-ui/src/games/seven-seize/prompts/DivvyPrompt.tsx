// R7: the captain draws the pieces and splits them; each stash gets at least one.
// A spectator sees what is being done; the split buttons are the host's.
import { useState } from 'preact/hooks';
import { useTable } from '../../../context.ts';
import { KeyHint } from '../../../cues/KeyHint.tsx';
import { useChoiceKeys } from '../../../cues/keys.ts';
import { Cup } from '../Stash.tsx';
import '../../../parts/action-bar.css';
import { t } from '../../../i18n/i18n.ts';

export function DivvyPrompt({ player, pieces }: { player: string; pieces: number }) {
  const { input, isHost } = useTable();
  const [red, setRed] = useState(Math.ceil(pieces / 2));
  const r = Math.min(Math.max(red, 1), Math.max(1, pieces - 1));
  const black = pieces - r;
  const done = () => input({ type: 'divvy', red: r, black });
  // A number key picks that many red pieces; Enter says it is done.
  useChoiceKeys(Math.max(0, pieces - 1), (i) => setRed(i + 1), done, isHost);
  if (!isHost)
    return (
      <section class="prompt" data-testid="prompt-divvy">
        <p class="prompt-kicker">{t('Divvy the Booty')}</p>
        <h2 class="prompt-title">{t('{player} draws {pieces} pieces from the bag and splits them between the stashes', { player, pieces })}</h2>
      </section>
    );
  return (
    <section class="prompt" data-testid="prompt-divvy">
      <p class="prompt-kicker">{t('Divvy the Booty')}</p>
      <h2 class="prompt-title">{t('{player}, draw {pieces} pieces from the bag and split them', { player, pieces })}</h2>
      <div class="divvy">
        <Cup label={t('red stash')} count={r} colour="red" />
        <div class="choices choices-grid">
          {Array.from({ length: Math.max(0, pieces - 1) }, (_, i) => i + 1).map((n) => (
            <button type="button" key={n} class={`btn btn-count${n === r ? ' is-selected' : ''}`} aria-pressed={n === r} onClick={() => setRed(n)}>
              <KeyHint n={n} />
              {t('{red} red · {black} black', { red: n, black: pieces - n })}
            </button>
          ))}
        </div>
        <Cup label={t('black stash')} count={black} colour="black" />
      </div>
      <div class="action-bar">
        <button type="button" class="btn btn-big btn-go" onClick={done}>
          {t('Done: {red} red, {black} black', { red: r, black })}
        </button>
      </div>
    </section>
  );
}
