// "Teach me this game" on the new-game form: the shelf says which game the form starts (and only for
// a game that teaches), and the form keeps the switch's value for that game when it sets sail.
import { createContext } from 'preact';
import { type MutableRef, useContext } from 'preact/hooks';
import { useTeachSwitch } from './teach-choice.ts';
import { t } from '../i18n/i18n.ts';

/** The game whose new-game form is open, when it teaches (null: no switch on the form), and whether
 * the table has played it (null: not known yet). */
export const TeachFormContext = createContext<{ game: string; played: boolean | null } | null>(null);

/** The switch, when the form's game teaches; `commit` is set to what keeps its value at Set sail. */
export function TeachMe({ commit }: { commit: MutableRef<(() => void) | null> }) {
  const form = useContext(TeachFormContext);
  return form ? <Switch game={form.game} played={form.played} commit={commit} /> : null;
}

function Switch({ game, played, commit }: { game: string; played: boolean | null; commit: MutableRef<(() => void) | null> }) {
  const sw = useTeachSwitch(game, played);
  commit.current = sw.commit;
  return (
    <label class="toggle" data-testid="teach-switch">
      <input type="checkbox" role="switch" aria-checked={sw.on} checked={sw.on} onChange={(e) => sw.set((e.target as HTMLInputElement).checked)} />
      {t('Teach me this game: how to lay it out, and each rule as it comes into play')}
    </label>
  );
}
