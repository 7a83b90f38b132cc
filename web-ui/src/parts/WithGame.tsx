// What stands in for a game's screens (or a part of the shell loaded on demand) while they come
// down (web-ui/src/game-loads.ts): a note while they load, or, when the download failed, why, with
// a button to try again.
import type { ComponentChildren } from 'preact';
import { useGames, type Load } from '../game-loads.ts';
import type { GameUi } from '../games/types.ts';
import { t } from '../i18n/i18n.ts';

/** `children(ui)` once the game's screens are there (undefined: the tablet has none for this game,
 * and the shelf's generic screens stand in); the note or the failure before. `id`: the load's key. */
export function WithGame<T = GameUi>({
  id,
  name,
  load,
  children,
}: {
  id: string;
  name: string;
  load: Load<T> | null;
  children: (ui: T | undefined) => ComponentChildren;
}) {
  const loader = useGames();
  if (load === null) return <>{children(undefined)}</>;
  if (load.state === 'ready') return <>{children(load.value)}</>;
  if (load.state === 'loading')
    return (
      <p class="screen game-loading" role="status" data-testid="game-loading">
        {t('Bringing out {name}…', { name })}
      </p>
    );
  return (
    <section class="panel" role="alert" data-testid="game-load-failed">
      <h2>{t('{name} did not come down to this tablet', { name })}</h2>
      <p>{t('Its screens could not be loaded from the Quartermaster ({why}).', { why: load.problem })}</p>
      <p class="hint">
        {t("Check that the tablet is still on the table's Wi-Fi, then try again (or reload the page: the game is safe on the Quartermaster).")}
      </p>
      <div class="choices">
        <button type="button" class="btn btn-go" onClick={() => loader.need(id, true)}>
          {t('Try again')}
        </button>
        <button type="button" class="btn" onClick={() => location.reload()}>
          {t('Reload the page')}
        </button>
      </div>
    </section>
  );
}
