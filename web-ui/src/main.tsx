// First: the browser's language made one Intl takes, before any module hands it to Intl.
import './locale-guard.ts';
import { render } from 'preact';
import { App } from './app.tsx';
import { GAMES } from './games/index.ts';
import { speak, startLanguage } from './i18n/start.ts';

const el = document.getElementById('app');
// The games are given here, at the root: the shell and the connection import none of them. The
// tablet's language comes first (its catalogue alone); where it cannot be fetched, English.
if (el)
  void startLanguage()
    .catch(() => speak('en'))
    .catch(() => undefined)
    .then(() => render(<App games={GAMES} />, el));
