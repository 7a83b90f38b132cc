// The tablet app as a table that referees Tally builds it: the shared shell, with Tally's screens
// given at the root like any game's (web-ui/src/main.tsx gives the registered games').
import { render } from 'preact';
import { App } from '../../../../web-ui/src/app.tsx';
import { Picture, tallyUi } from './index.tsx';

const el = document.getElementById('app');
if (el) render(<App games={{ tally: { Picture, load: async () => tallyUi } }} />, el);
