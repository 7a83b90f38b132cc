// The tablet's screens, one entry each, in the header's order: the header shows their tabs and the
// router the one asked for (route.ts), and the tests read this table too. Each screen lives in a
// folder named after its id, its component named after it too (`check-rig/CheckRig.tsx`), with its
// styles beside it. Adding a screen is a folder and a line here (docs/adding-a-screen.md). Every
// screen but the shelf and the setup guide comes down when first opened (lazyScreen), with the words of their
// folder's catalogue where it has one: the shelf loads without them.
import { msg } from '../i18n/i18n.ts';
import { lazyScreen } from '../parts/LazyScreen.tsx';
import { RULES, type Screen } from './screen.ts';
import { Setup } from './setup/Setup.tsx';
import { Shelf } from './shelf/Shelf.tsx';

export const SCREENS: readonly Screen[] = [
  {
    id: 'game',
    label: msg('Game'),
    who: 'everyone',
    when: 'always',
    needsGame: true,
    ...lazyScreen('game', msg('Game'), () => import('./game/Game.tsx').then((m) => m.Game)),
  },
  { id: 'shelf', label: msg('Shelf'), who: 'everyone', when: 'always', topOnTab: true, Component: Shelf },
  {
    id: 'logbook',
    label: msg('Logbook'),
    who: 'everyone',
    when: 'always',
    ...lazyScreen('logbook', msg('Logbook'), () => import('./logbook/Logbook.tsx').then((m) => m.Logbook)),
  },
  {
    id: 'cards',
    label: msg('Cards'),
    who: 'everyone',
    when: 'always',
    drawsCards: true,
    ...lazyScreen(
      'cards',
      msg('Cards'),
      () => import('./cards/Cards.tsx').then((m) => m.Cards),
      () => import('./cards/words.ts').then((m) => m.WORDS),
    ),
  },
  {
    id: 'scale',
    label: msg('Scale'),
    who: 'everyone',
    when: 'always',
    ...lazyScreen(
      'scale',
      msg('Scale'),
      () => import('./scale/Scale.tsx').then((m) => m.Scale),
      () => import('./scale/words.ts').then((m) => m.WORDS),
    ),
  },
  {
    id: 'check-rig',
    label: msg('Check rig'),
    who: 'everyone',
    when: 'always',
    ...lazyScreen(
      'check-rig',
      msg('Check rig'),
      () => import('./check-rig/CheckRig.tsx').then((m) => m.CheckRig),
      () => import('./check-rig/words.ts').then((m) => m.WORDS),
    ),
  },
  {
    id: 'device',
    label: msg('Device'),
    who: 'everyone',
    when: 'always',
    ...lazyScreen(
      'device',
      msg('Device'),
      () => import('./device/Device.tsx').then((m) => m.Device),
      () => import('./device/words.ts').then((m) => m.WORDS),
    ),
  },
  { id: 'setup', label: msg('Set up a new rig'), who: 'host', when: 'always', tab: false, drawsCards: true, Component: Setup },
  {
    id: RULES,
    label: msg('Rules'),
    who: 'everyone',
    when: 'always',
    ...lazyScreen(RULES, msg('Rules'), () => import('./rules/Rules.tsx').then((m) => m.Rules)),
  },
];
