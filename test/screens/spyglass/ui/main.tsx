// The tablet app with the spyglass added to its screens table: the registered games, and the
// screens table given at the root like the games (web-ui/src/main.tsx gives the table's own).
import { render } from 'preact';
import { App } from '../../../../web-ui/src/app.tsx';
import { GAMES } from '../../../../web-ui/src/games/index.ts';
import { SCREENS_WITH_SPYGLASS } from '../index.ts';

const el = document.getElementById('app');
if (el) render(<App games={GAMES} screens={SCREENS_WITH_SPYGLASS} />, el);
