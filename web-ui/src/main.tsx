// First: the browser's language made one Intl takes, before any module hands it to Intl.
import './locale-guard.ts';
import { render } from 'preact';
import { App } from './app.tsx';
import { GAMES } from './games/index.ts';

const el = document.getElementById('app');
// The games are given here, at the root: the shell and the connection import none of them.
if (el) render(<App games={GAMES} />, el);
