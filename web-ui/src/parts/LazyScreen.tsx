// A screen of the header's that comes down when first opened, with its words (its folder's
// catalogue, in the tablet's language, where it has one: its words are the shell's else): no part
// of the shelf's first load. While it comes down,
// a note; a failed download says so, with a button to try again (WithGame, game-loads.ts).
import type { FunctionComponent } from 'preact';
import { useModule } from '../game-loads.ts';
import { type Msg, t } from '../i18n/i18n.ts';
import { loadFolder } from '../i18n/start.ts';
import type { ScreenProps } from '../screens/screen.ts';
import { WithGame } from './WithGame.tsx';
import type { Catalogue } from '../i18n/catalogues.ts';

type ScreenComponent = FunctionComponent<ScreenProps>;

/** The screen `id` (its folder `screens/<id>`, its tab's word `label`), its component loaded by
 * `load`, its words by `words` (its folder's `words.ts`) where it has a catalogue of its own. */
export function lazyScreen(
  id: string,
  label: Msg,
  load: () => Promise<ScreenComponent>,
  words?: () => Promise<Catalogue>,
): { Component: ScreenComponent; loads: () => Promise<ScreenComponent> } {
  const catalogue = async (): Promise<void> => {
    if (words) await loadFolder(`screens/${id}`, await words());
  };
  const loads = (): Promise<ScreenComponent> => Promise.all([load(), catalogue()]).then(([C]) => C);
  function Component(props: ScreenProps) {
    const screen = useModule(`screen-${id}`, loads, true);
    return (
      <WithGame id={`module:screen-${id}`} name={t(label)} load={screen}>
        {(Screen) => (Screen ? <Screen {...props} /> : null)}
      </WithGame>
    );
  }
  return { Component, loads };
}
