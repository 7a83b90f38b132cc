// "Set up a new rig" (no tab: the Device screen and, while no rig was ever set up, the shelf open
// it). Its screens come down when it is opened: none of them is part of the shelf's first load.
import { hostToken } from '../../connection.ts';
import { useModule } from '../../game-loads.ts';
import { FirmwareUpdate } from '../device/FirmwareUpdate.tsx';
import { WithGame } from '../../parts/WithGame.tsx';
import { Cards } from '../cards/Cards.tsx';
import { CheckRig } from '../check-rig/CheckRig.tsx';
import type { ScreenProps } from '../screen.ts';
import type { Embeds } from './embeds.ts';
import { SETUP_LINK_WORDS } from './setup-link-words.ts';

const embeds: Embeds = { Cards, CheckRig, FirmwareUpdate, hostToken };
const loadGuide = () => import('./SetupGuide.tsx').then((m) => m.SetupGuide);

export function Setup(props: ScreenProps) {
  const load = useModule('setup-guide', loadGuide, true);
  return (
    <WithGame id="module:setup-guide" name={SETUP_LINK_WORDS.title} load={load}>
      {(Guide) => (Guide ? <Guide {...props} embeds={embeds} /> : null)}
    </WithGame>
  );
}
