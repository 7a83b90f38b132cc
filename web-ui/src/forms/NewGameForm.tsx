// The frame every new-game form shares: Set sail is refused while a field is wrong (the focus goes
// to the first one), and what is wrong with the table as a whole (too few players…) is said only
// once Set sail was pressed: an empty form is not wrong yet.
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { TeachMe } from '../teach/TeachSwitch.tsx';
import { focusFirstInvalid } from './Field.tsx';
import '../parts/action-bar.css';
import { t } from '../i18n/i18n.ts';
import { sayText } from '../i18n/phrase.ts';

export function NewGameForm({
  ok,
  tableProblem,
  onSubmit,
  firstField = '.name-input',
  children,
}: {
  /** Every field is right: Set sail starts the game. */
  ok: boolean;
  /** What is wrong with the seats as a whole, or null. */
  tableProblem: string | null;
  onSubmit(): void;
  /** Where the focus goes when no field is marked invalid (a missing name). */
  firstField?: string;
  children: ComponentChildren;
}) {
  const [tried, setTried] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The "Teach me" switch's value is kept for the game only when it sets sail.
  const keepTeaching = useRef<(() => void) | null>(null);
  return (
    <form
      class="screen newgame"
      data-testid="screen-newgame"
      ref={form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!ok) return focusFirstInvalid(form.current, firstField);
        keepTeaching.current?.();
        onSubmit();
      }}
    >
      {children}
      <TeachMe commit={keepTeaching} />
      {tried && tableProblem ? (
        <p class="problem" data-testid="seats-problem" role="alert">
          {sayText(tableProblem)}
        </p>
      ) : null}
      <div class="action-bar" data-testid="set-sail-bar">
        <button type="submit" class={`btn btn-big btn-go${ok ? '' : ' is-blocked'}`}>
          {t('Set sail')}
        </button>
      </div>
    </form>
  );
}
