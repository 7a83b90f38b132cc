// The tablet's screens, one line each, in the header's order: the header shows their tabs and the
// router the one asked for (route.ts), and the tests read this table too. Each screen lives in a
// folder named after its id, its component named after it too (`check-rig/CheckRig.tsx`), with its
// styles beside it. Adding a screen is a folder and a line here (docs/adding-a-screen.md).
import { Cards } from './cards/Cards.tsx';
import { CheckRig } from './check-rig/CheckRig.tsx';
import { Device } from './device/Device.tsx';
import { Game } from './game/Game.tsx';
import { Logbook } from './logbook/Logbook.tsx';
import { Rules } from './rules/Rules.tsx';
import { Scale } from './scale/Scale.tsx';
import { RULES, type Screen } from './screen.ts';
import { Setup } from './setup/Setup.tsx';
import { Shelf } from './shelf/Shelf.tsx';

export const SCREENS: readonly Screen[] = [
  { id: 'game', label: 'Game', who: 'everyone', when: 'always', needsGame: true, Component: Game },
  { id: 'shelf', label: 'Shelf', who: 'everyone', when: 'always', topOnTab: true, Component: Shelf },
  { id: 'logbook', label: 'Logbook', who: 'everyone', when: 'always', Component: Logbook },
  { id: 'cards', label: 'Cards', who: 'everyone', when: 'always', drawsCards: true, Component: Cards },
  { id: 'scale', label: 'Scale', who: 'everyone', when: 'always', Component: Scale },
  { id: 'check-rig', label: 'Check rig', who: 'everyone', when: 'always', Component: CheckRig },
  { id: 'device', label: 'Device', who: 'everyone', when: 'always', Component: Device },
  { id: 'setup', label: 'Set up a new rig', who: 'host', when: 'always', tab: false, drawsCards: true, Component: Setup },
  { id: RULES, label: 'Rules', who: 'everyone', when: 'always', Component: Rules },
];
