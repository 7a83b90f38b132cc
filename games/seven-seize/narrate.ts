// Plain sentences for the table, e.g. "Ann takes 2 from the red stash".
import type { Colour } from './cards.ts';

export const pieces = (n: number): string => `${n} ${n === 1 ? 'piece' : 'pieces'}`;

export function takes(who: string, n: number, colour: Colour, card: string): string {
  return `${who} (${card}) takes ${n} from the ${colour} stash`;
}
