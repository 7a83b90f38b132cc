// A card played (P11–P16): who may react, then the card's result to enter and Resolve. On a phone,
// once the card's result has a row, who may react folds to one button (the table has heard whether
// anyone reacts, and the rows, a refused one and why, come up the screen); the button opens the names again.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PlunderInput } from '#games';
import { EffectsEditor } from './EffectsEditor.tsx';
import { type PlunderView, seats } from './model.ts';
import { useMove } from '../../parts/use-move.ts';
import { t } from '../../i18n/i18n.ts';

function Reactors({ names, folded, unfold }: { names: string[]; folded: boolean; unfold: () => void }) {
  const { move } = useMove<PlunderInput>();
  const box = useRef<HTMLFieldSetElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened again: the first name takes the focus the button had.
  useEffect(() => {
    if (opened) box.current?.querySelector<HTMLButtonElement>('[data-testid^=react-]')?.focus();
  }, [opened]);
  return (
    // The question said once, the names in a row: the card's result below comes up the screen.
    <fieldset class={`plunder-reactors${folded ? ' folded' : ''}`} ref={box}>
      <legend>{t('Who reacts?')}</legend>
      {folded ? (
        <button
          type="button"
          class="btn btn-quiet reactors-open"
          data-testid="reactors-open"
          aria-expanded="false"
          onClick={() => {
            unfold();
            setOpened(true);
          }}
        >
          {t('{count, plural, one {show the # name} other {show the # names}}', { count: names.length })}
        </button>
      ) : null}
      {names.map((n) => (
        <button type="button" key={n} class="btn" data-testid={`react-${n}`} onClick={() => move({ type: 'react', player: n })}>
          {n}
        </button>
      ))}
    </fieldset>
  );
}

export function ResolvePrompt({ view, player, reactionOpen }: { view: PlunderView; player: string; reactionOpen: boolean }) {
  const [entered, setEntered] = useState(false);
  const [unfolded, setUnfolded] = useState(false);
  const reactors = seats(view).filter((n) => n !== player && (view.players[n]?.hand ?? 0) > 0);
  return (
    <section class="panel plunder-actions" data-testid="plunder-resolve">
      <h2>{t('{player} played a card', { player })}</h2>
      {reactionOpen ? (
        <Reactors names={reactors} folded={entered && !unfolded} unfold={() => setUnfolded(true)} />
      ) : (
        <p>{t('{player} reacted.', { player: view.pending?.reaction?.player ?? '' })}</p>
      )}
      <EffectsEditor key={view.turn} view={view} seats={seats(view)} cardPlayer={player} onEntered={setEntered} />
    </section>
  );
}
