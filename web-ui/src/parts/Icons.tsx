// The tablet's own icons, drawn inline: they show on every tablet whatever fonts it has (an emoji
// needs an emoji font, and without one is an empty box). Most are decorative, words beside them
// saying what they mean; one that stands for a word carries it as its name. Drawn in the text's
// colour, one line high.
import type { ComponentChildren } from 'preact';
import './icons.css';
import { t } from '../i18n/i18n.ts';

function Icon({ children, label }: { children: ComponentChildren; label?: string }) {
  return (
    <svg
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : 'true'}
      class="icon"
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      focusable="false"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
    >
      {children}
    </svg>
  );
}

/** A rolled scroll with lines on it: the game's history. */
export function ScrollIcon() {
  return (
    <Icon>
      <path d="M8 3h11a2 2 0 0 1 2 2v2h-4" />
      <path d="M17 7v11a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3v-1h11v1a3 3 0 0 0 3 3" />
      <path d="M8 3a3 3 0 0 0-3 3v11M9 8h5M9 12h5" />
    </Icon>
  );
}

/** A pirate flag on its pole: the winners. */
export function FlagIcon() {
  return (
    <Icon>
      <path d="M5 21V3M5 4h14l-3 4.5 3 4.5H5" />
      <circle cx="11" cy="8" r="1.5" />
    </Icon>
  );
}

/** Two waves: a ship that sank. */
export function WaveIcon() {
  return (
    <Icon>
      <path d="M2 10c2-2 4-2 6 0s4 2 6 0 4-2 6 0M2 16c2-2 4-2 6 0s4 2 6 0 4-2 6 0" />
    </Icon>
  );
}

/** A cup: the winner of a game (named so for a screen reader). */
export function TrophyIcon() {
  return (
    <Icon label={t('winner')}>
      <path d="M8 21h8M12 16v5M7 4h10v5a5 5 0 0 1-10 0zM17 6h3a3 3 0 0 1-3 4M7 6H4a3 3 0 0 0 3 4" />
    </Icon>
  );
}

/** A ship's anchor: the table's own mark, beside its name. */
export function AnchorIcon() {
  return (
    <Icon>
      <circle cx="12" cy="5" r="2" />
      <path d="M12 7v14M8 11h8M4 13a8 8 0 0 0 16 0" />
    </Icon>
  );
}
