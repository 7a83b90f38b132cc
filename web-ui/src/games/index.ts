// The tablet's side of every game, by the `game` id of its rules (games/index.ts). Adding a game
// is one entry here; a registered game without one still gets the shelf's generic screens. Only the
// pictures come with the shelf: each game's screens are an import() of their own, which the build
// splits into a chunk the tablet fetches when the game is opened, so the shelf loads in one breath.
import { Picture as BootyPicture } from './blackbeards-booty/Picture.tsx';
import { Picture as LootPicture } from './loot/Picture.tsx';
import { Picture as PlunderPicture } from './plunder/Picture.tsx';
import { Picture as SevenSeizePicture } from './seven-seize/Picture.tsx';
import { Picture as TheHighSeizePicture } from './the-high-seize/Picture.tsx';
import type { GameEntries } from './types.ts';
import { withWords } from './game-words.ts';
import { loadFolder } from '../i18n/start.ts';

export const GAMES: GameEntries = {
  '7-seize': {
    Picture: SevenSeizePicture,
    load: () =>
      Promise.all([import('./seven-seize/index.tsx'), import('./seven-seize/words.ts')]).then(([m, w]) => withWords('seven-seize', m.sevenSeizeUi, w.WORDS)),
    cardFaces: { deck: 'playing-cards', load: () => import('./seven-seize/CardFace.tsx').then((m) => m.playingCardFaces) },
    firstRoundWords: () => import('./seven-seize/first-game/words.ts').then((w) => loadFolder('games/seven-seize/first-game', w.WORDS)),
  },
  loot: { Picture: LootPicture, load: () => import('./loot/index.tsx').then((m) => withWords('loot', m.lootUi, m.WORDS)) },
  plunder: { Picture: PlunderPicture, load: () => import('./plunder/index.tsx').then((m) => withWords('plunder', m.plunderUi, m.WORDS)) },
  'blackbeards-booty': {
    Picture: BootyPicture,
    load: () => import('./blackbeards-booty/index.tsx').then((m) => withWords('blackbeards-booty', m.bootyUi, m.WORDS)),
  },
  'the-high-seize': {
    Picture: TheHighSeizePicture,
    load: () => import('./the-high-seize/index.tsx').then((m) => withWords('the-high-seize', m.theHighSeizeUi, m.WORDS)),
  },
};
