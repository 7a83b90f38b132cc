// Okabe and Ito's colours, which people with any common colour-vision deficiency tell apart (and
// which stay apart in greyscale where it matters), each with a mark of its own: a seat, a fleet or a
// deck is never told by its colour alone. The same colour has the same mark in every game
// (a game's own marks keep to it too).
import './seat-marks.css';

export interface Hue {
  colour: string;
  mark: string;
}

export const OKABE_ITO = {
  blue: { colour: '#0072B2', mark: '●' },
  vermillion: { colour: '#D55E00', mark: '▼' },
  bluishGreen: { colour: '#009E73', mark: '▲' },
  reddishPurple: { colour: '#CC79A7', mark: '◆' },
  orange: { colour: '#E69F00', mark: '✚' },
  skyBlue: { colour: '#56B4E9', mark: '✱' },
  yellow: { colour: '#F0E442', mark: '■' },
  black: { colour: '#000000', mark: '★' },
} as const satisfies Record<string, Hue>;

/** The style that gives a seat's marker (`.seat`, `.btn-name`: seat-marks.css) its colour and mark. */
export const hueStyle = (hue: Hue): Record<string, string> => ({ '--seat': hue.colour, '--seat-mark': `"${hue.mark}"` });
