// "Set up a new rig" (no tab: the Device screen and, while no rig was ever set up, the shelf open
// it). Its screens come down when it is opened, the ones it shows inside too (Cards, Check rig, the
// Device screen's firmware update): none of them is part of the shelf's first load. Their words come
// down with them (their folders' catalogues), as the tablet may not have opened those screens yet.
import { hostToken } from '../../connection.ts';
import { useModule } from '../../game-loads.ts';
import { t } from '../../i18n/i18n.ts';
import { loadFolder } from '../../i18n/start.ts';
import { WithGame } from '../../parts/WithGame.tsx';
import type { ScreenProps } from '../screen.ts';
import type { Embeds } from './embeds.ts';

const words = () =>
  Promise.all([
    import('./words.ts').then((m) => loadFolder('screens/setup', m.WORDS)),
    import('../cards/words.ts').then((m) => loadFolder('screens/cards', m.WORDS)),
    import('../check-rig/words.ts').then((m) => loadFolder('screens/check-rig', m.WORDS)),
    import('../device/words.ts').then((m) => loadFolder('screens/device', m.WORDS)),
  ]);
const loadGuide = async () => {
  const [guide, cards, checkRig, device] = await Promise.all([
    import('./SetupGuide.tsx'),
    import('../cards/Cards.tsx'),
    import('../check-rig/CheckRig.tsx'),
    import('../device/FirmwareUpdate.tsx'),
    words(),
  ]);
  const embeds: Embeds = { Cards: cards.Cards, CheckRig: checkRig.CheckRig, FirmwareUpdate: device.FirmwareUpdate, hostToken };
  return { Guide: guide.SetupGuide, embeds };
};

export function Setup(props: ScreenProps) {
  const load = useModule('setup-guide', loadGuide, true);
  return (
    <WithGame id="module:setup-guide" name={t('Set up a new rig')} load={load}>
      {(loaded) => (loaded ? <loaded.Guide {...props} embeds={loaded.embeds} /> : null)}
    </WithGame>
  );
}
